import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  openWithChart,
  PHONE,
  type PlaywrightRequest,
  signInPremiumMember,
  test,
} from "./support.ts";

async function switchToRoast(page: Page) {
  await page
    .getByRole("switch", { name: "Roast Mode" })
    .or(page.getByRole("checkbox", { name: "Roast Mode" }))
    .click();
  await expect(page.getByText("Prepare for maximum brutality")).toBeVisible();
}

/**
 * A premium member in the roast voice asks `question` on the Oracle page; the safety card that
 * answers, checked to be the crisis one with the emergency number and the helpline directory.
 */
async function askInCrisis(
  page: Page,
  request: APIRequestContext,
  playwright: PlaywrightRequest,
  question: string,
) {
  await signInPremiumMember(page, request, playwright, "/ask-oracle");
  await switchToRoast(page);
  await page.getByRole("textbox", { name: "Your question" }).fill(question);
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  const card = page.getByTestId("oracle-safety-reply");
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("data-safety", "crisis");
  await expect(card).toContainText("112");
  await expect(card).toContainText("findahelpline.com");
  return card;
}

test.describe("Ask the Oracle", () => {
  test("a premium member asks one question, reads the answer and finds it in the history", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright, "/ask-oracle");
    await expect(page.getByRole("heading", { name: "Ask the Oracle", level: 1 })).toBeVisible();
    const question = page.getByRole("textbox", { name: "Your question" });
    await question.fill("Should I take the new job offer this month?");
    await expect(page.getByText("43/500")).toBeVisible();
    await expect(page.getByText("Get honest but kind insights")).toBeVisible();
    await switchToRoast(page);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page.getByText("Today's Oracle Session")).toBeVisible();
    await expect(page.getByText("Should I take the new job offer this month?").first()).toBeVisible();
    await expect(page.getByText("You can ask your next question tomorrow at midnight")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your question" })).toHaveCount(0);
    await page.screenshot({ path: ".tmp/screenshots/oracle-desktop.png", fullPage: true });

    await page.getByRole("button", { name: "Show Question History" }).click();
    await expect(page.getByRole("heading", { name: "Question History" })).toBeVisible();
    await expect(page.getByText("Should I take the new job offer this month?")).toHaveCount(2);
  });

  test("a premium member in crisis gets the help card with 112, never a reading or a roast", async ({
    page,
    request,
    playwright,
  }) => {
    const card = await askInCrisis(page, request, playwright, "I want to die");
    await expect(card).toContainText("1813");
    await expect(card).not.toContainText(/Verdict|Roast|Mars|Venus|Saturn|transit|planets/);
    // No roast badge and no spent question: the form is still there for today's real question.
    await expect(card.getByText("Roast Mode")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Your question" })).toBeVisible();
    await expect(page.getByText("Today's Oracle Session")).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: ".tmp/screenshots/oracle-crisis-mobile.png", fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: ".tmp/screenshots/oracle-crisis-desktop.png", fullPage: true });
  });

  test.describe("on a 375 px phone", () => {
    test.use(PHONE);

    test("an indirect crisis question in the roast voice gets care above the form, never a verdict", async ({
      page,
      request,
      playwright,
    }) => {
      const card = await askInCrisis(
        page,
        request,
        playwright,
        "i just want to fall asleep and never wake up",
      );
      const question = page.getByRole("textbox", { name: "Your question" });
      await expect(card).not.toContainText(/Verdict|verdict|Roast|transit|planets/);
      // Above the form, where the eyes are, and the day's question is not spent.
      await expect(question).toBeVisible();
      const cardBox = await card.boundingBox();
      const formBox = await question.boundingBox();
      expect(cardBox && formBox && cardBox.y + cardBox.height <= formBox.y).toBe(true);
      await expect(page.getByText("Today's Oracle Session")).toHaveCount(0);
      await page.screenshot({ path: ".tmp/screenshots/oracle-crisis-phone-roast.png", fullPage: true });
    });
  });

  test("a free member is offered the upgrade", async ({ page, request }) => {
    await openWithChart(page, request, "/ask-oracle");
    // The upgrade button starts the checkout itself (followed through in payments.spec.ts).
    await expect(page.getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeEnabled();
    await expect(page.getByRole("textbox", { name: "Your question" })).toHaveCount(0);
  });
});

test.describe("Personality Analysis", () => {
  test("a premium member reads 14 themes and switches to the roast voice", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright, "/personality-analysis");
    await expect(page.getByRole("heading", { name: "Personality Analysis", level: 1 })).toBeVisible();
    const sections = page.getByTestId("personality-section");
    await expect(sections).toHaveCount(14);
    await expect(page.getByText(/Generated on/)).toBeVisible();
    const normal = await sections.first().textContent();
    await page.screenshot({ path: ".tmp/screenshots/personality-desktop.png" });
    await page.getByRole("button", { name: /Roast Mode/ }).click();
    await expect.poll(async () => sections.first().textContent()).not.toBe(normal);
  });

  test("a free member sees the locked preview and the upgrade", async ({ page, request }) => {
    await openWithChart(page, request, "/personality-analysis");
    // The upgrade button starts the checkout itself (followed through in payments.spec.ts).
    await expect(page.getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeEnabled();
  });
});
