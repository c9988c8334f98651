import type { Locator, Page } from "@playwright/test";
import { expect, linkFromOutbox, newPerson, PHONE, test } from "./support.ts";

/**
 * Issue 29's first-value path, counted as a person on a phone does it: every tap on the screen
 * (a link, a button, a field to type into, a suggestion) is one, and every field is typed once.
 * Opening the verification mail's link is a tap too.
 */
class Journey {
  taps = 0;
  readonly typed: string[] = [];
  constructor(private readonly page: Page) {}

  async tap(target: Locator) {
    this.taps += 1;
    await target.tap();
  }

  /** Types into the focused field, which must be `field`: focus that came by itself costs no tap. */
  async type(field: Locator, name: string, text: string) {
    await expect(field).toBeFocused();
    this.typed.push(name);
    await this.page.keyboard.type(text);
  }

  /** A native picker (date, time): one tap opens it, and its answer is the field's whole value. */
  async pick(field: Locator, name: string, value: string) {
    await this.tap(field);
    this.typed.push(name);
    await field.fill(value);
  }
}

test.use(PHONE);

test("from the landing page to your own chart in at most 12 taps, each field typed once", async ({
  page,
}) => {
  // A long journey of real page loads; on a busy two-core machine it needs the room.
  test.slow();
  const person = newPerson({ firstName: "Nova" });
  const journey = new Journey(page);
  await page.goto("/");

  // The hero's call to action opens Sign Up, with the first field ready to type into.
  await journey.tap(page.getByRole("link", { name: "Get Your Birth Chart" }).first());
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
  await journey.type(page.getByLabel("First Name"), "first name", person.firstName);
  for (const [label, value] of [
    ["Last Name", person.lastName],
    ["Username", person.username],
    ["Email", person.email],
    ["Password", person.password],
    ["Confirm Password", person.password],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await journey.tap(field);
    await journey.type(field, label, value);
  }
  await journey.tap(page.getByRole("button", { name: "Create Account" }));
  await expect(page.getByRole("heading", { name: /Check Your Email/i })).toBeVisible();
  // The page says it: no toast repeats it.
  await expect(page.getByTestId("toast")).toHaveCount(0);

  // The mail's link signs the person in and opens the birth form: no second sign-in.
  const link = await linkFromOutbox(person.email, "verify-email");
  journey.taps += 1;
  await page.goto(link);
  await expect(page).toHaveURL(/\/birth-chart$/);
  await expect(page.getByTestId("birth-form")).toBeVisible({ timeout: 30_000 });

  await journey.pick(page.getByLabel("Birth Date"), "birth date", "1990-03-14");
  await journey.pick(page.getByLabel("Birth Time"), "birth time", "08:30");
  // The place search takes the focus once the moment is in.
  const place = page.getByRole("combobox");
  await journey.type(place, "birth place", "Brussels");
  await journey.tap(page.getByRole("option", { name: /Brussels, Brussels Capital, Belgium/ }));
  await journey.tap(page.getByRole("button", { name: "Save Birth Information" }));

  const wheel = page.getByTestId("chart-wheel").or(page.getByTestId("phone-wheel")).first();
  await expect(wheel).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
  await page.screenshot({ path: ".tmp/screenshots/onboarding-first-chart-phone.png" });

  expect(journey.taps).toBeLessThanOrEqual(12);
  expect(new Set(journey.typed).size).toBe(journey.typed.length);
  test.info().annotations.push({ type: "taps", description: String(journey.taps) });
});
