/** The "how to use your key" code snippet shown on empty states and right after a key is created. */
import { html, type SafeHtml } from "../html.js";

export interface SnippetView {
  /** The service's public URL (what apps set as CONTENT_SHIELD_URL). */
  serviceUrl: string;
  /** The new secret, only on the page that shows it once; otherwise a placeholder. */
  key?: string;
  /** Unique id of the `<code>` element (the copy button targets it). */
  id: string;
}

export function usageSnippetText(view: Omit<SnippetView, "id">): string {
  const key = view.key ?? "cs_your_key_here";
  return `# .env of the app that talks to the LLM
CONTENT_SHIELD_SERVICE_KEY=${key}
CONTENT_SHIELD_URL=${view.serviceUrl}

// server.ts
import express from "express";
import { shieldMiddleware } from "content-shield/express";

const app = express();
app.use(express.json());
app.post(
  "/v1/chat/completions",
  shieldMiddleware({
    rulesets: [{
      name: "no-pii",
      rules: [{
        metric: "pii",
        operator: "contains",
        value: ["email", "ssn", "phone_number"],
      }],
      action: { type: "MASK" },
    }],
    config: { group: "checkout-bot" },
  }),
  chatHandler,
);`;
}

/** A dark code block with a copy button. */
export function usageSnippet(view: SnippetView): SafeHtml {
  return html`<pre class="snippet"><button type="button" class="copy" data-copy-target="${view.id}">Copy</button><code id="${view.id}">${usageSnippetText(view)}</code></pre>`;
}
