// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PERSONALITY_SECTIONS, type PersonalityAnalysis } from "#contracts/insights";
import type { PublicUser } from "#contracts/user";
import { apiError } from "#web/testing/app.tsx";
import { makeUser, mockRoutes, type RouteHandler, renderPage, resetApp } from "#web/testing/routes.tsx";
import { PersonalityAnalysisPage } from "../personality-analysis-page.tsx";
import { formatGeneratedAt } from "./format.ts";
import { SECTION_LOOKS } from "./sections.ts";

// The real toasts, recorded, so a test can tell whether one was raised and none outlives its test.
const toasts = vi.hoisted(() => ({ spy: null as unknown as ReturnType<typeof vi.fn>, ids: [] as number[] }));
vi.mock("#web/lib/use-toast.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#web/lib/use-toast.ts")>();
  toasts.spy = vi.fn((input: Parameters<typeof actual.toast>[0]) => {
    const id = actual.toast(input);
    toasts.ids.push(id);
    return id;
  });
  return { ...actual, toast: toasts.spy };
});

async function dismissAllToasts() {
  const { dismissToast } = await import("#web/lib/use-toast.ts");
  act(() => {
    for (const id of toasts.ids.splice(0)) dismissToast(id);
  });
  toasts.spy.mockClear();
}

const PATH = "/api/personality-analysis";
const TITLES = PERSONALITY_SECTIONS.map((key) => SECTION_LOOKS[key].title);

function makeAnalysis(voice: "Normal" | "Roast"): PersonalityAnalysis {
  const texts = Object.fromEntries(
    PERSONALITY_SECTIONS.map((key) => [key, `${voice} text about ${key}.`]),
  ) as Record<(typeof PERSONALITY_SECTIONS)[number], string>;
  return {
    generatedAt: voice === "Normal" ? "2026-11-23T13:32:00.000Z" : "2026-11-24T08:05:00.000Z",
    ...texts,
    corePersonality: `${voice} core, first paragraph.\n\n${voice} core, second paragraph.`,
    basis: [
      { kind: "placement", body: "sun", sign: "leo", house: 10, retrograde: false },
      { kind: "aspect", a: "moon", b: "saturn", aspect: "square", orbDeg: 1.24 },
    ],
  };
}

const premiumUser = () => makeUser({ subscriptionTier: "premium", subscriptionStatus: "active" });

function routes(user: PublicUser, extra: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/user": () => ({ body: user }),
    [`GET ${PATH}`]: ({ query }) => ({
      body: { analysis: makeAnalysis(query.get("roastMode") === "true" ? "Roast" : "Normal") },
    }),
    ...extra,
  };
}

function modesFetched(calls: ReturnType<typeof mockRoutes>) {
  return calls.filter((call) => call.path === PATH).map((call) => call.query.get("roastMode"));
}

function sectionTitles() {
  return screen
    .getAllByTestId("personality-section")
    .map((section) => within(section).getByRole("heading").textContent);
}

