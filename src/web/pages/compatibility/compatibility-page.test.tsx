// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { COMPATIBILITY_MESSAGES, type CompatibilityResult } from "#contracts/compatibility";
import type { PublicUser } from "#contracts/user";
import { holdPosts } from "#web/testing/app.tsx";
import {
  findToast,
  makeUser,
  mockRoutes,
  type RecordedCall,
  type RouteHandler,
  renderPage,
  resetApp,
} from "#web/testing/routes.tsx";
import { CompatibilityPage } from "../compatibility-page.tsx";

const premium = makeUser({
  subscriptionTier: "premium",
  subscriptionStatus: "active",
  birthDate: "1990-04-12",
  birthTime: "09:15:00",
  birthPlace: "Brussels, Belgium",
  birthLatitude: 50.8503,
  birthLongitude: 4.3517,
  birthTimezone: "Europe/Brussels",
});

const PLACES = [
  {
    displayName: "Paris, Île-de-France, France",
    latitude: 48.856613,
    longitude: 2.352222,
    timezone: "Europe/Paris",
  },
  {
    displayName: "Paris, Texas, United States",
    latitude: 33.660939,
    longitude: -95.555513,
    timezone: "America/Chicago",
  },
];

function makeResult(overrides: Partial<CompatibilityResult> = {}): CompatibilityResult {
  return {
    partnerName: "Sam",
    partnerTimeKnown: true,
    overall: 82,
    userChart: { sun: { sign: "aries" }, moon: { sign: "cancer" }, ascendant: { sign: "virgo" } },
    partnerChart: { sun: { sign: "Leo" }, moon: { sign: "Pisces" }, ascendant: null },
    romantic: {
      score: 77,
      description: "Your Venus trine their Mars makes wanting each other easy.",
      examples: ["Planning a weekend away takes five minutes."],
      strengths: ["Warmth that does not need to be asked for"],
      challenges: ["Who apologises first"],
    },
    sexual: {
      score: 91,
      description: "Mars meets Venus: sparks.",
      examples: ["Arguments end well."],
      chemistry: ["Instant pull"],
      dynamics: ["You lead, they follow"],
    },
    friendship: {
      score: 55,
      description: "Mercury square Mercury: you talk past each other sometimes.",
      examples: ["Debates over dinner."],
      commonInterests: ["Old films"],
      supportStyle: ["Practical help over pep talks"],
    },
    work: {
      score: 34,
      description: "Saturn opposite Sun: deadlines get heavy.",
      examples: [],
      collaboration: ["Split the work cleanly"],
      roles: ["You plan, they present"],
    },
    basis: [{ kind: "synastry", a: "venus", b: "mars", aspect: "trine", orbDeg: 1.2 }],
    ...overrides,
  };
}

function routes(user: PublicUser, extra: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/user": () => ({ body: user }),
    "GET /api/compatibility/last": () => ({ body: { last: null } }),
    "GET /api/compatibility/people": () => ({ body: { people: [], limit: 3 } }),
    "GET /api/geocode": ({ query }) => ({
      body: PLACES.filter((place) =>
        place.displayName.toLowerCase().includes((query.get("place") ?? "").toLowerCase()),
      ),
    }),
    "POST /api/compatibility/calculate": ({ body }) => ({
      body: makeResult({ partnerName: (body as { partnerName: string }).partnerName }),
    }),
    ...extra,
  };
}

function posts(calls: RecordedCall[]) {
  return calls.filter((call) => call.method === "POST" && call.path === "/api/compatibility/calculate");
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** What the form's four fields hold: name, birth date, birth time, birth place. */
function formValues() {
  return ["Their Name", "Birth Date", "Birth Time", "Birth Place"].map((label) => field(label).value);
}

function submitButton(name: string | RegExp = "Calculate Compatibility") {
  return screen.getByRole("button", { name }) as HTMLButtonElement;
}

/** Types into the place search and picks the suggestion named `name`. */
async function pickPlace(typed: string, name: string) {
  fireEvent.change(screen.getByRole("combobox", { name: "Birth Place" }), { target: { value: typed } });
  const option = await screen.findByRole("option", { name: new RegExp(name) }, { timeout: 3000 });
  fireEvent.click(option);
}

async function fillForm() {
  fireEvent.change(await screen.findByLabelText("Their Name"), { target: { value: "  Sam  " } });
  fireEvent.change(field("Birth Date"), { target: { value: "1992-06-14" } });
  fireEvent.change(field("Birth Time"), { target: { value: "08:30" } });
  await pickPlace("Paris", "Paris, Île-de-France");
}

const EXPECTED_BODY = {
  partnerName: "Sam",
  birthDate: "1992-06-14",
  birthTime: "08:30",
  birthTimeKnown: true,
  birthPlace: "Paris, Île-de-France, France",
  birthLatitude: 48.856613,
  birthLongitude: 2.352222,
  timezone: "Europe/Paris",
};

function selectTab(name: string) {
  fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 });
  return screen.getByRole("tabpanel");
}

