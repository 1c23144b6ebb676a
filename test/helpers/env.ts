/**
 * Environment variables set for the length of a call. Restoring by assignment would turn an unset variable
 * into the string "undefined", which later test files in the same worker then read as a value.
 */

/** Sets `name` to `value` (removes it when `value` is undefined). */
export function setEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/** Runs `fn` with `name` set to `value` (or unset), then puts back what was there, even when `fn` throws. */
export async function withEnv<T>(
  name: string,
  value: string | undefined,
  fn: () => T | Promise<T>,
): Promise<T> {
  const saved = process.env[name];
  setEnv(name, value);
  try {
    return await fn();
  } finally {
    setEnv(name, saved);
  }
}