describe("PersonalityAnalysisPage", () => {
  afterEach(async () => {
    resetApp();
    await dismissAllToasts();
  });

  it("shows premium users the fourteen sections in order, the basis and the generation note", async () => {
    const calls = mockRoutes(routes(premiumUser()));
    renderPage(<PersonalityAnalysisPage />, "/personality-analysis");
    expect(await screen.findByRole("heading", { level: 1, name: "Personality Analysis" })).toBeTruthy();
    expect(await screen.findByText(/takes 20-30 seconds/)).toBeTruthy();

    expect(await screen.findByText("Normal text about naturalTalents.")).toBeTruthy();
    expect(sectionTitles()).toEqual(TITLES);
    expect(TITLES).toContain("Love & Relationships");
    const sections = screen.getAllByTestId("personality-section");
    PERSONALITY_SECTIONS.forEach((key, index) => {
      if (key === "corePersonality") return;
      expect(sections[index]?.textContent).toContain(`Normal text about ${key}.`);
    });
    // Blank lines separate paragraphs.
    const core = within(sections[0] as HTMLElement);
    expect(core.getByText("Normal core, first paragraph.").tagName).toBe("P");
    expect(core.getByText("Normal core, second paragraph.").tagName).toBe("P");

    const note = screen.getByTestId("generated-note");
    // 13:32 UTC is 14:32 in the user's zone (Europe/Brussels), whatever the browser's zone.
    expect(note.textContent).toContain("Generated on November 23, 2026 at 14:32.");
    expect(note.textContent).toContain("generated once per mode");
    const why = screen.getByTestId("why-this");
    expect(why.textContent).toContain("Your Sun in Leo · your 10th house");
    expect(why.textContent).toContain("Your Moon square your Saturn · orb 1.2°");

    expect(screen.queryByTestId("personality-lock")).toBeNull();
    expect(modesFetched(calls)).toEqual(["false"]);

    // A jump list leads to each of the fourteen themes.
    const jumps = within(screen.getByRole("navigation", { name: "Jump to a theme" })).getAllByRole("link");
    expect(jumps.map((link) => link.textContent)).toEqual(TITLES);
    jumps.forEach((link, index) => {
      const target = document.getElementById((link.getAttribute("href") ?? "").slice(1));
      expect(target).toBe(sections[index]);
    });
  });

  it("refetches in the roast voice and switches back to the normal one from the cache", async () => {
    const calls = mockRoutes(routes(premiumUser()));
    renderPage(<PersonalityAnalysisPage />, "/personality-analysis");
    await screen.findByText("Normal text about strengths.");
    const normal = screen.getByRole("button", { name: "Normal Mode" });
    const roast = screen.getByRole("button", { name: "Roast Mode" });
    expect(normal.getAttribute("aria-pressed")).toBe("true");
    fireEvent.focus(roast);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Switch to Roast Mode");

    fireEvent.click(roast);
    expect(await screen.findByText("Roast text about strengths.")).toBeTruthy();
    expect(screen.getByText("Roast core, second paragraph.")).toBeTruthy();
    expect(screen.queryByText("Normal text about strengths.")).toBeNull();
    expect(roast.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByTestId("personality-section")).toHaveLength(14);
    expect(screen.getByTestId("generated-note").textContent).toContain("November 24, 2026 at 09:05");
    expect(modesFetched(calls)).toEqual(["false", "true"]);

    fireEvent.click(normal);
    expect(screen.getByText("Normal text about strengths.")).toBeTruthy();
    expect(modesFetched(calls)).toEqual(["false", "true"]);
  });

  it("shows free users blurred placeholders under a lock card and never calls the API", async () => {
    const calls = mockRoutes(routes(makeUser()));
    renderPage(<PersonalityAnalysisPage />, "/personality-analysis");
    const lock = await screen.findByTestId("personality-lock");
    expect(lock.textContent).toContain("Premium feature");
    expect(within(lock).getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeTruthy();
    expect(sectionTitles()).toEqual(TITLES);
    const placeholder = screen.getAllByTestId("personality-section")[0]?.querySelector("p[aria-hidden]");
    expect(placeholder?.className).toContain("blur");
    expect(screen.queryByText(/text about/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Roast Mode" })).toBeNull();
    // Give a stray request the chance to happen before asserting there was none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(modesFetched(calls)).toEqual([]);
  });

  it("toasts the server's message on failure and offers a retry", async () => {
    let fail = true;
    const calls = mockRoutes(
      routes(premiumUser(), {
        [`GET ${PATH}`]: () =>
          fail
            ? { status: 500, body: { message: "The stars are offline right now.", code: "internal" } }
            : { body: { analysis: makeAnalysis("Normal") } },
      }),
    );
    renderPage(<PersonalityAnalysisPage />, "/personality-analysis");
    const toast = await screen.findByTestId("toast");
    expect(within(toast).getByText("Error loading personality analysis")).toBeTruthy();
    expect(within(toast).getByText("The stars are offline right now.")).toBeTruthy();
    expect(toast.className).toContain("bg-destructive-solid");
    expect(toasts.spy).toHaveBeenCalledTimes(1);
    const alert = screen.getByTestId("personality-error");
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain("The stars are offline right now.");
    expect(screen.queryAllByTestId("personality-section")).toHaveLength(0);

    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Normal text about lifePurpose.")).toBeTruthy();
    expect(screen.queryByTestId("personality-error")).toBeNull();
    expect(modesFetched(calls)).toEqual(["false", "false"]);
  });

  it("asks for the birth chart on 409, without a toast", async () => {
    mockRoutes(
      routes(premiumUser(), {
        [`GET ${PATH}`]: () => apiError(409, "no_birth_chart", "Add your birth data first."),
      }),
    );
    renderPage(<PersonalityAnalysisPage />, "/personality-analysis");
    const prompt = await screen.findByTestId("personality-needs-chart");
    expect(prompt.textContent).toContain("reads your birth chart");
    const link = within(prompt).getByRole("link", { name: "Complete your birth chart" });
    expect(link.getAttribute("href")).toBe("/birth-chart");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts.spy).not.toHaveBeenCalled();
    expect(screen.queryByTestId("toast")).toBeNull();
    expect(screen.queryByTestId("personality-error")).toBeNull();
  });
});

describe("formatGeneratedAt", () => {
  it("writes the instant in the given zone", () => {
    expect(formatGeneratedAt("2026-11-23T13:32:00.000Z", "Europe/Brussels")).toBe(
      "November 23, 2026 at 14:32",
    );
    expect(formatGeneratedAt("2026-11-23T13:32:00.000Z", "America/New_York")).toBe(
      "November 23, 2026 at 08:32",
    );
    expect(formatGeneratedAt("2026-11-23T23:05:00.000Z", "Asia/Tokyo")).toBe("November 24, 2026 at 08:05");
    expect(formatGeneratedAt("not a date", "UTC")).toBe("not a date");
  });
});
