import { describe, expect, it } from "vitest";
import { mostSpaces } from "../../../../src/metrics/text/regex-span.js";

describe("mostSpaces", () => {
  it.each([
    ["they are rats", 2],
    ["(?: [a-z]+){0,3} end", 4],
    ["(?:a b c|d)(?: e)?", 3],
    ["x[^a]y", 1],
    ["x[ab ]y", 1],
    ["x[a-z]+y", 0],
    ["\\bword\\b\\w+\\d{2}", 0],
    ["(?<=x y )z", 2],
    ["a(?! b c)", 2],
    ["(?<!not )hate(?= you| them|$)", 2],
    ["\\p{L}+ \\p{Script=Han}", 1],
    [".{0,5}", 5],
    ["(?<name>a b)", 1],
  ] as const)("%s holds at most %d spaces", (source, spaces) => {
    expect(mostSpaces(source)).toBe(spaces);
  });

  it.each([
    ["(?<=x y )z", 0],
    ["a(?! b c) d", 1],
    ["(?<!not )hate(?= you| them|$)", 0],
    ["(?:a b)(?<name>c d)", 2],
  ] as const)("%s holds at most %d spaces in the match alone", (source, spaces) => {
    expect(mostSpaces(source, false)).toBe(spaces);
  });

  it.each(["\\s+", "(?: a)*", "[^x]{2,}", "(a b)\\1", "\\P{L}+", ".+"])("%s is unbounded", (source) => {
    expect(mostSpaces(source)).toBe(Number.POSITIVE_INFINITY);
  });
});
