// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicUser } from "#contracts/user";
import { queryClient } from "#web/lib/query-client.ts";
import { makeUser, mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { SettingsPage } from "../settings-page.tsx";

function signedIn(user: PublicUser) {
  return { "GET /api/user": () => ({ body: user }) };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const PASSWORD_LABELS = {
  current: "Current Password",
  next: "New Password",
  confirm: "Confirm New Password",
};

/** Types into the password form's fields given (the others keep what they hold), then submits it. */
function submitPasswordForm(values: Partial<Record<keyof typeof PASSWORD_LABELS, string>>) {
  for (const [field, value] of Object.entries(values)) {
    type(PASSWORD_LABELS[field as keyof typeof PASSWORD_LABELS], value);
  }
  fireEvent.submit(screen.getByRole("form", { name: "Change password" }));
}

/** Presses `button`, then `confirmation` in the dialog that asks first. */
async function confirm(button: string, confirmation: string) {
  fireEvent.click(await screen.findByRole("button", { name: button }));
  fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: confirmation }));
}

describe("SettingsPage", () => {
  afterEach(resetApp);

  it("shows the account and birth details", async () => {
    mockApi(
      signedIn(makeUser({ birthDate: "1990-05-15", birthTime: "14:30", pendingEmail: "new@example.com" })),
    );
    renderWithApp(<SettingsPage />, "/settings");
    expect(await screen.findByRole("heading", { name: "Account Information" })).toBeTruthy();
    expect(screen.getByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByText("stargazer")).toBeTruthy();
    expect(screen.getByText("March 5, 2025")).toBeTruthy();
    expect(screen.getByText("May 15, 1990")).toBeTruthy();
    expect(screen.getByText("14:30")).toBeTruthy();
    expect(screen.getByText("—")).toBeTruthy();
    expect(
      screen.getByText(
        "We sent a link to new@example.com — your sign-in address changes once you confirm it.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Birth Info" }).getAttribute("href")).toBe("/birth-chart");
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(screen.getByTestId("email-verified-status").textContent).toContain("Verified");
  });

  it("saves the digest preferences: opt-in never pre-ticked, the form's messages, the chosen hour", async () => {
    const user = makeUser({ timezone: "Europe/Brussels" });
    const calls = mockApi({
      ...signedIn(user),
      "PATCH /api/user/preferences": (body) => ({ body: { ...user, ...(body as object) } }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    const card = await screen.findByRole("region", { name: "Morning Digest & Preferences" });
    const optIn = within(card).getByRole("checkbox", {
      name: /E-mail me the morning digest/,
    }) as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    expect((within(card).getByLabelText("Time zone") as HTMLInputElement).value).toBe("Europe/Brussels");
    fireEvent.change(within(card).getByLabelText("Time zone"), { target: { value: "Mars/Olympus" } });
    fireEvent.click(within(card).getByRole("button", { name: "Save Preferences" }));
    expect(
      await within(card).findByText("Time zone must be a valid IANA time zone, e.g. Europe/Brussels"),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === "PATCH")).toBe(false);
    fireEvent.change(within(card).getByLabelText("Time zone"), { target: { value: "America/New_York" } });
    fireEvent.change(within(card).getByLabelText("Digest hour"), { target: { value: "6" } });
    fireEvent.click(optIn);
    fireEvent.click(within(card).getByRole("button", { name: "Save Preferences" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({
      timezone: "America/New_York",
      digestEnabled: true,
      digestHour: 6,
      defaultRoast: false,
    });
  });

  it("saves the chart settings: the stored house system and node, and the chosen ones sent", async () => {
    const user = makeUser({ houseSystem: "Koch", nodeType: "true" });
    const calls = mockApi({
      ...signedIn(user),
      "PUT /api/chart-settings": (body) => ({
        body: { user: { ...user, ...(body as object) }, chart: null },
      }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    const card = await screen.findByRole("region", { name: "Chart Settings" });
    const select = within(card).getByLabelText("House system") as HTMLSelectElement;
    expect(select.value).toBe("Koch");
    expect(within(card).getByText(/Fails beyond the polar circles/)).toBeTruthy();
    expect((within(card).getByRole("radio", { name: "True Node" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(select, { target: { value: "WholeSign" } });
    fireEvent.click(within(card).getByRole("radio", { name: "Mean Node" }));
    fireEvent.click(within(card).getByRole("button", { name: "Save Chart Settings" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      houseSystem: "WholeSign",
      nodeType: "mean",
    });
    expect(await screen.findByText("Chart Settings Saved")).toBeTruthy();
  });

  it("shows the server's message under the house system when it refuses the value", async () => {
    const user = makeUser();
    mockApi({
      ...signedIn(user),
      "PUT /api/chart-settings": () => ({
        status: 400,
        body: {
          message:
            "House system must be one of Placidus, Koch, Equal, Whole Sign, Porphyry, Regiomontanus, Campanus",
          code: "invalid_input",
          field: "houseSystem",
        },
      }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    const card = await screen.findByRole("region", { name: "Chart Settings" });
    fireEvent.click(within(card).getByRole("button", { name: "Save Chart Settings" }));
    expect(await within(card).findByText(/House system must be one of Placidus/)).toBeTruthy();
  });

  it("edits the profile, sending the birth fields unchanged", async () => {
    const user = makeUser({ birthDate: "1990-05-15", birthTime: "14:30", birthPlace: "Brussels" });
    const calls = mockApi({
      ...signedIn(user),
      "PUT /api/user/profile": (body) => ({
        body: {
          ...user,
          firstName: (body as { firstName: string }).firstName,
          pendingEmail: "new@example.com",
        },
      }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    type("First Name", "A");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("First name must be at least 2 characters")).toBeTruthy();
    type("First Name", "Augusta");
    type("Email", "new@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile Updated")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      firstName: "Augusta",
      lastName: "Lovelace",
      email: "new@example.com",
      birthDate: "1990-05-15",
      birthTime: "14:30",
      birthPlace: "Brussels",
    });
    await waitFor(() => expect(screen.getByText("Augusta Lovelace")).toBeTruthy());
    expect(
      screen.getAllByText(
        "We sent a link to new@example.com — your sign-in address changes once you confirm it.",
      ).length,
    ).toBe(2);
  });

  it("reports a failed profile update", async () => {
    mockApi({
      ...signedIn(makeUser()),
      "PUT /api/user/profile": () => ({ status: 500, body: "<html>oops</html>" }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    fireEvent.click(await screen.findByRole("button", { name: "Edit Profile" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Update Failed")).toBeTruthy();
    expect(screen.getByText("Failed to update profile. Please try again.")).toBeTruthy();
  });

  it("checks the password change on the client first", async () => {
    const calls = mockApi({
      ...signedIn(makeUser()),
      "PUT /api/user/password": () => ({
        status: 400,
        body: {
          message: "Your current password is not correct.",
          code: "invalid_input",
          field: "currentPassword",
        },
      }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    fireEvent.click(await screen.findByRole("button", { name: "Change Password" }));
    submitPasswordForm({ current: "oldpass1", next: "abc", confirm: "abd" });
    expect(await screen.findByText("Password Mismatch")).toBeTruthy();
    // In the toast and under the field it is about.
    expect(screen.getAllByText("New password and confirm password do not match.")).toHaveLength(2);
    expect(document.getElementById("confirm-new-password-error")?.textContent).toBe(
      "New password and confirm password do not match.",
    );
    submitPasswordForm({ confirm: "abc" });
    expect(await screen.findByText("Password Too Short")).toBeTruthy();
    expect(document.getElementById("new-password-error")?.textContent).toBe(
      "Password must be at least 6 characters long.",
    );
    expect(calls.some((call) => call.path === "/api/user/password")).toBe(false);

    submitPasswordForm({ next: "abcdef", confirm: "abcdef" });
    expect(await screen.findByText("Password Change Failed")).toBeTruthy();
    expect(document.getElementById("current-password-error")?.textContent).toBe(
      "Your current password is not correct.",
    );

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Change Password" }));
    expect((screen.getByLabelText("Current Password") as HTMLInputElement).value).toBe("");
  });

  it("changes the password, then clears and closes the form", async () => {
    const calls = mockApi({
      ...signedIn(makeUser()),
      "PUT /api/user/password": () => ({ body: { message: "Done." } }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    fireEvent.click(await screen.findByRole("button", { name: "Change Password" }));
    submitPasswordForm({ current: "oldpass1", next: "newpass1", confirm: "newpass1" });
    expect(await screen.findByText("Password Updated")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/user/password")?.body).toEqual({
      currentPassword: "oldpass1",
      newPassword: "newpass1",
      confirmPassword: "newpass1",
    });
    expect(screen.queryByLabelText("Current Password")).toBeNull();
  });

  it("cancels a premium subscription after confirmation", async () => {
    let user = makeUser({ subscriptionTier: "pro", subscriptionStatus: "active" });
    mockApi({
      "GET /api/user": () => ({ body: user }),
      "POST /api/subscription/cancel": () => {
        user = { ...user, subscriptionStatus: "cancelled", subscriptionEndDate: "2099-01-31T00:00:00.000Z" };
        return { body: { message: "Cancelled, access until January 31, 2099." } };
      },
    });
    renderWithApp(<SettingsPage />, "/settings");
    await confirm("Cancel Subscription", "Confirm Cancellation");
    expect(await screen.findByText("Subscription Cancelled")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Cancelled" }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByTestId("subscription-end-date").textContent).toContain("January 31, 2099");
  });

  it("refuses to delete a premium account with a toast", async () => {
    mockApi(signedIn(makeUser({ subscriptionTier: "premium", subscriptionStatus: "active" })));
    renderWithApp(<SettingsPage />, "/settings");
    fireEvent.click(await screen.findByRole("button", { name: "Delete Account" }));
    expect(await screen.findByText("Active Subscription")).toBeTruthy();
    expect(
      screen.getByText("Please cancel your subscription first before deleting your account."),
    ).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("deletes a free account, clears the user and goes home", async () => {
    mockApi({
      ...signedIn(makeUser()),
      "DELETE /api/user/account": () => ({ body: { message: "Gone." } }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    await confirm("Delete Account", "Yes, Delete My Account");
    expect(await screen.findByText("Account Deleted")).toBeTruthy();
    expect(window.location.pathname).toBe("/");
    expect(queryClient.getQueryData(["/api/user"])).toBeNull();
  });

  it("reports a failed deletion", async () => {
    mockApi({
      ...signedIn(makeUser()),
      "DELETE /api/user/account": () => ({ status: 500 }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    await confirm("Delete Account", "Yes, Delete My Account");
    expect(await screen.findByText("Account Deletion Failed")).toBeTruthy();
    expect(screen.getByText("Failed to delete account. Please try again.")).toBeTruthy();
  });
});
