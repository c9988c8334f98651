// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PushSettings } from "#contracts/push";
import { makeUser, mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { SettingsPage } from "../settings-page.tsx";

const SETTINGS: PushSettings = {
  pushToday: false,
  pushExact: false,
  exactActive: false,
  devices: 0,
  hour: 7,
  timezone: "Europe/Brussels",
};

describe("Settings: notifications", () => {
  afterEach(resetApp);

  it("shows both kinds off by default, the browser's state, and saves a kind when it is ticked", async () => {
    const calls = mockApi({
      "GET /api/user": () => ({ body: makeUser() }),
      "GET /api/push": () => ({ body: SETTINGS }),
      "PATCH /api/push/settings": (body) => ({ body: { ...SETTINGS, ...(body as object) } }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    const card = await screen.findByTestId("push-notifications");
    const today = await within(card).findByRole("checkbox", { name: /Today: your headline/ });
    const exact = within(card).getByRole("checkbox", { name: /Exact now/ });
    expect((today as HTMLInputElement).checked).toBe(false);
    expect((exact as HTMLInputElement).checked).toBe(false);
    expect(within(card).getByText(/07:00 \(Europe\/Brussels\)/)).toBeTruthy();
    expect(within(card).getByText(/Saved now, sent once you are Premium/)).toBeTruthy();
    // happy-dom has no service worker: this browser cannot receive pushes, and says so.
    expect(within(card).getByTestId("push-permission").textContent).toBe("Not available here");
    expect(
      (within(card).getByRole("button", { name: /Turn on for this browser/ }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(today);
    await waitFor(() => expect((today as HTMLInputElement).checked).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")).toEqual({
      method: "PATCH",
      path: "/api/push/settings",
      body: { pushToday: true },
    });
  });
});
