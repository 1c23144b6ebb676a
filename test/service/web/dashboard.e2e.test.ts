/**
 * End to end in a real headless Chromium: start the real service (embedded database in a temp home) on an
 * ephemeral loopback port, sign up in the browser, create a key (read from the page), shield a request
 * through a real Express app using `shieldMiddleware` with that key and CONTENT_SHIELD_URL pointing at the
 * service, watch the interception appear on the interceptions page and its detail, revoke the key and
 * check that the API rejects it (401). Screenshots go to <tmp>/cs-shots (see test/helpers/browser.ts).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shieldMiddleware } from "../../../adapters/express/index.js";
import { type RunningServer, startServer } from "../../../service/src/server.js";
import { isWellFormedServiceKey } from "../../../src/keys.js";
import { launchBrowser, reloadUntilVisible, screenshot, textOf } from "../../helpers/browser.js";
import { setEnv } from "../../helpers/env.js";
import { createTempHome, type TempHome } from "../../helpers/service.js";

const EMAIL = "e2e-owner@example.com";
const PASSWORD = "a long enough password";

let serviceHome: TempHome;
let clientHome: TempHome;
let service: RunningServer;
let browser: Browser;
let page: Page;
let appServer: Server | undefined;
/** Console errors (CSP violations, script errors) and failed subresources: none are expected. */
const consoleErrors: string[] = [];
const savedEnv = {
  url: process.env.CONTENT_SHIELD_URL,
  home: process.env.CONTENT_SHIELD_HOME,
  key: process.env.CONTENT_SHIELD_SERVICE_KEY,
};

beforeAll(async () => {
  serviceHome = createTempHome("cs-e2e-service-");
  clientHome = createTempHome("cs-e2e-client-");
  service = await startServer({ port: 0, host: "127.0.0.1", home: serviceHome.path, importSpool: false });
  // The protected app: its own CONTENT_SHIELD_HOME (spool), delivering to the service over HTTP.
  process.env.CONTENT_SHIELD_HOME = clientHome.path;
  process.env.CONTENT_SHIELD_URL = service.url;
  delete process.env.CONTENT_SHIELD_SERVICE_KEY;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on("dialog", (dialog) => void dialog.accept());
  page.on("console", (message) => {
    // Form pages answer 400/401/409 on purpose; failed subresources are caught by the response hook below.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      consoleErrors.push(message.text());
    }
  });
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "document" && response.status() >= 400) {
      consoleErrors.push(`${type} ${response.url()} answered ${response.status()}`);
    }
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (appServer) await new Promise<void>((resolve) => appServer!.close(() => resolve()));
  await service?.close();
  setEnv("CONTENT_SHIELD_URL", savedEnv.url);
  setEnv("CONTENT_SHIELD_HOME", savedEnv.home);
  setEnv("CONTENT_SHIELD_SERVICE_KEY", savedEnv.key);
  serviceHome?.remove();
  clientHome?.remove();
});

