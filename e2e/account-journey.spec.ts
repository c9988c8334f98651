import { expect, linkFromOutbox, newPerson, openSignedIn, test } from "./support.ts";

test("a new user signs up, verifies, edits the profile, changes the password, signs out and in, and deletes the account", async ({
  page,
}) => {
  // The longest journey of the suite; on a busy two-core machine it needs more than 90 s.
  test.slow();
  const person = newPerson({ firstName: "Vega" });
  const newPassword = "a-brand-new-orbit";

  // Sign up: field errors first, then the Check Your Email screen.
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await page.getByLabel("First Name").fill(person.firstName);
  await page.getByLabel("Last Name").fill(person.lastName);
  await page.getByLabel("Username").fill(person.username);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm Password").fill("something else");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration successful!").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to Login" })).toBeVisible();
  await page.screenshot({ path: ".tmp/screenshots/journey-check-email.png" });

  // Signing in before verifying is refused with the verification toast.
  await page.getByRole("button", { name: "Back to Login" }).click();
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Email Verification Required");

  // The link from the outbox verifies, signs the new person in and opens the birth form (ADR 033).
  await page.goto(await linkFromOutbox(person.email, "verify-email"));
  await expect(page).toHaveURL(/\/birth-chart$/);
  await expect(page.getByRole("button", { name: "Save Birth Information" })).toBeVisible();

  // The dashboard's one first step comes before the upgrade card.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  const firstStep = page.getByTestId("first-step");
  await expect(firstStep.getByRole("link", { name: /Enter your birth data/ })).toHaveAttribute(
    "href",
    "/birth-chart",
  );
  const stepBox = await firstStep.boundingBox();
  const upgradeBox = await page.getByRole("link", { name: "Upgrade to Premium" }).boundingBox();
  expect((stepBox?.y ?? 0) + (stepBox?.height ?? 0)).toBeLessThanOrEqual(upgradeBox?.y ?? 0);
  await expect(page.getByText("Your cosmic control center")).toBeVisible();
  await expect(page.getByText("Free Plan")).toBeVisible();
  await expect(page.getByText("Birth Info Needed")).toBeVisible();
  await expect(page.getByText("Explore Your Cosmic Journey")).toBeVisible();
  await expect(page.getByText("Premium Feature")).toHaveCount(5);
  await page.screenshot({ path: ".tmp/screenshots/journey-dashboard.png", fullPage: true });

  // Edit the profile.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("First Name").fill("Vesper");
  // Exactly "Save": the digest card below has a "Save Preferences" button of its own.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Profile Updated");
  await expect(page.getByText("Vesper").first()).toBeVisible();

  // Change the password: the client checks first, then the server.
  await page
    .getByRole("button", { name: /Change Password/ })
    .first()
    .click();
  await page.getByLabel("Current Password").fill(person.password);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill("mismatch-mismatch");
  await page
    .getByRole("button", { name: /Update Password|Save Password|Change Password/ })
    .last()
    .click();
  await expect(page.getByTestId("toast")).toContainText("Password Mismatch");
  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page
    .getByRole("button", { name: /Update Password|Save Password|Change Password/ })
    .last()
    .click();
  await expect(page.getByTestId("toast")).toContainText("Password Updated");
  await page.screenshot({ path: ".tmp/screenshots/journey-settings.png", fullPage: true });

  // Sign out, then in with the new password.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByTestId("toast")).toContainText("Logged out");
  await page.goto("/auth");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Delete the account.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete Account" }).first().click();
  await page
    .getByRole("alertdialog")
    .or(page.getByRole("dialog"))
    .getByRole("button", { name: /Delete/ })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Account Deleted");
  await expect(page).toHaveURL(/\/$/);
  const me = await page.request.get("/api/user");
  expect(me.status()).toBe(401);
  const login = await page.request.post("/api/login", {
    data: { email: person.email, password: newPassword },
  });
  expect(login.status()).toBe(401);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the dashboard and settings fit the screen", async ({ page, request }) => {
    await openSignedIn(page, request, "/dashboard");
    await expect(page.getByText("Explore Your Cosmic Journey")).toBeVisible();
    await page.screenshot({ path: ".tmp/screenshots/dashboard-mobile.png", fullPage: true });
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Delete Account" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: ".tmp/screenshots/settings-mobile.png", fullPage: true });
  });

  test("the sign-up form fits and shows its field errors", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: ".tmp/screenshots/auth-mobile.png", fullPage: true });
  });
});
