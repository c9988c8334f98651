// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRANSIT_MESSAGES } from "#contracts/transits";
import type { PublicUser } from "#contracts/user";
import { todayIn } from "#web/lib/time-zone.ts";
import { apiError } from "#web/testing/app.tsx";
import { makeUser, mockRoutes, type RouteHandler, renderPage, resetApp } from "#web/testing/routes.tsx";
import { makeResponse, makeTransit, sampleTransits } from "#web/testing/transits.ts";
import { TransitRadarPage } from "../transit-radar-page.tsx";

const premium = makeUser({
  subscriptionTier: "premium",
  subscriptionStatus: "active",
  timezone: "America/New_York",
});
const free = makeUser({ timezone: "America/New_York" });

function routes(user: PublicUser, extra: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/user": () => ({ body: user }),
    "GET /api/transits": ({ query }) => {
      const days = Number(query.get("days") ?? 1);
      return {
        body: makeResponse(sampleTransits(), {
          range: { start: "2026-11-21T05:00:00.000Z", end: "2026-11-28T05:00:00.000Z", days },
        }),
      };
    },
    ...extra,
  };
}

async function cards() {
  return screen.findAllByTestId("transit-row");
}

function cardTitles() {
  return screen.getAllByTestId("transit-row").map((card) => card.getAttribute("aria-label"));
}

/** Opens a row the way a tap does, and returns it. */
function expand(row: HTMLElement): HTMLElement {
  const toggle = within(row).getByRole("button", { expanded: false });
  fireEvent.click(toggle);
  expect(toggle.getAttribute("aria-expanded")).toBe("true");
  return row;
}

function tile(label: string) {
  const tiles = screen.getAllByTestId("summary-tile");
  const found = tiles.find((element) => element.textContent?.includes(label));
  if (!found) throw new Error(`no tile ${label}`);
  return found.querySelector("dd")?.textContent;
}

/** The one toast on screen, once it carries `title` (a new toast replaces the old element). */
async function toastWith(title: string) {
  return waitFor(() => {
    const toast = screen.getByTestId("toast");
    expect(within(toast).getByText(title)).toBeTruthy();
    return toast;
  });
}

function generateButton() {
  return screen.getByRole("button", { name: "Generate Forecast" }) as HTMLButtonElement;
}

/** The forecast range picker, and its ranges (days, in order) that can be picked and that cannot. */
function rangePicker() {
  const select = screen.getByLabelText("Forecast range") as HTMLSelectElement;
  const options = Array.from(select.options);
  const days = (disabled: boolean) => options.filter((o) => o.disabled === disabled).map((o) => o.value);
  return { select, ranges: { enabled: days(false), disabled: days(true) } };
}

