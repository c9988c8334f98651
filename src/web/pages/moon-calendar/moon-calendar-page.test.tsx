// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MoonCalendar } from "#contracts/moon-calendar";
import { makeUser, mockRoutes, type RouteHandler, renderPage, resetApp } from "#web/testing/routes.tsx";
import { MoonCalendarPage } from "../moon-calendar-page.tsx";

const PATH = "/api/moon-calendar";

function calendar(voice: string): MoonCalendar {
  const phase = (phase: MoonCalendar["months"][number]["phases"][number]["phase"], utc: string) => ({
    phase,
    utc,
    sign: "leo" as const,
    house: 10,
    note: `${voice} note on the ${phase} Moon.`,
  });
  return {
    timeZone: "Europe/Brussels",
    months: [
      {
        month: "2024-01",
        phases: [
          phase("first quarter", "2024-01-18T03:52:00.000Z"),
          phase("full", "2024-01-25T17:54:00.000Z"),
        ],
      },
      { month: "2024-02", phases: [phase("new", "2024-02-09T22:59:00.000Z")] },
    ],
  };
}

const routes = (user = makeUser(), moon?: RouteHandler): Record<string, RouteHandler> => ({
  "GET /api/user": () => ({ body: user }),
  [`GET ${PATH}`]:
    moon ?? (({ query }) => ({ body: calendar(query.get("roastMode") === "true" ? "Roast" : "Normal") })),
});

describe("MoonCalendarPage", () => {
  afterEach(() => resetApp());

  it("lists each month's phases with the local time, the sign, the house and the note", async () => {
    const calls = mockRoutes(routes());
    renderPage(<MoonCalendarPage />, "/moon");
    expect(await screen.findByRole("heading", { level: 1, name: "Moon Calendar" })).toBeTruthy();
    expect(screen.getAllByTestId("moon-month-loading")).toHaveLength(2);
    expect(await screen.findByText("Normal note on the full Moon.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "January 2024" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "February 2024" })).toBeTruthy();
    const full = screen.getAllByTestId("moon-phase")[1] as HTMLElement;
    // 17:54 UTC is 18:54 in Brussels, whatever the browser's zone.
    expect(full.textContent).toContain("18:54");
    expect(full.textContent).toContain("Leo");
    expect(full.textContent).toContain("your 10th house");
    expect(within(full).getByRole("heading", { level: 3 }).textContent).toBe("Full Moon");
    // A free member reads the normal voice and gets no toggle.
    expect(screen.queryByRole("button", { name: "Roast Mode" })).toBeNull();
    expect(calls.filter((c) => c.path === PATH).map((c) => c.query.get("roastMode"))).toEqual(["false"]);
  });

  it("gives premium members the roast voice", async () => {
    mockRoutes(routes(makeUser({ subscriptionTier: "premium", subscriptionStatus: "active" })));
    renderPage(<MoonCalendarPage />, "/moon");
    await screen.findByText("Normal note on the new Moon.");
    fireEvent.click(screen.getByRole("button", { name: "Roast Mode" }));
    expect(await screen.findByText("Roast note on the new Moon.")).toBeTruthy();
  });

  it("asks for the birth chart when there is none, and shows other failures with a retry", async () => {
    mockRoutes(
      routes(undefined, () => ({
        status: 409,
        body: { message: "Add birth data.", code: "no_birth_chart" },
      })),
    );
    renderPage(<MoonCalendarPage />, "/moon");
    const prompt = await screen.findByTestId("moon-calendar-needs-chart");
    expect(within(prompt).getByRole("link", { name: "Complete your birth chart" }).getAttribute("href")).toBe(
      "/birth-chart",
    );
    resetApp();
    mockRoutes(routes(undefined, () => ({ status: 500, body: { message: "The sky is down." } })));
    renderPage(<MoonCalendarPage />, "/moon");
    const failed = await screen.findByTestId("moon-calendar-error");
    expect(failed.textContent).toContain("The sky is down.");
    expect(within(failed).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
