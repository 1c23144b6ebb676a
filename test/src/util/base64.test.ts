import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64Bytes, hexBytes, latin1 } from "../../../src/util/base64.js";

describe("base64 and hex without Buffer", () => {
  it("decodes what Buffer encodes, in both alphabets (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const buffer = Buffer.from(bytes);
        expect([...base64Bytes(buffer.toString("base64"))]).toEqual([...bytes]);
        expect([...base64Bytes(buffer.toString("base64url"))]).toEqual([...bytes]);
        expect([...hexBytes(buffer.toString("hex"))]).toEqual([...bytes]);
        expect(latin1(bytes)).toBe(buffer.toString("latin1"));
      }),
    );
  });

  it("is as lenient as Buffer on runs of the alphabet, and stops hex at the first bad pair", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+/]{0,200}$/), (run) => {
        expect([...base64Bytes(run)]).toEqual([...Buffer.from(run, "base64")]);
      }),
    );
    expect([...hexBytes("41420g43")]).toEqual([0x41, 0x42]);
    expect([...hexBytes("4142")]).toEqual([...Buffer.from("4142", "hex")]);
    expect(latin1(base64Bytes("aGk="))).toBe("hi");
  });
});
