/**
 * Real headless Chromium for end-to-end tests: Debian's `chromium` package driven by playwright-core
 * (no browser download). Install it with `.ci/browser-setup.sh`.
 */
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CONTENT_SHIELD_CHROMIUM ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/** Launches Chromium; a missing binary is a clear error naming the setup script. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run .ci/browser-setup.sh (apt-get install chromium).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** The trimmed text content of the first element the locator matches ("" when it has none). */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.first().textContent()) ?? "").trim();
}

/** Where screenshots go (never committed): CONTENT_SHIELD_SCREENSHOTS or <tmp>/cs-shots. */
export const SCREENSHOT_DIR = process.env.CONTENT_SHIELD_SCREENSHOTS ?? join(tmpdir(), "cs-shots");

/** Saves a full-page screenshot as `<SCREENSHOT_DIR>/<name>.png` and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * Reloads `url` until `selector` is on the page (for data that arrives asynchronously, such as
 * interceptions delivered in background batches). Throws with the last page's text when it never shows.
 */
export async function reloadUntilVisible(
  page: Page,
  url: string,
  selector: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(url);
    if ((await page.locator(selector).count()) > 0) return;
    if (Date.now() > deadline) {
      const text = (await textOf(page.locator("main")).catch(() => "")).slice(0, 500);
      throw new Error(`"${selector}" did not appear on ${url} within ${timeoutMs} ms; page shows: ${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs up a new account on the dashboard and creates a service key there; resolves with the key shown once. */
export async function signUpWithKey(
  page: Page,
  url: string,
  account: { email: string; password: string; keyName: string },
): Promise<string> {
  await page.goto(`${url}/signup`);
  await page.fill("#email", account.email);
  await page.fill("#password", account.password);
  await page.click("button[type=submit]");
  await page.waitForURL(`${url}/`);
  await page.goto(`${url}/keys`);
  await page.fill("#key-name", account.keyName);
  await page.getByRole("button", { name: "Create key" }).click();
  return (await page.getByTestId("new-key").textContent())!.trim();
}
