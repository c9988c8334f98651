// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { THROWBACK_MESSAGES } from "#contracts/today";
import type { PublicUser } from "#contracts/user";
import { todayIn } from "#web/lib/time-zone.ts";
import { apiError } from "#web/testing/app.tsx";
import { makeUser, mockRoutes, type RouteHandler, renderPage, resetApp } from "#web/testing/routes.tsx";
import { ThrowbackPage } from "../throwback-page.tsx";

const premium = makeUser({ subscriptionTier: "premium", subscriptionStatus: "active" });

interface Stored {
  date: string;
  roastMode: boolean;
  content: string;
  basis: unknown[];
  createdAt: string;
}

function routes(
  user: PublicUser,
  extra: Record<string, RouteHandler> = {},
  stored: { todayDate: string | null; entries: Stored[] } = { todayDate: null, entries: [] },
): Record<string, RouteHandler> {
  let used = stored.todayDate ? 1 : 0;
  return {
    "GET /api/user": () => ({ body: user }),
    "GET /api/throwback-count": () => ({ body: { count: used, remaining: 1 - used } }),
    "GET /api/throwback-history": () => ({ body: stored }),
    "POST /api/throwback-horoscope": ({ body }) => {
      const { date, roastMode } = body as { date: string; roastMode: boolean };
      used = 1;
      const text = roastMode ? `Roasted ${date}: you were a mess.` : `On ${date} Saturn sat on your Sun.`;
      stored.todayDate = date;
      stored.entries.unshift({
        date,
        roastMode,
        content: text,
        basis: [],
        createdAt: new Date().toISOString(),
      });
      return {
        body: {
          date,
          content: text,
          basis: [
            {
              kind: "transit",
              transiting: "saturn",
              natal: "sun",
              aspect: "conjunction",
              orbDeg: 0.4,
              exact: "2000-01-14T08:00:00Z",
            },
          ],
        },
      };
    },
    ...extra,
  };
}

function generateButton() {
  return screen.getByRole("button", { name: "Generate Throwback" }) as HTMLButtonElement;
}

async function pickJanuary(day: number) {
  // The calendar's day button (a kept throwback of that date is a button too, with more text).
  fireEvent.click(await screen.findByRole("button", { name: new RegExp(`^\\w+, January ${day}, 2000$`) }));
}

