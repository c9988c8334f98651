// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminStats, AdminUser } from "#contracts/admin";
import { apiError } from "#web/testing/app.tsx";
import { makeUser, mockRoutes, type RouteHandler, renderPage, resetApp } from "#web/testing/routes.tsx";
import { AdminPage } from "../admin-page.tsx";

const days = (counts: number[]) =>
  counts.map((count, index) => ({ date: `2026-05-${String(index + 1).padStart(2, "0")}`, count }));

const STATS: AdminStats = {
  totalUsers: 42,
  activeSubscribers: 7,
  freeUsers: 35,
  premiumUsers: 6,
  proUsers: 1,
  signupsPerDay: days(Array.from({ length: 30 }, (_, i) => i % 4)),
  newSubscriptionsPerDay: days(Array.from({ length: 30 }, (_, i) => (i === 29 ? 2 : 0))),
  mrrCents: 5394,
  currency: "eur",
  renewingSubscriptions: 6,
};

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    username: "vera",
    firstName: "Vera",
    lastName: "Voss",
    email: "vera@example.com",
    emailVerified: true,
    isAdmin: false,
    plan: "free",
    subscriptionTier: "free",
    subscriptionStatus: null,
    subscriptionEndDate: null,
    paidThrough: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    hasBirthData: true,
    timezone: "Europe/Brussels",
    createdAt: "2026-05-01T10:00:00.000Z",
    lastLogin: "2026-05-20T08:00:00.000Z",
    loginCount: 12,
    lastLoginIp: "203.0.113.9",
    ...overrides,
  };
}

const page = (users: AdminUser[]) => ({
  body: { users, total: users.length, page: 1, pageSize: 20, pageCount: 1 },
});