/** A chat-completions app whose "model" leaks an email address, protected by the middleware. */
async function startProtectedApp(serviceKey: string): Promise<string> {
  const app = express();
  app.use(express.json());
  app.post(
    "/v1/chat/completions",
    shieldMiddleware({
      rulesets: [
        {
          name: "no-pii",
          rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "phone_number"] }],
          action: { type: "MASK" },
        },
      ],
      config: { service_key: serviceKey, group: "e2e-checkout-bot" },
    }),
    (_req, res) => {
      res.json({
        id: "chatcmpl-e2e",
        object: "chat.completion",
        created: 1_763_000_000,
        model: "scripted",
        choices: [
          {
            index: 0,
            message: {
              role: "assistant",
              content: "Your receipt went to jane.doe@example.com <b>today</b>.",
            },
            finish_reason: "stop",
          },
        ],
      });
    },
  );
  appServer = await new Promise<Server>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
  return `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
}

describe("dashboard end to end (headless Chromium)", () => {
  let serviceKey = "";

  it("signs up and lands on the overview with the first-key call to action", async () => {
    await page.goto(`${service.url}/signup`);
    await screenshot(page, "e2e-01-signup");
    await page.fill("#email", EMAIL);
    await page.fill("#password", "short");
    await page.click("button[type=submit]");
    await expect.poll(() => textOf(page.locator("#password-error"))).toContain("at least 8 characters");
    await page.fill("#password", PASSWORD);
    await page.click("button[type=submit]");
    await page.waitForURL(`${service.url}/`);
    expect(await textOf(page.locator("h1"))).toBe("Overview");
    expect(await textOf(page.locator(".sidebar .who"))).toBe(EMAIL);
    expect(await page.getByText("Create your first API key").count()).toBe(1);
    expect(await textOf(page.locator("#snippet-onboarding"))).toContain("shieldMiddleware");
    await screenshot(page, "e2e-02-overview-empty");
  });

  it("creates a key and shows the secret once", async () => {
    await page.getByRole("link", { name: "Create your first key" }).click();
    await page.waitForURL(`${service.url}/keys#create`);
    await page.fill("#key-name", "e2e checkout-bot");
    await page.getByRole("button", { name: "Create key" }).click();
    serviceKey = (await textOf(page.locator("[data-testid=new-key]"))).trim();
    expect(isWellFormedServiceKey(serviceKey)).toBe(true);
    expect(await textOf(page.locator("#snippet-new-key"))).toContain(
      `CONTENT_SHIELD_SERVICE_KEY=${serviceKey}`,
    );
    await screenshot(page, "e2e-03-key-created");
    await page.goto(`${service.url}/keys`);
    expect(await page.content()).not.toContain(serviceKey);
    expect(await textOf(page.locator("tbody tr").first())).toContain(serviceKey.slice(0, 11));
  });

  it("shields a request through an Express app and shows the interception", async () => {
    const appUrl = await startProtectedApp(serviceKey);
    const reply = await fetch(`${appUrl}/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        model: "scripted",
        messages: [{ role: "user", content: "Where is my receipt?" }],
      }),
    });
    expect(reply.status).toBe(200);
    const body = (await reply.json()) as { choices: Array<{ message: { content: string } }> };
    expect(body.choices[0]?.message.content).toBe("Your receipt went to [EMAIL] <b>today</b>.");

    await reloadUntilVisible(page, `${service.url}/interceptions`, "tbody tr a.row-link");
    const row = page.locator("tbody tr").first();
    expect(await textOf(row.locator(".badge"))).toBe("MASK");
    expect(await textOf(row)).toContain("e2e-checkout-bot");
    await screenshot(page, "e2e-04-interceptions");

    await row.locator("a.row-link").click();
    await page.waitForURL(/\/interceptions\/[0-9a-f-]{36}$/);
    expect(await textOf(page.locator("h1"))).toContain("no-pii");
    const mark = page.locator("mark.finding").first();
    expect(await textOf(mark)).toBe("[EMAIL]");
    expect(await mark.getAttribute("data-type")).toBe("email");
    // The model's <b> arrived as text, not markup.
    expect(await page.locator(".textblock b").count()).toBe(0);
    expect(await textOf(page.locator(".textblock").first())).toContain("<b>today</b>");
    expect(await textOf(page.locator(".kv"))).toContain("e2e checkout-bot");
    await screenshot(page, "e2e-05-detail");

    await page.goto(`${service.url}/`);
    expect(await textOf(page.locator(".stat .value").first())).toBe("1");
    expect(await page.locator(".chart-svg").count()).toBe(1);
    expect(await page.locator(".hbars li").count()).toBe(2);
    await screenshot(page, "e2e-06-overview");
  }, 60_000);

  it("revokes the key; the API rejects it at once with 401", async () => {
    const before = await fetch(`${service.url}/v1/interceptions`, {
      headers: { authorization: `Bearer ${serviceKey}` },
    });
    expect(before.status).toBe(200);
    await page.goto(`${service.url}/keys`);
    await page.getByRole("button", { name: "Revoke" }).click();
    await page.waitForURL(`${service.url}/keys?revoked=1`);
    expect(await textOf(page.locator("tbody tr .badge").first())).toBe("Revoked");
    await screenshot(page, "e2e-07-revoked");
    const after = await fetch(`${service.url}/v1/interceptions`, {
      headers: { authorization: `Bearer ${serviceKey}` },
    });
    expect(after.status).toBe(401);
  });

  it("is usable on a phone-sized screen and signs out", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${service.url}/interceptions`);
    const width = Number(await page.evaluate("document.documentElement.scrollWidth"));
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, "e2e-08-mobile");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${service.url}/signin?signed_out=1`);
    expect(await textOf(page.locator(".alert-success"))).toContain("signed out");
    await page.goto(`${service.url}/keys`);
    expect(page.url()).toBe(`${service.url}/signin?next=%2Fkeys`);
  });

  it("raised no console errors or CSP violations on any page", () => {
    expect(consoleErrors).toEqual([]);
  });
});