describe("TransitRadarPage", () => {
  // Sunday 22 November 2026, 07:00 in New York: the sample transits lie ahead of "now".
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T12:00:00Z") });
  });
  afterEach(resetApp);

  it("lists the 7-day forecast with counts, and each transit in the user's own time zone", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<TransitRadarPage />, "/transit-radar");
    expect(await screen.findByRole("heading", { level: 1, name: "Transit Radar" })).toBeTruthy();
    expect(screen.getByText("Forecast Controls")).toBeTruthy();
    expect(await cards()).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "7-Day Transit Forecast" })).toBeTruthy();
    expect(screen.getByText("Sat, Nov 21 to Fri, Nov 27")).toBeTruthy();
    expect(screen.getByTestId("active-count").textContent).toBe("4 active");
    expect(tile("Total Transits")).toBe("4");
    expect(tile("High Impact")).toBe("2");
    expect(tile("Medium Impact")).toBe("1");
    expect(tile("Low Impact")).toBe("1");
    expect(calls.find((call) => call.path === "/api/transits")?.query.get("days")).toBe("7");

    // A timeline: the week's exact moments in time order, then what is in orb all along.
    expect(cardTitles()).toEqual([
      "Mars square your Venus",
      "Venus sextile your Moon",
      "Jupiter conjunction your Ascendant",
      "Mercury retrograde opposition your Midheaven",
    ]);
    const groups = screen.getAllByTestId("transit-group");
    expect(groups.map((group) => within(group).getAllByRole("heading")[0]?.textContent)).toEqual([
      "Next weekNov 23 – Nov 29",
      "All alongslow transits in orb the whole time",
    ]);
    const [mars, , , mercury] = screen.getAllByTestId("transit-row") as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // One line each: when (in the user's zone) and how strongly; the soonest exact one is next.
    expect(within(mars).getByTestId("transit-date").textContent).toBe("exact Mon, Nov 23");
    expect(within(mars).getByText("High impact")).toBeTruthy();
    expect(within(mars).getByText("Next")).toBeTruthy();
    expect(within(mercury).getByTestId("transit-date").textContent).toBe("until Nov 26");
    expect(within(mars).queryByText(/Say the thing/)).toBeNull();

    expand(mars);
    expect(within(mars).getByText("Love")).toBeTruthy();
    expect(within(mars).getByTestId("transit-orb").textContent).toBe("1.23° now");
    // 14:03 UTC is 09:03 in New York.
    expect(within(mars).getByTestId("transit-exact").textContent).toBe("Mon, Nov 23 · 09:03");
    expect(within(mars).getByTestId("transit-window").textContent).toBe(
      "Sat, Nov 21 · 05:00 to Wed, Nov 25 · 11:45",
    );
    expect(within(mars).getByText("Times in America/New York time.")).toBeTruthy();
    expect(within(mars).getByText("Mars is pressing on your Venus. Say the thing.")).toBeTruthy();
    expect(within(mars).queryByTestId("transit-pass")).toBeNull();
    expect(within(mars).queryByText("℞")).toBeNull();

    expand(mercury);
    expect(within(mercury).getByText("℞")).toBeTruthy();
    expect(within(mercury).getByTestId("transit-pass").textContent).toBe("pass 2 of 3");
    expect(within(mercury).getByTestId("transit-exact").textContent).toMatch(/Never exact/);
    expect(within(mercury).getByTestId("transit-orb").textContent).toBe("0.40° now");
    expect(within(mercury).getByText("Career")).toBeTruthy();

    expect(screen.queryByText("Limited to 7-Day Forecast")).toBeNull();
    expect(screen.queryByText("Unlock Extended Forecasts")).toBeNull();
    expect(screen.queryByRole("button", { name: "Clear Transit Cache" })).toBeNull();
  });

  it("lets premium users pick 30 days", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<TransitRadarPage />, "/transit-radar");
    await cards();
    const { select, ranges } = rangePicker();
    expect(ranges).toEqual({ enabled: ["7", "14", "30", "60"], disabled: [] });
    fireEvent.change(select, { target: { value: "30" } });
    expect(await screen.findByRole("heading", { name: "30-Day Transit Forecast" })).toBeTruthy();
    expect(select.value).toBe("30");
    expect(calls.filter((call) => call.path === "/api/transits").map((c) => c.query.get("days"))).toEqual([
      "7",
      "30",
    ]);
  });

  it("shows free users their limits: banner, disabled longer ranges, upsell and the hidden count", async () => {
    const calls = mockRoutes(
      routes(free, {
        "GET /api/transits": () => ({
          body: makeResponse(sampleTransits(), {
            limits: { isRestricted: true, maxDays: 7, maxTransits: 10, hiddenCount: 5 },
          }),
        }),
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    await cards();
    const banner = screen.getByTestId("limited-banner");
    expect(within(banner).getByText("Limited to 7-Day Forecast")).toBeTruthy();
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("/subscription");

    const { select, ranges } = rangePicker();
    expect(ranges).toEqual({ enabled: ["7"], disabled: ["14", "30", "60"] });

    const unlock = screen.getByTestId("unlock-card");
    expect(within(unlock).getByRole("heading", { name: "Unlock Extended Forecasts" })).toBeTruthy();
    expect(within(unlock).getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeTruthy();
    expect(screen.getByTestId("hidden-count").textContent).toContain(
      "5 more transits in this window with Premium",
    );

    // Forcing a longer range (e.g. from the keyboard) is refused and stays on 7 days.
    fireEvent.change(select, { target: { value: "30" } });
    const toast = await toastWith("Premium Feature Required");
    expect(within(toast).getByText(TRANSIT_MESSAGES.premiumRange)).toBeTruthy();
    expect(toast.className).toContain("bg-destructive-solid");
    await waitFor(() => expect(select.value).toBe("7"));
    expect(screen.getByRole("heading", { name: "7-Day Transit Forecast" })).toBeTruthy();
    expect(
      calls.filter((call) => call.path === "/api/transits").every((c) => c.query.get("days") === "7"),
    ).toBe(true);
  });

  it("filters by category and impact, with removable badges and Clear all, in both views", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<TransitRadarPage />, "/transit-radar");
    await cards();
    expect(screen.queryByTestId("active-filters")).toBeNull();
    expect((screen.getByRole("radio", { name: "All" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "All Levels" }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: "Love" }));
    expect(cardTitles()).toEqual(["Mars square your Venus", "Venus sextile your Moon"]);
    expect(screen.getByTestId("active-count").textContent).toBe("2 active");
    // The summary counts the whole loaded list.
    expect(tile("Total Transits")).toBe("4");

    fireEvent.click(screen.getByRole("radio", { name: "High" }));
    expect(cardTitles()).toEqual(["Mars square your Venus"]);
    const badges = screen.getByTestId("active-filters");
    expect(within(badges).getByRole("button", { name: "Remove filter Love" })).toBeTruthy();
    expect(within(badges).getByRole("button", { name: "Remove filter High impact" })).toBeTruthy();

    fireEvent.click(within(badges).getByRole("button", { name: "Remove filter Love" }));
    expect(cardTitles()).toEqual(["Mars square your Venus", "Mercury retrograde opposition your Midheaven"]);
    expect((screen.getByRole("radio", { name: "All" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("button", { name: "Remove filter Love" })).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Wellness" }));
    expect(screen.queryAllByTestId("transit-row")).toHaveLength(0);
    expect(screen.getByText("No transits match these filters.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(screen.getAllByTestId("transit-row")).toHaveLength(4);
    expect(screen.queryByTestId("active-filters")).toBeNull();

    // Single Day view: asks for the user's local today and filters the same way.
    fireEvent.click(screen.getByRole("radio", { name: "Career" }));
    const dayTab = screen.getByRole("tab", { name: "Single Day" });
    fireEvent.mouseDown(dayTab);
    fireEvent.click(dayTab);
    expect(await screen.findByRole("heading", { name: "Single Day Transit View" })).toBeTruthy();
    const today = todayIn("America/New_York");
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe(today);
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/api/transits" && call.query.get("date") === today)).toBe(
        true,
      ),
    );
    await waitFor(() => expect(cardTitles()).toEqual(["Mercury retrograde opposition your Midheaven"]));
  });

  it("generates the forecast and says what it found", async () => {
    let answer: { status?: number; body?: unknown } = {
      body: {
        cached: false,
        transits: sampleTransits().slice(0, 2),
        message: TRANSIT_MESSAGES.calculated(2),
      },
    };
    const calls = mockRoutes(routes(premium, { "POST /api/transits/generate": () => answer }));
    renderPage(<TransitRadarPage />, "/transit-radar");
    await cards();
    const lists = () => calls.filter((call) => call.method === "GET" && call.path === "/api/transits").length;
    const before = lists();

    fireEvent.click(generateButton());
    let toast = await toastWith("Transits Calculated");
    expect(within(toast).getByText("Found 2 active transits. Generating interpretations...")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ days: 7 });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));

    answer = { body: { cached: true, transits: sampleTransits(), message: "Already worked out for you." } };
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    fireEvent.click(generateButton());
    toast = await toastWith("Transits Retrieved");
    expect(within(toast).getByText("Already worked out for you.")).toBeTruthy();

    answer = { body: { cached: false, transits: [], message: "" } };
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    fireEvent.click(generateButton());
    toast = await toastWith("No Transits Found");
    expect(within(toast).getByText(TRANSIT_MESSAGES.noneFound)).toBeTruthy();
    expect(toast.className).not.toContain("bg-destructive-solid");

    answer = { status: 500, body: { message: "The ephemeris is down.", code: "internal" } };
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    fireEvent.click(generateButton());
    toast = await toastWith("Generation Failed");
    expect(within(toast).getByText("The ephemeris is down.")).toBeTruthy();
    expect(toast.className).toContain("bg-destructive-solid");

    answer = { status: 502 };
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    fireEvent.click(generateButton());
    await waitFor(() =>
      expect(
        within(screen.getByTestId("toast")).getByText(
          "Failed to generate transit forecast. Please try again.",
        ),
      ).toBeTruthy(),
    );
  });

  it("sends the chosen day when generating in Single Day view", async () => {
    const calls = mockRoutes(
      routes(premium, {
        "POST /api/transits/generate": () => ({ body: { cached: true, transits: [], message: "Cached." } }),
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    await cards();
    const dayTab = screen.getByRole("tab", { name: "Single Day" });
    fireEvent.mouseDown(dayTab);
    fireEvent.click(dayTab);
    const input = (await screen.findByLabelText("Date")) as HTMLInputElement;
    const today = todayIn("America/New_York");
    const [year, month, day] = today.split("-").map(Number) as [number, number, number];
    const tomorrow = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
    fireEvent.change(input, { target: { value: tomorrow } });
    fireEvent.click(generateButton());
    await toastWith("Transits Retrieved");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ date: tomorrow, days: 7 });
    expect(calls.some((call) => call.path === "/api/transits" && call.query.get("date") === tomorrow)).toBe(
      true,
    );
  });

  it("offers to generate when nothing is listed", async () => {
    const calls = mockRoutes(
      routes(premium, {
        "GET /api/transits": () => ({ body: makeResponse([]) }),
        "POST /api/transits/generate": () => ({
          body: { cached: false, transits: [], message: TRANSIT_MESSAGES.noneFound },
        }),
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    expect(await screen.findByRole("heading", { name: "No Transits Found" })).toBeTruthy();
    expect(tile("Total Transits")).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Generate Transits" }));
    await toastWith("No Transits Found");
    expect(
      calls.filter((call) => call.method === "POST" && call.path === "/api/transits/generate"),
    ).toHaveLength(1);
  });

  it("asks for a complete birth chart when the list cannot be loaded (409)", async () => {
    mockRoutes(
      routes(free, {
        "GET /api/transits": () => apiError(409, "no_birth_chart", TRANSIT_MESSAGES.noBirthData),
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(TRANSIT_MESSAGES.noBirthData)).toBeTruthy();
    expect(within(alert).getByRole("link").getAttribute("href")).toBe("/birth-chart");
    expect(screen.queryAllByTestId("transit-row")).toHaveLength(0);
    expect(tile("Total Transits")).toBe("–");
  });

  it("says 'Failed to fetch transits' when the list fails to load for another reason", async () => {
    mockRoutes(
      routes(free, {
        "GET /api/transits": () => ({ status: 500, body: { message: "Down.", code: "internal" } }),
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText("Failed to fetch transits")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: /Try again/ })).toBeTruthy();
  });

  it("shows a placeholder while descriptions are written and polls their status after generating", async () => {
    const pending = makeTransit({ id: 11, status: "pending", description: null, impact: "high" });
    let written = false;
    const calls = mockRoutes(
      routes(premium, {
        "GET /api/transits": () => ({
          body: makeResponse([
            written ? { ...pending, status: "done", description: "Saturn finally speaks." } : pending,
            makeTransit({ id: 12, description: "Already written." }),
          ]),
        }),
        "POST /api/transits/generate": () => ({
          body: { cached: false, transits: [pending], message: TRANSIT_MESSAGES.calculated(1) },
        }),
        "GET /api/transits/status/11": () => {
          written = true;
          return { body: { status: "done" } };
        },
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    const [first, second] = (await cards()) as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId("transit-pending").textContent).toContain("writing…");
    expect(within(expand(first)).getByText("Writing the interpretation…")).toBeTruthy();
    expect(within(first).queryByText(/Description of transit/)).toBeNull();
    expect(within(second).queryByTestId("transit-pending")).toBeNull();
    expect(within(expand(second)).getByText("Already written.")).toBeTruthy();

    fireEvent.click(generateButton());
    await toastWith("Transits Calculated");
    // The status is asked for after 2 s, before the list's own 5 s refresh would come.
    expect(await screen.findByText("Saturn finally speaks.", {}, { timeout: 3500 })).toBeTruthy();
    expect(screen.queryByTestId("transit-pending")).toBeNull();
    expect(calls.filter((call) => call.path === "/api/transits/status/11")).toHaveLength(1);
  });

  it("refreshes the list every 5 s while a description is pending", async () => {
    let gets = 0;
    mockRoutes(
      routes(premium, {
        "GET /api/transits": () => {
          gets += 1;
          return {
            body: makeResponse([
              gets === 1
                ? makeTransit({ id: 21, status: "processing", description: null })
                : makeTransit({ id: 21, description: "Written at last." }),
            ]),
          };
        },
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    expect(await screen.findByTestId("transit-pending")).toBeTruthy();
    expand(screen.getByTestId("transit-row"));
    expect(await screen.findByText("Written at last.", {}, { timeout: 6500 })).toBeTruthy();
    expect(gets).toBe(2);
  });

  it("lets the cache admin clear the transit cache", async () => {
    let cleared = false;
    const calls = mockRoutes(
      routes(premium, {
        "GET /api/transits": () => ({
          body: makeResponse(cleared ? [] : sampleTransits(), { canClearCache: true }),
        }),
        "DELETE /api/admin/clear-transit-cache/1": () => {
          cleared = true;
          return { body: { message: TRANSIT_MESSAGES.cacheCleared } };
        },
      }),
    );
    renderPage(<TransitRadarPage />, "/transit-radar");
    await cards();
    fireEvent.click(screen.getByRole("button", { name: "Clear Transit Cache" }));
    const toast = await toastWith("Cache Cleared");
    expect(within(toast).getByText(TRANSIT_MESSAGES.cacheCleared)).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(true);
    expect(await screen.findByRole("heading", { name: "No Transits Found" })).toBeTruthy();
  });
});
