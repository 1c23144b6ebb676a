/**
 * `content-shield validate FILE…`: validates policy files and reports every problem with its path (and its
 * line and column). Exit 0 when every file is valid, 2 otherwise. `--json` prints the issues as JSON.
 */
import { validatePolicyFile } from "../policy/load.js";
import { UsageError } from "./args.js";
import { parsePolicyArgs } from "./policy-args.js";
import type { Io } from "./run.js";

export const VALIDATE_USAGE = `  validate [--json] POLICY…
      Validate policy files (JSON or YAML); prints every problem as FILE:LINE:COLUMN: PATH: MESSAGE.
      Exit 0 when valid, 2 otherwise.`;

export async function validateCommand(args: readonly string[], io: Io): Promise<number> {
  const flags = parsePolicyArgs("validate", args, { values: [], switches: ["json"], positionals: true });
  if (flags.positionals.length === 0)
    throw new UsageError("validate: name a policy file, e.g. validate policy.yaml.");
  const reports = flags.positionals.map((file) => {
    const { policy, issues } = validatePolicyFile(file);
    return { file, valid: issues.length === 0, rulesets: policy?.rulesets.length ?? 0, issues };
  });
  if (flags.switches.has("json")) io.stdout(`${JSON.stringify({ files: reports }, null, 2)}\n`);
  else {
    for (const report of reports) {
      if (report.valid) {
        io.stdout(`${report.file}: valid (${report.rulesets} ruleset${report.rulesets === 1 ? "" : "s"})\n`);
        continue;
      }
      for (const issue of report.issues) {
        const where = issue.line === undefined ? "" : `:${issue.line}:${issue.column ?? 1}`;
        io.stdout(`${report.file}${where}: ${issue.at ? `${issue.at}: ` : ""}${issue.message}\n`);
      }
      io.stderr(`${report.file}: ${report.issues.length} problem${report.issues.length === 1 ? "" : "s"}\n`);
    }
  }
  return reports.every((report) => report.valid) ? 0 : 2;
}