describe("ThrowbackPage", () => {
  afterEach(resetApp);

  it("shows the usage and asks for a date before generating", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<ThrowbackPage />, "/throwback");
    expect(await screen.findByRole("heading", { level: 1, name: "Throwback" })).toBeTruthy();
    await screen.findByTestId("throwback-usage");
    await waitFor(() =>
      expect(screen.getByTestId("throwback-usage").textContent).toContain(
        "You have used 0 of 1 throwback dates today.",
      ),
    );
    fireEvent.click(generateButton());
    expect(await screen.findByText("Please select a date")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("opens on January 2000, limits the dates, and generates, then regenerates in the roast voice", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<ThrowbackPage />, "/throwback");
    expect(((await screen.findByLabelText("Month")) as HTMLSelectElement).value).toBe("1");
    const year = screen.getByLabelText("Year") as HTMLSelectElement;
    expect(year.value).toBe("2000");
    const years = Array.from(year.options).map((option) => Number(option.value));
    expect(Math.min(...years)).toBe(1900);
    expect(Math.max(...years)).toBe(Number(todayIn("Europe/Brussels").slice(0, 4)));

    await pickJanuary(15);
    expect(screen.getByText("Saturday, January 15, 2000")).toBeTruthy();
    fireEvent.click(generateButton());
    expect(await screen.findByText("Throwback horoscope generated!")).toBeTruthy();
    const result = screen.getByTestId("throwback-result");
    expect(within(result).getByText("Saturday, January 15, 2000")).toBeTruthy();
    expect(within(result).getByText("On 2000-01-15 Saturn sat on your Sun.")).toBeTruthy();
    expect(within(result).getByTestId("why-this").textContent).toContain("Saturn conjunction your Sun");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      date: "2000-01-15",
      roastMode: false,
    });
    await waitFor(() =>
      expect(screen.getByTestId("throwback-usage").textContent).toContain(
        "You have used 1 of 1 throwback dates today.",
      ),
    );

    // The toggle regenerates the same date even after another day is picked.
    await pickJanuary(20);
    fireEvent.click(within(result).getByRole("button", { name: "Roast Mode" }));
    expect(await within(result).findByText("Roasted 2000-01-15: you were a mess.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { date: "2000-01-15", roastMode: false },
      { date: "2000-01-15", roastMode: true },
    ]);
    expect(within(result).getByRole("button", { name: "Roast Mode" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("opens the picker on the user's birthday month", async () => {
    mockRoutes(routes({ ...premium, birthDate: "1990-03-14" }));
    renderPage(<ThrowbackPage />, "/throwback");
    expect(((await screen.findByLabelText("Month")) as HTMLSelectElement).value).toBe("3");
    expect((screen.getByLabelText("Year") as HTMLSelectElement).value).toBe("1990");
  });

  it("keeps today's reading after a reload, lists past ones, and waits for midnight for another date", async () => {
    const entry = (date: string, roastMode: boolean, createdAt: string): Stored => ({
      date,
      roastMode,
      content: `${roastMode ? "Roast" : "Normal"} reading of ${date}.`,
      basis: [],
      createdAt,
    });
    const calls = mockRoutes(
      routes(
        premium,
        {},
        {
          todayDate: "2000-01-15",
          entries: [
            entry("2000-01-15", false, new Date().toISOString()),
            entry("1995-06-01", true, "2026-11-20T10:00:00.000Z"),
          ],
        },
      ),
    );
    renderPage(<ThrowbackPage />, "/throwback");
    const result = await screen.findByTestId("throwback-result");
    expect(within(result).getByText("Normal reading of 2000-01-15.")).toBeTruthy();
    expect(within(result).getByText("Saturday, January 15, 2000")).toBeTruthy();

    const history = screen.getByTestId("throwback-history");
    expect(within(history).getAllByTestId("throwback-history-entry")).toHaveLength(2);
    expect(within(history).getByText(/Roast · opened Nov 20/)).toBeTruthy();
    fireEvent.click(within(history).getByText("Thursday, June 1, 1995"));
    expect(within(result).getByText("Roast reading of 1995-06-01.")).toBeTruthy();

    // Another date today is refused by the button itself, with the time left until midnight.
    await pickJanuary(20);
    await waitFor(() => expect(generateButton().disabled).toBe(true));
    expect(screen.getByTestId("throwback-next").textContent).toMatch(
      /^Next date in (\d+ h \d{2} min|\d+ min|less than a minute), at midnight Europe\/Brussels time\./,
    );
    // Today's own date stays open.
    await pickJanuary(15);
    expect(generateButton().disabled).toBe(false);
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("disables future days and moves between months", async () => {
    mockRoutes(routes(premium));
    renderPage(<ThrowbackPage />, "/throwback");
    const year = (await screen.findByLabelText("Year")) as HTMLSelectElement;
    const today = todayIn("Europe/Brussels");
    fireEvent.change(year, { target: { value: today.slice(0, 4) } });
    const month = screen.getByLabelText("Month") as HTMLSelectElement;
    fireEvent.change(month, { target: { value: String(Number(today.slice(5, 7))) } });
    const todayButton = screen
      .getAllByRole("button")
      .find((button) => button.getAttribute("data-date") === today) as HTMLButtonElement;
    expect(todayButton.disabled).toBe(false);
    expect(todayButton.getAttribute("aria-current")).toBe("date");
    const future = screen
      .getAllByRole("button")
      .filter((button) => (button.getAttribute("data-date") ?? "") > today) as HTMLButtonElement[];
    for (const button of future) expect(button.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Next month" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(year, { target: { value: "1900" } });
    fireEvent.change(month, { target: { value: "1" } });
    expect((screen.getByRole("button", { name: "Previous month" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(month.value).toBe("2");
    expect(screen.getByRole("button", { name: /February 1, 1900/ })).toBeTruthy();
  });

  it("moves the focus through the days with the arrow keys", async () => {
    mockRoutes(routes(premium));
    renderPage(<ThrowbackPage />, "/throwback");
    await pickJanuary(31);
    const jan31 = screen.getByRole("button", { name: /January 31, 2000/ });
    expect(jan31.getAttribute("tabindex")).toBe("0");
    jan31.focus();
    fireEvent.keyDown(jan31, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement?.getAttribute("data-date")).toBe("2000-02-01"));
    expect((screen.getByLabelText("Month") as HTMLSelectElement).value).toBe("2");
  });

  it("shows the daily-limit toast on 429", async () => {
    mockRoutes(
      routes(premium, {
        "POST /api/throwback-horoscope": () => apiError(429, "daily_limit", THROWBACK_MESSAGES.dailyLimit),
      }),
    );
    renderPage(<ThrowbackPage />, "/throwback");
    await pickJanuary(16);
    fireEvent.click(generateButton());
    expect(await screen.findByText("Daily limit reached")).toBeTruthy();
    expect(
      screen.getByText("You can generate throwback horoscopes for 1 date per day. Try again after midnight!"),
    ).toBeTruthy();
    expect(screen.queryByTestId("throwback-result")).toBeNull();
  });

  it("shows the premium toast with the server message on 403", async () => {
    mockRoutes(
      routes(premium, {
        "POST /api/throwback-horoscope": () => apiError(403, "premium_required", "Premium tier only, sorry."),
      }),
    );
    renderPage(<ThrowbackPage />, "/throwback");
    await pickJanuary(16);
    fireEvent.click(generateButton());
    expect(await screen.findByText("Premium Feature")).toBeTruthy();
    expect(screen.getByText("Premium tier only, sorry.")).toBeTruthy();
  });

  it("shows 'Generation failed' with the server message or the fallback", async () => {
    let answer = {
      status: 400,
      body: { message: "Throwback dates cannot be in the future.", code: "invalid_input" } as unknown,
    };
    mockRoutes(routes(premium, { "POST /api/throwback-horoscope": () => answer }));
    renderPage(<ThrowbackPage />, "/throwback");
    await pickJanuary(16);
    fireEvent.click(generateButton());
    expect(await screen.findByText("Generation failed")).toBeTruthy();
    expect(screen.getByText("Throwback dates cannot be in the future.")).toBeTruthy();

    answer = { status: 500, body: "<html>oops</html>" };
    fireEvent.click(generateButton());
    expect(await screen.findByText("Failed to generate throwback horoscope")).toBeTruthy();
  });

  it("shows free users an upgrade card and a disabled generator", async () => {
    const calls = mockRoutes(routes(makeUser()));
    renderPage(<ThrowbackPage />, "/throwback");
    expect(await screen.findByText("Throwback is a Premium feature")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(generateButton().disabled).toBe(true);
    expect((screen.getByRole("button", { name: /January 15, 2000/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByTestId("throwback-usage")).toBeNull();
    expect(calls.some((call) => call.path === "/api/throwback-count")).toBe(false);
  });

  it("does not offer throwback to pro users", async () => {
    mockRoutes(routes(makeUser({ subscriptionTier: "pro", subscriptionStatus: "active" })));
    renderPage(<ThrowbackPage />, "/throwback");
    expect(await screen.findByText("Throwback is a Premium feature")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View plans" }).getAttribute("href")).toBe("/subscription");
    expect(generateButton().disabled).toBe(true);
  });
});
