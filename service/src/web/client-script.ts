/**
 * The dashboard's only JavaScript, served at `/static/app.js` (so the CSP can forbid inline scripts):
 * copy-to-clipboard buttons and confirmation prompts on destructive forms. Pages work without it.
 */
import { createHash } from "node:crypto";

export const DASHBOARD_JS = `"use strict";
document.addEventListener("click", function (event) {
  var target = event.target;
  if (!(target instanceof Element)) return;
  var button = target.closest("[data-copy-target]");
  if (!button) return;
  var source = document.getElementById(button.getAttribute("data-copy-target"));
  if (!source) return;
  var text = source.textContent || "";
  var done = function () {
    var label = button.textContent;
    button.textContent = "Copied";
    setTimeout(function () { button.textContent = label; }, 1500);
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(done, function () {});
  } else {
    var range = document.createRange();
    range.selectNodeContents(source);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try { document.execCommand("copy"); done(); } catch (e) {}
  }
});
document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  var message = form.getAttribute("data-confirm");
  if (message && !window.confirm(message)) event.preventDefault();
});
document.addEventListener("change", function (event) {
  var target = event.target;
  if (target instanceof HTMLSelectElement && target.form && target.form.hasAttribute("data-autosubmit")) target.form.requestSubmit();
});
`;

export const DASHBOARD_JS_VERSION = createHash("sha256").update(DASHBOARD_JS).digest("hex").slice(0, 10);
