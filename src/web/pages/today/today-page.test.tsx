// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Horoscope } from "#contracts/today";
import type { PublicUser } from "#contracts/user";
import { describeBasis } from "#web/components/insight/basis.ts";
import { formatLongDate } from "#web/lib/dates.ts";
import { todayIn } from "#web/lib/time-zone.ts";
import { apiError } from "#web/testing/app.tsx";
import {
  makeHoroscope,
  makeTodos,
  makeUser,
  mockRoutes,
  type RouteHandler,
  renderPage,
  resetApp,
} from "#web/testing/routes.tsx";
import { TodayPage } from "../today-page.tsx";
import { todoStorageKey } from "./use-todo-completion.ts";

function routes(user: PublicUser, extra: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/user": () => ({ body: user }),
    "GET /api/horoscope/today": ({ query }) => ({
      body: makeHoroscope(
        query.get("roastMode") === "true" ? { content: "Roasted: your Venus is on fire." } : {},
      ),
    }),
    "GET /api/cosmic-todo": () => ({ body: makeTodos() }),
    ...extra,
  };
}

/** A free user's Today page with this horoscope; its card once shown. */
async function showHoroscope(overrides: Partial<Horoscope>) {
  mockRoutes(routes(makeUser(), { "GET /api/horoscope/today": () => ({ body: makeHoroscope(overrides) }) }));
  renderPage(<TodayPage />, "/today");
  return screen.findByTestId("horoscope-card");
}

/** The voice (`roastMode`) each call to `path` asked for, in order. */
function voicesAsked(calls: ReturnType<typeof mockRoutes>, path: string) {
  return calls.filter((call) => call.path === path).map((call) => call.query.get("roastMode"));
}

function progress() {
  return screen.getByTestId("todo-progress");
}

async function checkboxes() {
  await screen.findAllByTestId("todo-item");
  // The to-dos' own boxes (the digest offer under them has one too).
  return within(screen.getByTestId("todo-card")).getAllByRole("checkbox") as HTMLInputElement[];
}

