import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  html,
  joinHtml,
  queryString,
  SafeHtml,
  trustedHtml,
} from "../../../service/src/web/html.js";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters and the backtick", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\`</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;",
    );
  });

  it("never lets a tag, quote or ampersand through unescaped (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = escapeHtml(text);
        expect(out).not.toMatch(/[<>"'`]/);
        expect(out.replace(/&(amp|lt|gt|quot|#39|#96);/g, "")).not.toContain("&");
      }),
    );
  });
});

describe("html tagged template", () => {
  it("escapes interpolated strings but keeps nested html fragments", () => {
    const user = "<script>alert(1)</script>";
    const out = html`<p title="${user}">${user}${html`<b>ok</b>`}</p>`.toString();
    expect(out).toBe(
      '<p title="&lt;script&gt;alert(1)&lt;/script&gt;">&lt;script&gt;alert(1)&lt;/script&gt;<b>ok</b></p>',
    );
  });

  it("renders arrays, numbers, and drops null/undefined/booleans", () => {
    const out = html`${["<i>", html`<i>`, 3]}|${null}${undefined}${false}${true}|`.toString();
    expect(out).toBe("&lt;i&gt;<i>3||");
  });

  it("returns SafeHtml, and only trustedHtml bypasses escaping", () => {
    expect(html`x`).toBeInstanceOf(SafeHtml);
    expect(html`${trustedHtml("<svg/>")}`.toString()).toBe("<svg/>");
    expect(joinHtml(["<a>", html`<b>`], ", ").toString()).toBe("&lt;a&gt;, <b>");
  });
});

describe("queryString", () => {
  it("skips empty values and encodes the rest", () => {
    expect(queryString({ group: "a b&c", metric: undefined, action: "", range: "7d" })).toBe(
      "?group=a+b%26c&range=7d",
    );
    expect(queryString({ group: undefined })).toBe("");
  });
});
