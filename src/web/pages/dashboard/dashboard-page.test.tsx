// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeUser, mockApi, renderWithApp, resetApp } from "../auth/test-helpers.tsx";
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
});
