/** The workspace packages' names mapped to their source entry files (see workspace-aliases.mjs). */
export declare const workspaceAliases: Readonly<Record<string, string>>;