describe("TodayPage", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    resetApp();
    window.localStorage.clear();
  });

  it("shows today's horoscope with insights, lucky number and the basis, and no toggle for free users", async () => {
    const calls = mockRoutes(routes(makeUser()));
    renderPage(<TodayPage />, "/today");
    expect(await screen.findByRole("heading", { level: 1, name: "Today" })).toBeTruthy();
    expect(screen.getByText("Your daily cosmic forecast")).toBeTruthy();
    const card = await screen.findByTestId("horoscope-card");
    expect(within(card).getByText("Today's Horoscope")).toBeTruthy();
    expect(await within(card).findByText(/Mars is pressing on your Venus/)).toBeTruthy();
    expect(within(card).getByText("Saturday, November 23, 2024")).toBeTruthy();
    expect(within(card).getByText(/ephemeris-grade precision/)).toBeTruthy();
    for (const label of ["Love", "Career", "Wellness"]) expect(within(card).getByText(label)).toBeTruthy();
    expect(within(card).getByText("Lucky Number:")).toBeTruthy();
    expect(within(card).getByText("7")).toBeTruthy();
    const why = within(card).getByTestId("why-this");
    expect(why.textContent).toMatch(/Mars square your Venus · orb 1\.2° · exact Nov 23,( 2024,)? \d\d:03/);
    expect(why.textContent).toContain("Moon in Taurus (waxing crescent) · in your 5th house");
    expect(within(card).queryByRole("button", { name: /Roast Mode|Normal Mode/ })).toBeNull();
    expect(voicesAsked(calls, "/api/horoscope/today")[0]).toBe("false");
  });

  it("leads with the day's headline and do / avoid / watch, the full reading one tap away", async () => {
    const card = await showHoroscope({
      brief: {
        headline: "Mars squares your Leo Venus: a short fuse",
        do: "Say the thing you have been rehearsing.",
        avoid: "Arguing about small things.",
        watch: "The Moon trines your Cancer Sun, exact today.",
      },
    });
    const headline = await within(card).findByTestId("today-headline");
    expect(headline.textContent).toBe("Mars squares your Leo Venus: a short fuse");
    for (const label of ["Do", "Avoid", "Watch"]) expect(within(card).getByText(label)).toBeTruthy();
    expect(within(card).getByText("Arguing about small things.")).toBeTruthy();
    // The headline and the three lines come before the tiles; the full reading sits in a closed disclosure.
    const tiles = within(card).getByRole("list", { name: "Insights" });
    expect(headline.compareDocumentPosition(tiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const full = within(card).getByTestId("full-reading") as HTMLDetailsElement;
    expect(full.open).toBe(false);
    expect(within(full).getByText("Read the full reading")).toBeTruthy();
    expect(full.textContent).toContain("Mars is pressing on your Venus");
  });

  it("offers the morning digest under the reading, never pre-ticked, and ticking it opts in", async () => {
    const user = makeUser();
    const calls = mockRoutes(
      routes(user, {
        "PATCH /api/user/preferences": ({ body }) => ({ body: { ...user, ...(body as object) } }),
      }),
    );
    renderPage(<TodayPage />, "/today");
    const offer = await screen.findByTestId("daily-offer");
    expect(offer.textContent).toContain("Have your day come to you");
    // This browser cannot receive pushes (no service worker here): the card offers the mail alone.
    const boxes = within(offer).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes).toHaveLength(1);
    const box = within(offer).getByRole("checkbox", {
      name: /E-mail me this every morning/,
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(screen.getByTestId("daily-offer").textContent).toContain("Done: your digest comes at 07:00"),
    );
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch?.body).toMatchObject({ digestEnabled: true });
  });

  it("shows no offer card once it was closed with Not now, nor to a member already receiving the digest", async () => {
    mockRoutes(routes(makeUser()));
    const { unmount } = renderPage(<TodayPage />, "/today");
    const offer = await screen.findByTestId("daily-offer");
    fireEvent.click(within(offer).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByTestId("daily-offer")).toBeNull());
    unmount();
    resetApp();

    mockRoutes(routes(makeUser()));
    renderPage(<TodayPage />, "/today");
    await screen.findByTestId("horoscope-card");
    await screen.findAllByTestId("todo-item");
    expect(screen.queryByTestId("daily-offer")).toBeNull();
    resetApp();
    window.localStorage.clear();

    mockRoutes(routes(makeUser({ digestEnabled: true })));
    renderPage(<TodayPage />, "/today");
    await screen.findAllByTestId("todo-item");
    expect(screen.queryByTestId("daily-offer")).toBeNull();
  });

  it("opens in the default voice of a Premium member who chose roast", async () => {
    const calls = mockRoutes(
      routes(makeUser({ subscriptionTier: "premium", subscriptionStatus: "active", defaultRoast: true })),
    );
    renderPage(<TodayPage />, "/today");
    expect(await screen.findByText(/Roasted: your Venus is on fire/)).toBeTruthy();
    expect(voicesAsked(calls, "/api/horoscope/today")[0]).toBe("true");
  });

  it("hides missing insights and the lucky number", async () => {
    const card = await showHoroscope({
      loveInsight: undefined,
      careerInsight: undefined,
      luckyNumber: undefined,
      basis: [],
    });
    await within(card).findByText(/Mars is pressing/);
    expect(within(card).getByText("Wellness")).toBeTruthy();
    expect(within(card).queryByText("Love")).toBeNull();
    expect(within(card).queryByText("Career")).toBeNull();
    expect(within(card).queryByText("Lucky Number:")).toBeNull();
    expect(within(card).queryByTestId("why-this")).toBeNull();
  });

  it("lets premium users switch to roast mode, which fetches that mode", async () => {
    const calls = mockRoutes(routes(makeUser({ subscriptionTier: "premium", subscriptionStatus: "active" })));
    renderPage(<TodayPage />, "/today");
    const card = await screen.findByTestId("horoscope-card");
    await within(card).findByText(/Mars is pressing/);
    const normal = within(card).getByRole("button", { name: "Normal Mode" });
    const roast = within(card).getByRole("button", { name: "Roast Mode" });
    expect(normal.getAttribute("aria-pressed")).toBe("true");
    expect(roast.getAttribute("aria-pressed")).toBe("false");
    fireEvent.focus(roast);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Switch to Roast Mode");
    fireEvent.click(roast);
    expect(await within(card).findByText("Roasted: your Venus is on fire.")).toBeTruthy();
    expect(roast.getAttribute("aria-pressed")).toBe("true");
    expect(voicesAsked(calls, "/api/horoscope/today")).toEqual(["false", "true"]);
    // The to-do list follows the same voice.
    await waitFor(() => expect(voicesAsked(calls, "/api/cosmic-todo")).toEqual([null, "true"]));
    fireEvent.click(normal);
    expect(await within(card).findByText(/Mars is pressing/)).toBeTruthy();
  });

  it("shows the roast toggle to pro users too", async () => {
    mockRoutes(routes(makeUser({ subscriptionTier: "pro", subscriptionStatus: "active" })));
    renderPage(<TodayPage />, "/today");
    expect(await screen.findByRole("button", { name: "Roast Mode" })).toBeTruthy();
  });

  it("asks for the birth chart on 409 instead of showing the error", async () => {
    mockRoutes(
      routes(makeUser(), {
        "GET /api/horoscope/today": () => apiError(409, "no_birth_chart", "Add your birth data first."),
      }),
    );
    renderPage(<TodayPage />, "/today");
    const link = await screen.findByRole("link", { name: "Complete your birth chart" });
    expect(link.getAttribute("href")).toBe("/birth-chart");
    expect(screen.queryByText("Unable to Load Today's Horoscope")).toBeNull();
  });

  it("shows the error state and the no-data state", async () => {
    mockRoutes(
      routes(makeUser(), {
        "GET /api/horoscope/today": () => ({ status: 500, body: { message: "boom", code: "internal" } }),
      }),
    );
    renderPage(<TodayPage />, "/today");
    expect(await screen.findByText("Unable to Load Today's Horoscope")).toBeTruthy();
    expect(screen.getByText("Please try again later or check your connection.")).toBeTruthy();
    resetApp();

    mockRoutes(routes(makeUser(), { "GET /api/horoscope/today": () => ({ status: 200 }) }));
    renderPage(<TodayPage />, "/today");
    expect(await screen.findByText("No horoscope available for today.")).toBeTruthy();
  });

  it("lists five tasks for the user's date in their zone and counts progress with a rounded percent", async () => {
    const calls = mockRoutes(routes(makeUser()));
    renderPage(<TodayPage />, "/today");
    const card = await screen.findByTestId("todo-card");
    expect(within(card).getByText("Cosmic To-Do List")).toBeTruthy();
    expect(within(card).getByText("5 daily tasks aligned with your astrological energy")).toBeTruthy();
    expect(within(card).getByText(formatLongDate(todayIn("Europe/Brussels")))).toBeTruthy();
    expect(within(card).getByText("Aligning with the stars...")).toBeTruthy();
    const boxes = await checkboxes();
    expect(screen.getAllByTestId("todo-item")).toHaveLength(5);
    expect(screen.getByRole("checkbox", { name: "Task 1" })).toBe(boxes[0]);
    expect(calls.find((call) => call.path === "/api/cosmic-todo")?.query.get("date")).toBe(
      todayIn("Europe/Brussels"),
    );
    expect(progress().textContent).toContain("Cosmic Progress");
    expect(progress().textContent).toContain("0 of 5 completed");
    expect(progress().textContent).toContain("0%");
    expect(progress().textContent).toContain("Tasks refresh daily at midnight (Europe/Brussels time)");

    fireEvent.click(boxes[0] as HTMLInputElement);
    expect(progress().textContent).toContain("1 of 5 completed");
    expect(progress().textContent).toContain("20%");
    expect(boxes[0]?.checked).toBe(true);
    expect(screen.getByText("Task 1").className).toContain("line-through");
    fireEvent.click(boxes[1] as HTMLInputElement);
    fireEvent.click(boxes[2] as HTMLInputElement);
    expect(progress().textContent).toContain("3 of 5 completed");
    expect(progress().textContent).toContain("60%");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("60");
    fireEvent.click(boxes[2] as HTMLInputElement);
    expect(progress().textContent).toContain("2 of 5 completed");
    expect(screen.getByText("Task 3").className).not.toContain("line-through");
  });

  it("asks for the user's day from the first request, also when the browser's zone is still on the day before", async () => {
    // 23:30 in UTC (the browser's zone here) is already 00:30 the next day in Brussels, the
    // user's zone, which arrives with the account after the page's first render.
    vi.stubEnv("TZ", "UTC");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-10T23:30:00Z"));
    const calls = mockRoutes(routes(makeUser({ timezone: "Europe/Brussels" })));
    renderPage(<TodayPage />, "/today");
    await checkboxes();
    const asked = calls
      .filter((call) => call.path === "/api/cosmic-todo")
      .map((call) => call.query.get("date"));
    expect(asked).toEqual(["2026-03-11"]);
    expect(within(screen.getByTestId("todo-card")).getByText(formatLongDate("2026-03-11"))).toBeTruthy();
    vi.unstubAllEnvs();
  });

  it("keeps the done set per user and date in localStorage", async () => {
    const today = todayIn("Europe/Brussels");
    window.localStorage.setItem(todoStorageKey(1, "2000-01-01"), JSON.stringify(["one", "two", "three"]));
    window.localStorage.setItem(todoStorageKey(2, today), JSON.stringify(["one", "two", "three", "four"]));
    mockRoutes(routes(makeUser({ id: 1 })));
    renderPage(<TodayPage />, "/today");
    let boxes = await checkboxes();
    expect(progress().textContent).toContain("0 of 5 completed");
    fireEvent.click(boxes[1] as HTMLInputElement);
    fireEvent.click(boxes[3] as HTMLInputElement);
    expect(JSON.parse(window.localStorage.getItem(todoStorageKey(1, today)) ?? "[]")).toEqual([
      "two",
      "four",
    ]);
    resetApp();

    // Back on the page: the same user and day restore their ticks.
    mockRoutes(routes(makeUser({ id: 1 })));
    renderPage(<TodayPage />, "/today");
    boxes = await checkboxes();
    expect(progress().textContent).toContain("2 of 5 completed");
    expect(boxes.map((box) => box.checked)).toEqual([false, true, false, true, false]);
    expect(screen.queryByTestId("celebration")).toBeNull();
    resetApp();

    // Another user on the same browser sees their own set.
    mockRoutes(routes(makeUser({ id: 2 })));
    renderPage(<TodayPage />, "/today");
    await checkboxes();
    expect(progress().textContent).toContain("4 of 5 completed");
    expect(progress().textContent).toContain("80%");
  });

  it("celebrates at exactly 5 done for 3 seconds", async () => {
    mockRoutes(routes(makeUser()));
    renderPage(<TodayPage />, "/today");
    const boxes = await checkboxes();
    vi.useFakeTimers();
    for (const box of boxes.slice(0, 4)) fireEvent.click(box);
    expect(screen.queryByTestId("celebration")).toBeNull();
    fireEvent.click(boxes[4] as HTMLInputElement);
    const banner = screen.getByTestId("celebration");
    expect(banner.textContent).toContain("You survived the cosmos today!");
    expect(banner.textContent).toContain(
      "All tasks completed. The universe applauds your cosmic discipline.",
    );
    expect(progress().textContent).toContain("5 of 5 completed");
    expect(progress().textContent).toContain("100%");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByTestId("celebration")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("celebration")).toBeNull();
    expect(progress().textContent).toContain("5 of 5 completed");
  });

  it("says so when the tasks cannot be loaded (after one retry)", async () => {
    const calls = mockRoutes(
      routes(makeUser(), {
        "GET /api/cosmic-todo": () => ({ status: 500, body: { message: "nope", code: "internal" } }),
      }),
    );
    renderPage(<TodayPage />, "/today");
    expect(
      await screen.findByText(
        "Unable to load your cosmic tasks. The planets are being difficult today.",
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/cosmic-todo")).toHaveLength(2));
  });

  it("treats an empty task list like an error", async () => {
    mockRoutes(routes(makeUser(), { "GET /api/cosmic-todo": () => ({ body: [] }) }));
    renderPage(<TodayPage />, "/today");
    expect(
      await screen.findByText("Unable to load your cosmic tasks. The planets are being difficult today."),
    ).toBeTruthy();
  });
});