function adminApi(extra: Record<string, RouteHandler> = {}) {
  return mockRoutes({
    "GET /api/user": () => ({ body: makeUser({ isAdmin: true }) }),
    "GET /api/admin/access": () => ({ body: { admin: true } }),
    "GET /api/admin/stats": () => ({ body: STATS }),
    "GET /api/admin/audit": () => ({
      body: {
        entries: [
          {
            id: 1,
            action: "subscription.activate",
            adminEmail: "boss@example.com",
            adminId: 1,
            targetUserId: 7,
            target: "vera@example.com",
            details: {},
            createdAt: "2026-05-20T09:00:00.000Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 8,
        pageCount: 1,
      },
    }),
    "GET /api/admin/users": () =>
      page([adminUser(), adminUser({ id: 1, email: "boss@example.com", isAdmin: true })]),
    ...extra,
  });
}

/** Opens the admin page on one of its tabs. */
async function openTab(name: string) {
  renderPage(<AdminPage />, "/admin");
  const tab = await screen.findByRole("tab", { name });
  // Radix tabs switch on mouse down.
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
}

describe("AdminPage", () => {
  afterEach(resetApp);

  it("tells a non-admin the page is not for their account, once the server refused it, and loads nothing else", async () => {
    const calls = mockRoutes({
      "GET /api/user": () => ({ body: makeUser({ isAdmin: false }) }),
      "GET /api/admin/access": () => apiError(403, "admin_required", "Admin access required"),
    });
    renderPage(<AdminPage />, "/admin");
    expect(await screen.findByRole("heading", { name: "Not for your account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(calls.filter((call) => call.path.startsWith("/api/admin")).map((call) => call.path)).toEqual([
      "/api/admin/access",
    ]);
  });

  it("shows the stat cards, the 30-day charts and the recent admin actions", async () => {
    adminApi();
    renderPage(<AdminPage />, "/admin");
    const cards = await screen.findAllByTestId("stat-card");
    expect(cards.map((card) => card.textContent)).toEqual([
      "Total Users42",
      "Active Subscribers7",
      "Free Users35",
      "Premium Users6",
      "Pro Users1",
      "MRR€53.946 renewing",
    ]);
    expect(screen.getByText("43 in 30 days")).toBeTruthy();
    expect(screen.getByText("2 in 30 days")).toBeTruthy();
    expect(await screen.findByText("Premium activated")).toBeTruthy();
    expect(screen.getByText(/by boss@example.com/)).toBeTruthy();
  });

  it("deletes a user after confirmation and says 'User deleted successfully'; admins cannot be deleted", async () => {
    const calls = adminApi({
      "DELETE /api/admin/users/7": () => ({ body: { message: "User deleted successfully" } }),
    });
    await openTab("Users");
    const rows = await screen.findAllByTestId("admin-user-row");
    expect(rows).toHaveLength(2);
    const bossDelete = within(rows[1] as HTMLElement).getByRole("button", {
      name: "Delete boss@example.com",
    });
    expect((bossDelete as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: "Delete vera@example.com" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("vera@example.com")).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete user" }));
    expect(await screen.findByText("User deleted successfully")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/admin/users/7",
    ]);
  });

  it("toasts 'Failed to delete user' with the server's reason", async () => {
    adminApi({
      "DELETE /api/admin/users/7": () =>
        apiError(403, "forbidden", "Admin accounts cannot be deleted. Remove their admin rights first."),
    });
    await openTab("Users");
    const [row] = await screen.findAllByTestId("admin-user-row");
    fireEvent.click(within(row as HTMLElement).getByRole("button", { name: "Delete vera@example.com" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete user" }),
    );
    expect(await screen.findByText("Failed to delete user")).toBeTruthy();
    expect(
      screen.getByText("Admin accounts cannot be deleted. Remove their admin rights first."),
    ).toBeTruthy();
  });

  it("searches users by what is typed, and shows a user's details without secrets", async () => {
    const calls = adminApi();
    await openTab("Users");
    await screen.findAllByTestId("admin-user-row");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search users" }), { target: { value: "vera" } });
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === "/api/admin/users")
          .at(-1)
          ?.query.get("search"),
      ).toBe("vera"),
    );
    const [row] = await screen.findAllByTestId("admin-user-row");
    fireEvent.click(within(row as HTMLElement).getByRole("button", { name: "Details" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("203.0.113.9")).toBeTruthy();
    expect(within(dialog).getByText("12")).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/hash/i);
  });

  it("asks for an e-mail before activating ('Email Required'), then activates, and cancels with the exact failure toast", async () => {
    const calls = adminApi({
      "POST /api/admin/subscription/activate": () => ({
        body: { message: "Premium activated for vera@example.com." },
      }),
      "POST /api/admin/subscription/cancel": () =>
        apiError(409, "conflict", "vera@example.com has no Premium to cancel."),
    });
    await openTab("Subscriptions");
    fireEvent.click(await screen.findByRole("button", { name: "Activate Premium" }));
    expect(await screen.findByText("Email Required")).toBeTruthy();
    expect(screen.getByText("Please enter an email address")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/admin/subscription/activate")).toBe(false);

    fireEvent.change(screen.getByLabelText("Member's e-mail"), { target: { value: "vera@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Activate Premium" }));
    expect(await screen.findByText("Premium activated for vera@example.com.")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/admin/subscription/activate")?.body).toEqual({
      email: "vera@example.com",
    });

    const cancelButtons = await screen.findAllByRole("button", {
      name: "Cancel Premium for vera@example.com",
    });
    fireEvent.click(cancelButtons[0] as HTMLElement);
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel Premium" }),
    );
    expect(await screen.findByText("Cancellation Failed")).toBeTruthy();
    expect(screen.getByText("vera@example.com has no Premium to cancel.")).toBeTruthy();
  });

  it("toasts 'Activation Failed' with the server's reason for an unknown address", async () => {
    adminApi({
      "POST /api/admin/subscription/activate": () =>
        apiError(404, "not_found", "No user with the e-mail address who@example.com."),
    });
    await openTab("Subscriptions");
    fireEvent.change(await screen.findByLabelText("Member's e-mail"), {
      target: { value: "who@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Activate Premium" }));
    expect(await screen.findByText("Activation Failed")).toBeTruthy();
    expect(screen.getByText("No user with the e-mail address who@example.com.")).toBeTruthy();
  });
});
