// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BRUSSELS_CHART } from "#web/components/chart/test-chart.ts";
import { makeUser, mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { makeTransit } from "#web/testing/transits.ts";
import { DashboardPage } from "../dashboard-page.tsx";

describe("DashboardPage", () => {
  afterEach(resetApp);

  it("shows the free plan, missing birth info and all eight feature cards", async () => {
    mockApi({ "GET /api/user": () => ({ body: makeUser() }) });
    renderWithApp(<DashboardPage />, "/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(screen.getByText("Your cosmic control center")).toBeTruthy();
    expect(screen.getByText("Free Plan")).toBeTruthy();
    expect(screen.getByText("Basic features available")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade to Premium" }).getAttribute("href")).toBe(
      "/subscription",
    );
    expect(screen.getByText("Birth Info Needed")).toBeTruthy();
    // The one first step comes before the upgrade card.
    const firstStep = screen.getByTestId("first-step");
    expect(
      within(firstStep)
        .getByRole("link", { name: /Enter your birth data/ })
        .getAttribute("href"),
    ).toBe("/birth-chart");
    const upgrade = screen.getByRole("link", { name: "Upgrade to Premium" });
    expect(firstStep.compareDocumentPosition(upgrade) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId("sky-summary")).toBeNull();
    expect(screen.getByText("Complete your profile")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Submit Birth Info" }).getAttribute("href")).toBe("/birth-chart");
    expect(screen.getByText("Customize your experience")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Manage Account" }).getAttribute("href")).toBe("/settings");
    expect(screen.getByRole("heading", { name: "Explore Your Cosmic Journey" })).toBeTruthy();
    expect(screen.getAllByText("Premium Feature")).toHaveLength(5);
    for (const href of [
      "/today",
      "/birth-chart",
      "/transit-radar",
      "/personality-analysis",
      "/compatibility",
      "/cosmic-quotes",
      "/ask-oracle",
      "/throwback",
    ]) {
      expect(screen.getByTestId(`feature-card-${href.slice(1)}`).getAttribute("href")).toBe(href);
    }
  });

  it("shows the premium plan and complete birth info", async () => {
    mockApi({
      "GET /api/user": () => ({
        body: makeUser({
          subscriptionTier: "pro",
          subscriptionStatus: "active",
          birthDate: "1990-05-15",
          birthTime: "14:30",
          birthPlace: "Brussels, Belgium",
        }),
      }),
    });
    renderWithApp(<DashboardPage />, "/dashboard");
    expect(await screen.findByText("Premium Plan")).toBeTruthy();
    expect(screen.getByText("All features unlocked")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Active Premium" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Birth Info Complete")).toBeTruthy();
    expect(screen.getByText("Ready for cosmic insights")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Birth Info" }).getAttribute("href")).toBe("/birth-chart");
  });

  it("shows the sky above the cards once the chart exists: headline, big three, next exact transit", async () => {
    const transit = (id: number, exactDate: string | null) =>
      makeTransit({
        id,
        exactDate,
        endDate: "2099-12-01T10:00:00.000Z",
        transitingPlanet: { name: "mars" },
        natalPlanet: { name: "venus" },
      });
    const calls = mockApi({
      "GET /api/user": () => ({
        body: makeUser({
          birthDate: "1990-03-14",
          birthTime: "08:30",
          birthPlace: "Brussels, Belgium",
          birthLatitude: 50.85,
          birthLongitude: 4.35,
        }),
      }),
      "GET /api/horoscope/today": () => ({
        body: { date: "2026-11-23", content: "Venus gives you nerve today. Use it on the email.", basis: [] },
      }),
      "GET /api/birth-chart": () => ({
        body: BRUSSELS_CHART,
      }),
      "GET /api/transits": () => ({
        body: {
          transits: [
            transit(1, "2000-01-01T00:00:00.000Z"),
            transit(2, "2099-11-25T13:00:00.000Z"),
            transit(3, null),
          ],
          limits: { isRestricted: true, maxDays: 7, maxTransits: 10, hiddenCount: 0 },
          range: { start: "2026-11-22T23:00:00.000Z", end: "2026-11-29T23:00:00.000Z", days: 7 },
          canClearCache: false,
        },
      }),
    });
    renderWithApp(<DashboardPage />, "/dashboard");
    const headline = await screen.findByTestId("sky-headline");
    expect(await within(headline).findByText("Venus gives you nerve today.")).toBeTruthy();
    expect(headline.getAttribute("href")).toBe("/today");
    const big = screen.getByTestId("sky-big-three");
    expect(big.getAttribute("href")).toBe("/birth-chart");
    await waitFor(() => expect(big.textContent).toContain("Pisces Sun"));
    expect(big.textContent).toContain("Libra Moon");
    expect(big.textContent).toContain("Taurus rising");
    const next = screen.getByTestId("sky-next-transit");
    expect(next.getAttribute("href")).toBe("/transit-radar");
    await within(next).findByText(/Mars trine your Venus/);
    // The soonest exact moment still ahead, in the user's zone, with the zone named.
    expect(next.textContent).toContain("exact Wed, Nov 25, 2099 · 14:00 (Europe/Brussels time)");
    expect(screen.queryByTestId("first-step")).toBeNull();
    expect(calls.find((call) => call.path === "/api/transits")).toBeTruthy();
  });
});