describe("describeBasis", () => {
  it("writes plain sentences for each kind of fact", () => {
    const now = new Date("2024-11-01T00:00:00Z");
    expect(
      describeBasis({ kind: "placement", body: "sun", sign: "leo", house: 10, retrograde: false }, now),
    ).toBe("Your Sun in Leo · your 10th house");
    expect(
      describeBasis({ kind: "aspect", a: "moon", b: "ascendant", aspect: "trine", orbDeg: 2 }, now),
    ).toBe("Your Moon trine your Ascendant · orb 2.0°");
    expect(describeBasis({ kind: "sky", body: "mercury", sign: "scorpio", retrograde: true }, now)).toBe(
      "Mercury in Scorpio (retrograde)",
    );
    expect(describeBasis({ kind: "lucky", number: 14, body: "moon", sign: "aries", degree: 13.4 }, now)).toBe(
      "Lucky number 14: the Moon is in the 14th degree of Aries at noon",
    );
    expect(describeBasis({ kind: "unknown" }, now)).toBeNull();
  });
});

describe("describeBasis: the reader's day window", () => {
  it("shows the part of the day a cited transit is in orb", () => {
    const line = describeBasis({
      kind: "transit",
      transiting: "mars",
      natal: "venus",
      aspect: "square",
      orbDeg: 1.2,
      exact: "2024-11-01T10:00:00Z",
      inOrbFrom: "2024-11-01T05:00:00Z",
      inOrbUntil: "2024-11-01T12:40:00Z",
    });
    expect(line).toMatch(/in orb \d{2}:\d{2}–\d{2}:\d{2}$/);
  });
});
