/**
 * Account and key administration, as the CLI's `accounts` and `keys` commands use it: on a store opened by
 * the command itself, or on the running service's store through its admin socket (admin/socket.ts) while
 * `serve` holds the embedded database. Accounts are named by email, keys by id or prefix.
 */
import { ServiceError } from "../errors.js";
import type { Account, ApiKeyRecord, CreatedApiKey, Store } from "../store/types.js";

export interface AdminOps {
  createAccount(email: string, password: string): Promise<Account>;
  /** Sets a new password and signs the account out everywhere. */
  resetPassword(email: string, password: string): Promise<Account>;
  createKey(email: string, name: string): Promise<CreatedApiKey>;
  /** Newest first, revoked keys included. */
  listKeys(email: string): Promise<ApiKeyRecord[]>;
  /** `key` is a key's id or its displayed prefix (`cs_…`); the revoked key's record. */
  revokeKey(email: string, key: string): Promise<ApiKeyRecord>;
}

/** Thrown for an unknown account or key; `field` names what was not found (`email` or `key`). */
export class AdminNotFoundError extends ServiceError {
  readonly field: "email" | "key";
  constructor(field: "email" | "key", message: string) {
    super("NOT_FOUND", 404, message);
    this.field = field;
  }
}

export const ADMIN_OPERATIONS = [
  "createAccount",
  "resetPassword",
  "createKey",
  "listKeys",
  "revokeKey",
] as const;
export type AdminOperation = (typeof ADMIN_OPERATIONS)[number];

/** The operations on `store`. */
export function storeAdmin(store: Store): AdminOps {
  const account = async (email: string): Promise<Account> => {
    const found = await store.accountByEmail(email);
    if (found === null) throw new AdminNotFoundError("email", `no account for ${email}`);
    return found;
  };
  return {
    createAccount: (email, password) => store.createAccount(email, password),
    async resetPassword(email, password) {
      const owner = await account(email);
      if (!(await store.resetPassword(owner.id, password))) {
        throw new AdminNotFoundError("email", `no account for ${email}`);
      }
      return owner;
    },
    async createKey(email, name) {
      return store.createApiKey((await account(email)).id, name);
    },
    async listKeys(email) {
      return store.listApiKeys((await account(email)).id);
    },
    async revokeKey(email, key) {
      const owner = await account(email);
      const keys = await store.listApiKeys(owner.id);
      const matches = keys.filter((k) => k.id === key || (key.length >= 6 && k.prefix.startsWith(key)));
      const record = matches[0];
      if (record === undefined || matches.length > 1) {
        throw new AdminNotFoundError(
          "key",
          matches.length > 1
            ? `${matches.length} keys of ${owner.email} start with ${key}; give the key's id (\`keys list\` shows it)`
            : `${owner.email} has no key with id or prefix ${key} (\`keys list\` shows them)`,
        );
      }
      if (record.revoked_at !== null) return record;
      await store.revokeApiKey(owner.id, record.id);
      return (await store.listApiKeys(owner.id)).find((k) => k.id === record.id) ?? record;
    },
  };
}