function headingsIn(element: HTMLElement) {
  return within(element)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);
}

describe("CompatibilityPage", () => {
  afterEach(resetApp);

  it("shows free users the upgrade notice and a locked form that sends nothing", async () => {
    const calls = mockRoutes(routes(makeUser()));
    renderPage(<CompatibilityPage />, "/compatibility");
    expect(await screen.findByRole("heading", { level: 1, name: "Compatibility" })).toBeTruthy();
    const notice = await screen.findByTestId("compatibility-upgrade");
    expect(within(notice).getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeTruthy();

    // The form is there, its button locked.
    expect(field("Their Name")).toBeTruthy();
    const locked = submitButton("Premium Feature - Upgrade Required");
    expect(locked.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Calculate Compatibility" })).toBeNull();

    await fillForm();
    fireEvent.submit(locked.closest("form") as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts(calls)).toEqual([]);
  });

  it("shows every required-field message on an empty submit, and a typed place without a pick is missing", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<CompatibilityPage />, "/compatibility");
    await screen.findByLabelText("Their Name");
    fireEvent.click(submitButton());

    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Birth date is required")).toBeTruthy();
    expect(screen.getByText("Birth time is required")).toBeTruthy();
    expect(screen.getByText("Birth place is required")).toBeTruthy();
    expect(field("Their Name").getAttribute("aria-invalid")).toBe("true");
    expect(field("Birth Date").getAttribute("aria-describedby")).toBe("partner-birth-date-error");
    // The first invalid field takes the focus and its message is announced (issue 29).
    await waitFor(() => expect(document.activeElement).toBe(field("Their Name")));

    // Typing a city name is not enough: it needs a suggestion for its coordinates.
    fireEvent.change(field("Their Name"), { target: { value: "Sam" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Birth Place" }), {
      target: { value: "Atlantis" },
    });
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByText("Name is required")).toBeNull());
    expect(screen.getByText("Birth place is required")).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it("sends the partner's data, shows the wait, then the full result", async () => {
    const calls = mockRoutes(routes(premium));
    const release = holdPosts();

    renderPage(<CompatibilityPage />, "/compatibility");
    await fillForm();
    // The geocode call carried the typed text, and the pick shows its coordinates and zone.
    expect(calls.find((call) => call.path === "/api/geocode")?.query.get("place")).toBe("Paris");
    expect(screen.getByTestId("partner-place-chosen").textContent).toBe("48.8566, 2.3522 · Europe/Paris");
    expect(screen.getByRole("combobox", { name: "Birth Place" })).toHaveProperty(
      "value",
      "Paris, Île-de-France, France",
    );

    fireEvent.click(submitButton());
    const pending = await screen.findByRole("button", { name: "Analyzing Cosmic Connection..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release();

    const result = await screen.findByTestId("compatibility-result");
    expect(posts(calls).map((call) => call.body)).toEqual([EXPECTED_BODY]);
    expect(screen.queryByTestId("compatibility-form")).toBeNull();

    // Overall ring, wording and names.
    expect(within(result).getByTestId("overall-score").textContent).toBe("82%");
    expect(within(result).getByTestId("overall-score").getAttribute("aria-label")).toContain("82%");
    expect(within(result).getByTestId("overall-wording").textContent).toBe("Exceptional");
    expect(within(result).getByRole("heading", { level: 2, name: "You & Sam" })).toBeTruthy();

    // Both charts; the partner's rising sign is unknown.
    const mine = within(result).getByTestId("user-chart");
    expect(within(mine).getByRole("heading", { name: "You" })).toBeTruthy();
    expect(mine.textContent).toMatch(/Sun.*Aries.*Moon.*Cancer.*Rising.*Virgo/);
    const theirs = within(result).getByTestId("partner-chart");
    expect(within(theirs).getByRole("heading", { name: "Sam" })).toBeTruthy();
    expect(theirs.textContent).toMatch(/Sun.*Leo.*Moon.*Pisces.*Rising—$/);

    // Love is open first, with its score bar and its lists.
    const love = screen.getByRole("tabpanel");
    expect(screen.getByRole("tab", { name: "Love" }).getAttribute("aria-selected")).toBe("true");
    expect(within(love).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("77");
    expect(love.textContent).toContain("Your Venus trine their Mars makes wanting each other easy.");
    expect(headingsIn(love)).toEqual(["Real-world examples", "Strengths", "Growth Areas"]);
    expect(love.textContent).toContain("Who apologises first");

    const lust = selectTab("Lust");
    expect(within(lust).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("91");
    expect(headingsIn(lust)).toEqual(["Real-world examples", "Chemistry", "Dynamics"]);
    expect(lust.textContent).toContain("You lead, they follow");

    const friends = selectTab("Friends");
    expect(within(friends).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("55");
    expect(headingsIn(friends)).toEqual(["Real-world examples", "Common Interests", "Support Style"]);
    expect(friends.textContent).toContain("Practical help over pep talks");

    // Work has no examples: that list is left out.
    const work = selectTab("Work");
    expect(within(work).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("34");
    expect(headingsIn(work)).toEqual(["Collaboration", "Best Roles"]);
    expect(work.textContent).toContain("You plan, they present");

    expect(within(result).getByTestId("why-this").textContent).toContain(
      "Your Venus trine their Mars · orb 1.2°",
    );
  });

  it("words the overall score by its band", async () => {
    mockRoutes(
      routes(premium, { "POST /api/compatibility/calculate": () => ({ body: makeResult({ overall: 39 }) }) }),
    );
    renderPage(<CompatibilityPage />, "/compatibility");
    await fillForm();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId("overall-score")).textContent).toBe("39%");
    expect(screen.getByTestId("overall-wording").textContent).toBe("Challenging");
  });

  it("'Try Another Match' keeps the values; 'Calculate Another Compatibility' clears them", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<CompatibilityPage />, "/compatibility");
    await fillForm();
    fireEvent.click(submitButton());
    await screen.findByTestId("compatibility-result");

    fireEvent.click(screen.getByRole("button", { name: "Try Another Match" }));
    expect(screen.queryByTestId("compatibility-result")).toBeNull();
    expect(formValues()).toEqual(["  Sam  ", "1992-06-14", "08:30", "Paris, Île-de-France, France"]);
    expect(screen.getByTestId("partner-place-chosen").textContent).toBe("48.8566, 2.3522 · Europe/Paris");
    await waitFor(() => expect(document.activeElement).toBe(field("Their Name")));

    // The kept values are sent again as they were.
    fireEvent.click(submitButton());
    await screen.findByTestId("compatibility-result");
    expect(posts(calls).map((call) => call.body)).toEqual([EXPECTED_BODY, EXPECTED_BODY]);

    fireEvent.click(screen.getByRole("button", { name: "Calculate Another Compatibility" }));
    expect(screen.queryByTestId("compatibility-result")).toBeNull();
    expect(formValues()).toEqual(["", "", "", ""]);
    expect(screen.queryByTestId("partner-place-chosen")).toBeNull();
    // Nothing of the old place is left behind: submitting now asks for every field again.
    fireEvent.click(submitButton());
    expect(await screen.findByText("Birth place is required")).toBeTruthy();
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(posts(calls)).toHaveLength(2);
  });

  it("toasts 'Calculation Failed' with the server's message or the fallback, and puts a 400 under its field", async () => {
    let answer: { status: number; body?: unknown } = { status: 502 };
    mockRoutes(routes(premium, { "POST /api/compatibility/calculate": () => answer }));
    renderPage(<CompatibilityPage />, "/compatibility");
    await fillForm();

    fireEvent.click(submitButton());
    const fallback = await findToast(COMPATIBILITY_MESSAGES.failed);
    expect(within(fallback).getByText("Calculation Failed")).toBeTruthy();
    expect(screen.queryByTestId("compatibility-result")).toBeNull();
    // The button is usable again.
    expect(submitButton().disabled).toBe(false);

    answer = {
      status: 429,
      body: { message: "Too many calculations. Try again in an hour.", code: "rate_limited" },
    };
    fireEvent.click(submitButton());
    const limited = await findToast("Too many calculations. Try again in an hour.");
    expect(within(limited).getByText("Calculation Failed")).toBeTruthy();

    answer = {
      status: 400,
      body: {
        message: "Birth date must be on or after 1800-01-01",
        code: "invalid_input",
        field: "birthDate",
      },
    };
    fireEvent.click(submitButton());
    const under = await screen.findByText("Birth date must be on or after 1800-01-01", {
      selector: "#partner-birth-date-error",
    });
    expect(under).toBeTruthy();
    expect(field("Birth Date").getAttribute("aria-invalid")).toBe("true");
  });

  it("on 409 shows the birth chart prompt with the server's message and keeps the form", async () => {
    const message = "Add your own birth details before comparing charts.";
    mockRoutes(
      routes(premium, {
        "POST /api/compatibility/calculate": () => ({
          status: 409,
          body: { message, code: "no_birth_chart" },
        }),
      }),
    );
    renderPage(<CompatibilityPage />, "/compatibility");
    await fillForm();
    fireEvent.click(submitButton());

    const prompt = await screen.findByTestId("compatibility-birth-chart");
    expect(prompt.textContent).toContain(message);
    expect(within(prompt).getByRole("link", { name: "Complete your birth chart" }).getAttribute("href")).toBe(
      "/birth-chart",
    );
    expect(field("Their Name").value).toBe("  Sam  ");
    expect(screen.queryByTestId("compatibility-result")).toBeNull();
  });

  it("computes with an unknown partner time: no time asked, the flag sent, the result says so", async () => {
    const calls = mockRoutes(
      routes(premium, {
        "POST /api/compatibility/calculate": () => ({
          body: makeResult({ partnerTimeKnown: false, partnerChart: makeResult().partnerChart }),
        }),
      }),
    );
    renderPage(<CompatibilityPage />, "/compatibility");
    fireEvent.change(await screen.findByLabelText("Their Name"), { target: { value: "Sam" } });
    fireEvent.change(field("Birth Date"), { target: { value: "1992-06-14" } });
    await pickPlace("Paris", "Paris, Île-de-France");
    fireEvent.click(screen.getByRole("checkbox", { name: "I don't know their birth time" }));
    expect(field("Birth Time").disabled).toBe(true);
    expect(screen.getByTestId("partner-time-unknown-note")).toBeTruthy();
    fireEvent.click(submitButton());
    await screen.findByTestId("compatibility-result");
    expect(posts(calls).map((call) => call.body)).toEqual([
      { ...EXPECTED_BODY, birthTime: "", birthTimeKnown: false },
    ]);
    expect(screen.getByTestId("partner-time-unknown").textContent).toMatch(/cast for noon/);
  });

  it("shows the last result again on a revisit, and keeps its partner in the form", async () => {
    mockRoutes(
      routes(premium, {
        "GET /api/compatibility/last": () => ({
          body: { last: { request: EXPECTED_BODY, result: makeResult({ partnerName: "Robin" }) } },
        }),
      }),
    );
    renderPage(<CompatibilityPage />, "/compatibility");
    const result = await screen.findByTestId("compatibility-result");
    expect(within(result).getByRole("heading", { name: "You & Robin" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Another Match" }));
    expect((await screen.findByLabelText<HTMLInputElement>("Their Name")).value).toBe("Sam");
  });

  it("fills the form from a saved person, saves a new one and deletes one", async () => {
    const sam = { id: 7, ...EXPECTED_BODY, birthTime: "", birthTimeKnown: false };
    let people = [sam];
    const calls = mockRoutes(
      routes(premium, {
        "GET /api/compatibility/people": () => ({ body: { people, limit: null } }),
        "POST /api/compatibility/people": ({ body }) => {
          const saved = { id: 8, ...(body as object) } as typeof sam;
          people = [...people, saved];
          return { body: saved };
        },
        "DELETE /api/compatibility/people/7": () => {
          people = people.filter((p) => p.id !== 7);
          return { body: { message: "Deleted" } };
        },
      }),
    );
    renderPage(<CompatibilityPage />, "/compatibility");
    const list = await screen.findByTestId("saved-people");
    fireEvent.click(within(list).getByRole("button", { name: /^Sam/ }));
    expect(field("Their Name").value).toBe("Sam");
    expect(
      screen.getByRole("checkbox", { name: "I don't know their birth time" }).getAttribute("aria-checked"),
    ).toBe("true");

    fireEvent.change(field("Their Name"), { target: { value: "Kim" } });
    fireEvent.click(screen.getByRole("button", { name: "Save This Person" }));
    await waitFor(() => expect(screen.getAllByTestId("saved-person")).toHaveLength(2));
    expect(
      calls.find((call) => call.method === "POST" && call.path === "/api/compatibility/people")?.body,
    ).toEqual({ ...EXPECTED_BODY, partnerName: "Kim", birthTime: "", birthTimeKnown: false });

    fireEvent.click(screen.getByRole("button", { name: "Delete Sam" }));
    fireEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getAllByTestId("saved-person")).toHaveLength(1));
  });
});
