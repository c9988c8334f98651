import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { DESKTOP, expect, openWithChart, PHONE, test } from "./support.ts";

/** The digest in the outbox for an address: its JSON copy holds the extra headers. */
async function digestInOutbox(to: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = readdirSync(outbox).filter((f) => f.endsWith(".json"));
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as {
        to: string;
        subject: string;
        text: string;
        headers?: Record<string, string>;
      };
      if (mail.to === to && mail.subject.startsWith("Today: ")) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no digest for ${to}`);
}

/**
 * Runs `check` on a fresh page at a phone's size and then at a desktop's, each from an address of
 * its own (10.78.<block>.1 and .2), each a client of its own for the per-address limits (support.ts).
 */
async function onPhoneAndDesktop(
  browser: Browser,
  block: number,
  check: (page: Page, name: "phone" | "desktop") => Promise<void>,
) {
  for (const [name, options] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    const context = await browser.newContext({
      ...options,
      extraHTTPHeaders: { "x-forwarded-for": `10.78.${block}.${name === "phone" ? 1 : 2}` },
    });
    const page = await context.newPage();
    await check(page, name);
    await context.close();
  }
}

test("a member opts in to the morning digest, gets today's now, and one click turns it off", async ({
  page,
  request,
  playwright,
}) => {
  const person = await openWithChart(page, request, "/settings");
  const card = page.getByRole("region", { name: "Morning Digest & Preferences" });
  const optIn = card.getByRole("checkbox", { name: /E-mail me the morning digest/ });
  // Never pre-ticked.
  await expect(optIn).not.toBeChecked();
  await optIn.check();
  await card.getByLabel("Digest hour").selectOption("8");
  await card.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByTestId("toast").getByText("Preferences Saved")).toBeVisible();

  await card.getByRole("button", { name: "Send me today's now" }).click();
  await expect(page.getByTestId("toast").getByText("Digest Sent")).toBeVisible();

  const mail = await digestInOutbox(person.email);
  const listUnsubscribe = mail.headers?.["List-Unsubscribe"] ?? "";
  expect(listUnsubscribe).toMatch(/^<http[^>]+\/api\/digest\/unsubscribe\?token=[^>]+>/);
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.text).toContain("/today");

  // The mail provider's one-click POST: no session, no Origin, a form body (RFC 8058).
  const link = new URL(listUnsubscribe.slice(1, listUnsubscribe.indexOf(">")));
  const provider = await playwright.request.newContext({ baseURL: link.origin });
  const answer = await provider.post(`${link.pathname}${link.search}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(answer.status()).toBe(200);
  await provider.dispose();

  const preferences = await page.request.get("/api/user/preferences");
  expect(await preferences.json()).toMatchObject({ digestEnabled: false, digestHour: 8 });
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Morning Digest & Preferences" })
      .getByRole("checkbox", { name: /E-mail me the morning digest/ }),
  ).not.toBeChecked();
});

test("the digest card reads well on a phone and on a desktop", async ({ browser, request }) => {
  await onPhoneAndDesktop(browser, 0, async (page, name) => {
    await openWithChart(page, request, "/settings");
    const card = page.getByRole("region", { name: "Morning Digest & Preferences" });
    await expect(card).toBeVisible();
    // Nothing in the card is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.screenshot({ path: test.info().outputPath(`digest-card-${name}.png`) });
  });
});

test("Today's one opt-in card turns the digest on from under the reading, on a phone and on a desktop", async ({
  browser,
  request,
}) => {
  await onPhoneAndDesktop(browser, 1, async (page, name) => {
    await openWithChart(page, request, "/today");
    await expect(page.getByTestId("horoscope-card")).toContainText("Today's Horoscope");
    const offer = page.getByTestId("daily-offer");
    await expect(offer).toContainText("Have your day come to you");
    // Never pre-ticked; one card (the push part too where this browser could take pushes).
    await expect(page.getByTestId("daily-offer")).toHaveCount(1);
    const digest = offer.getByRole("checkbox", { name: /E-mail me this every morning at 07:00/ });
    await expect(digest).not.toBeChecked();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await offer.screenshot({ path: test.info().outputPath(`daily-offer-${name}.png`) });
    // Ticking is the opt-in: the box gives way to "Done" rather than staying ticked.
    await digest.click();
    await expect(offer).toContainText("Done: your digest comes at 07:00 your time.");
    const preferences = await page.request.get("/api/user/preferences");
    expect(await preferences.json()).toMatchObject({ digestEnabled: true });
    // The push part is still open (this browser was never asked), so closing is still "Not now".
    await expect(offer.getByRole("checkbox", { name: /Notify me on this browser/ })).not.toBeChecked();
    await offer.getByRole("button", { name: "Not now" }).click();
    await expect(offer).toHaveCount(0);
  });
});
