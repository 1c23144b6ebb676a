/** Reading a rule's `value` the same way in every detector. */
import type { RuleValue } from "../../schema.js";

/** The value as a list of strings: a string is one item, a number or nothing is none. */
export function valueList(value: RuleValue | undefined): readonly string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value;
  return [];
}

/** How to name item `index` of a value in a message: `value` for a single string, `value[2]` in a list. */
export function itemName(value: RuleValue | undefined, index: number): string {
  return Array.isArray(value) ? `value[${index}]` : "value";
}
