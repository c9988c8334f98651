// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "#contracts/calendar-feed";
import { makeUser, mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { CalendarCard } from "./calendar-card.tsx";

const link = (token: string) => ({
  url: `https://astro.example.com/api/calendar/${token}.ics`,
  webcalUrl: `webcal://astro.example.com/api/calendar/${token}.ics`,
  createdAt: "2026-11-28T04:00:00.000Z",
  days: 7,
});

describe("CalendarCard", () => {
  afterEach(resetApp);

  it("shows the private address, and after a confirmed revoke the new one", async () => {
    let token = "A".repeat(43);
    const calls = mockApi({
      "GET /api/user": () => ({ body: makeUser() }),
      "GET /api/calendar-feed": () => ({ body: link(token) }),
      "DELETE /api/calendar-feed": () => {
        token = "B".repeat(43);
        return { body: { message: CALENDAR_MESSAGES.revoked } };
      },
    });
    renderWithApp(<CalendarCard />, "/settings");
    const card = await screen.findByTestId("calendar-link");
    await waitFor(() =>
      expect((within(card).getByTestId("calendar-url") as HTMLInputElement).value).toBe(
        link("A".repeat(43)).url,
      ),
    );
    expect(within(card).getByRole("link", { name: "Subscribe" }).getAttribute("href")).toBe(
      link("A".repeat(43)).webcalUrl,
    );
    expect(within(card).getByRole("link", { name: "Download .ics" }).getAttribute("href")).toBe(
      `/api/calendar/${"A".repeat(43)}.ics`,
    );

    fireEvent.click(within(card).getByRole("button", { name: "Revoke link" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText(CALENDAR_MESSAGES.revoked)).toBeTruthy();
    await waitFor(() =>
      expect((within(card).getByTestId("calendar-url") as HTMLInputElement).value).toBe(
        link("B".repeat(43)).url,
      ),
    );
    expect(calls.filter((c) => c.method === "DELETE" && c.path === "/api/calendar-feed")).toHaveLength(1);
  });
});
