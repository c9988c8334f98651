import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import {
  ADMIN_ACCOUNTS,
  createUserWithChart,
  expect,
  newPerson,
  openWithChart,
  signInAdmin,
  signInThroughForm,
  test,
} from "./support.ts";

const SHOTS = ".tmp/screenshots";

/** A second browser of its own (another person at another address). */
async function otherBrowser(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  return context.newPage();
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("data-state", "active");
}

/** A tool's card, by its heading (a USP option may mention a tool's name too). */
function tool(page: Page, name: string) {
  return page.getByTestId("visual-tool").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function toast(page: Page, title: string) {
  await expect(page.getByRole("status").filter({ hasText: title }).first()).toBeVisible();
}

test.describe("the admin dashboard", () => {
  test("an admin sees the stats, finds a member, grants and cancels Premium, approves their review and deletes them", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    // A member with a chart who leaves a review for the landing page.
    const member = await createUserWithChart(request, newPerson({ firstName: "Marta", lastName: "Member" }));
    const quote = `Finally a horoscope that tells me to do my taxes. Review ${Date.now().toString(36)}.`;
    expect(
      (await request.post("/api/testimonials", { data: { rating: 5, quote, consent: true } })).status(),
    ).toBe(200);
    const memberPage = await otherBrowser(browser, "10.79.0.2");
    await signInThroughForm(memberPage, member);
    await expect(memberPage.getByTestId("plan-card")).toContainText("Free Plan");

    await signInAdmin(page, request);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    // Overview: the counts, the 30-day charts and recent actions.
    const cards = page.getByTestId("stat-card");
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: "Total Users" })).toContainText(/Total Users\s*\d+/);
    await expect(cards.filter({ hasText: "Active Subscribers" })).toBeVisible();
    await expect(page.getByText("Last 30 days")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-overview-desktop.png`, fullPage: true });

    // Users: find the member and look at their details.
    await openTab(page, "Users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(member.email);
    const row = page.getByTestId("admin-user-row").filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("admin-user-row")).toHaveCount(1);
    await row.getByRole("button", { name: "Details" }).click();
    const details = page.getByRole("dialog");
    await expect(details).toContainText("Marta Member");
    await expect(details).toContainText("Sign-ins");
    await page.screenshot({ path: `${SHOTS}/admin-user-details-desktop.png` });
    await page.keyboard.press("Escape");

    // Subscriptions: Premium by e-mail; the member's dashboard says so.
    await openTab(page, "Subscriptions");
    await page.getByRole("button", { name: "Activate Premium", exact: true }).click();
    await toast(page, "Email Required");
    await page.getByLabel("Member's e-mail").fill(member.email);
    await page.getByRole("button", { name: "Activate Premium", exact: true }).click();
    await toast(page, "Premium Activated");
    await memberPage.reload();
    await expect(memberPage.getByTestId("plan-card")).toContainText("Premium Plan");

    const premiumList = page.getByRole("region", { name: "Premium users" });
    await premiumList.getByRole("searchbox").fill(member.email);
    await premiumList.getByRole("button", { name: `Cancel Premium for ${member.email}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Premium" }).click();
    await toast(page, "Premium Cancelled");
    await memberPage.reload();
    await expect(memberPage.getByTestId("plan-card")).toContainText("Free Plan");

    // Testimonials: approve the member's review; the landing page shows it.
    await openTab(page, "Testimonials");
    const review = page.getByTestId("admin-testimonial").filter({ hasText: quote });
    await expect(review).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-testimonials-desktop.png`, fullPage: true });
    await review.getByRole("button", { name: /^Approve/ }).click();
    await toast(page, "Testimonial Approved");
    const visitor = await otherBrowser(browser, "10.79.0.3");
    await visitor.goto("/");
    await expect(visitor.getByTestId("landing-testimonials")).toContainText(quote);

    // Users: delete the member, after the confirmation; their session ends with them.
    await openTab(page, "Users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(member.email);
    await page.getByRole("button", { name: `Delete ${member.email}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(member.email);
    await confirm.getByRole("button", { name: "Delete user" }).click();
    await toast(page, "User deleted successfully");
    await expect(page.getByText(`No users match “${member.email}”.`)).toBeVisible();
    await memberPage.goto("/dashboard");
    await expect(memberPage).toHaveURL(/\/$/);
    // The review went with its author.
    await visitor.goto("/");
    await expect(visitor.getByTestId("landing-example").first()).toBeVisible();
    await expect(visitor.getByText(quote)).toHaveCount(0);

    // The audit log has every step, newest first.
    await openTab(page, "Overview");
    const activity = page.getByRole("list", { name: "Recent admin actions" });
    await expect(activity).toContainText("User deleted");
    await expect(activity).toContainText("Testimonial approved");
    await expect(activity).toContainText("Premium cancelled");
    await expect(activity).toContainText("Premium activated");
  });

  test("the admin pages on a phone and a desktop", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signInAdmin(page, request);
    for (const [name, viewport] of [
      ["phone", { width: 375, height: 812 }],
      ["desktop", { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport);
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
      await page.goto("/admin");
      await expect(page.getByTestId("stat-card")).toHaveCount(6);
      await fits();
      await page.screenshot({ path: `${SHOTS}/admin-overview-${name}.png`, fullPage: true });
      await openTab(page, "Users");
      await expect(page.getByTestId("admin-user-row").first()).toBeVisible();
      await fits();
      await page.screenshot({ path: `${SHOTS}/admin-users-${name}.png`, fullPage: true });
      await openTab(page, "Subscriptions");
      await expect(page.getByRole("region", { name: "Free users" })).toBeVisible();
      await fits();
      await page.screenshot({ path: `${SHOTS}/admin-subscriptions-${name}.png`, fullPage: true });
      await openTab(page, "Testimonials");
      await fits();
      await page.screenshot({ path: `${SHOTS}/admin-testimonials-empty-${name}.png`, fullPage: true });
    }
  });

  test("a member who is not an admin is told the dashboard is not for their account", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/admin");
    await expect(page.getByRole("heading", { name: "Not for your account" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(/The admin dashboard is open only to the accounts/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/not-for-your-account.png` });
    await page.goto("/admin/visuals");
    await expect(page.getByRole("heading", { name: "Not for your account" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("the Visual Generator", () => {
  test("a visuals admin generates the twelve roasty quotes and downloads them as one zip", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await signInAdmin(page, request, ADMIN_ACCOUNTS.visuals);
    await page.goto("/admin/visuals");
    await expect(page.getByRole("heading", { name: "Visual Generator" })).toBeVisible();
    await expect(page.getByTestId("visual-tool")).toHaveCount(7);

    const roasty = tool(page, "Roasty Daily Quote Generator");
    await expect(roasty).toContainText("Instagram post · 1080×1350");
    await roasty.getByRole("button", { name: "Generate 12 Quotes" }).click();
    await expect(roasty.getByTestId("visual-preview")).toHaveCount(12, { timeout: 120_000 });
    for (const sign of ["Aries", "Leo", "Pisces"]) {
      await expect(roasty.getByRole("link", { name: new RegExp(sign) })).toBeVisible();
    }
    await page.screenshot({ path: `${SHOTS}/visuals-roasty-desktop.png`, fullPage: true });

    const downloading = page.waitForEvent("download", { timeout: 120_000 });
    await roasty.getByRole("button", { name: "Download all (.zip)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^roasty-quotes-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)));
    const names = Object.keys(files);
    expect(names).toHaveLength(12);
    for (const name of names) {
      const png = Buffer.from(files[name] as Uint8Array);
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(1080);
      expect(png.readUInt32BE(20)).toBe(1350);
    }

    // A story from another tool, and the page on a phone.
    const throwback = tool(page, "Throwback Horoscope");
    await expect(throwback).toContainText("Instagram story · 1080×1920");
    await throwback.getByLabel("Date").fill("1990-03-14");
    await throwback.getByRole("button", { name: "Generate Throwback" }).click();
    await expect(throwback.getByTestId("visual-preview")).toHaveCount(1, { timeout: 60_000 });
    await throwback.screenshot({ path: `${SHOTS}/visuals-throwback-desktop.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/visuals-phone.png`, fullPage: true });
  });

  test("a plain admin is told the Visual Generator is not for their account, where they are", async ({
    page,
    request,
  }) => {
    await signInAdmin(page, request);
    await page.goto("/admin/visuals");
    await expect(page.getByRole("heading", { name: "Not for your account" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/visuals$/);
    await expect(page.getByRole("heading", { name: "Visual Generator" })).toHaveCount(0);
  });

  test("an account in VISUALS_ADMIN_EMAILS alone uses the Visual Generator, not the dashboard", async ({
    page,
    request,
  }) => {
    await signInAdmin(page, request, ADMIN_ACCOUNTS.studio);
    await expect(page.getByRole("link", { name: "Visual Generator" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    await page.goto("/admin/visuals");
    await expect(page.getByRole("heading", { name: "Visual Generator" })).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Not for your account" })).toBeVisible();
  });
});
