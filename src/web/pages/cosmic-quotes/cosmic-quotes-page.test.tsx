// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DAILY_DOSE_MESSAGES, type DailyDoseResult } from "#contracts/daily-dose";
import type { PublicUser } from "#contracts/user";
import { findToast, makeUser, renderPage, resetApp } from "#web/testing/routes.tsx";
import { CosmicQuotesPage } from "../cosmic-quotes-page.tsx";
import { AGAIN_LABEL, FIRST_LABEL } from "./dose-card.tsx";

const premium = makeUser({ subscriptionTier: "premium", subscriptionStatus: "active" });
const free = makeUser({ subscriptionTier: "free" });

const DOSES: DailyDoseResult[] = [
  {
    astroFact: "Mars squares Saturn at 14:03 your time. Translation: your temper versus reality, round one.",
    callToAction: "Do the boring task. Yes, that one.",
    basis: [{ kind: "sky-aspect", a: "mars", b: "saturn", aspect: "square", exact: "2026-11-22T13:03:00Z" }],
  },
  {
    astroFact: "The Moon enters Leo at 09:12 your time: your mood just got dramatic and attention-seeking.",
    callToAction: "Feel it, name it, then get on with your day.",
    basis: [{ kind: "sky", body: "moon", sign: "leo", retrograde: false, event: "ingress" }],
  },
];

interface Api {
  user: PublicUser;
  dose?: (n: number) => { status: number; body: unknown };
  image?: (theme: string) => { status: number; body?: unknown };
}

/** A fake API: the user, the dose call and the image call (a PNG blob or a JSON error). */
function mockApi({ user, dose, image }: Api) {
  const calls: { method: string; path: string; query: URLSearchParams }[] = [];
  let doses = 0;
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input.toString(), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    calls.push({ method, path: url.pathname, query: url.searchParams });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.pathname === "/api/user") return json(200, user);
    if (method === "POST" && url.pathname === "/api/cosmic-quote") {
      const answer = dose ? dose(doses) : { status: 200, body: DOSES[doses % DOSES.length] };
      doses += 1;
      return json(answer.status, answer.body);
    }
    if (url.pathname === "/api/quote-image") {
      const answer = image?.(url.searchParams.get("theme") ?? "") ?? { status: 200 };
      if (answer.status !== 200) return json(answer.status, answer.body);
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        status: 200,
        headers: { "content-type": "image/png" },
      });
    }
    return json(404, { message: "Not found" });
  });
  return calls;
}

beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => `blob:card-${++n}`);
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
});
afterEach(() => {
  resetApp();
  vi.restoreAllMocks();
});

describe("Daily Dose page", () => {
  it("offers free members the upgrade, with the API's words, and calls nothing premium", async () => {
    const calls = mockApi({ user: free });
    renderPage(<CosmicQuotesPage />, "/cosmic-quotes");
    expect(await screen.findByText(DAILY_DOSE_MESSAGES.premium)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: FIRST_LABEL })).toBeNull();
    expect(calls.some((c) => c.path !== "/api/user")).toBe(false);
  });

  it("generates a dose, loads both cards at once and offers a new dose", async () => {
    const calls = mockApi({ user: premium });
    renderPage(<CosmicQuotesPage />, "/cosmic-quotes");
    fireEvent.click(await screen.findByRole("button", { name: FIRST_LABEL }));
    expect(await findToast("New daily dose of zero generated!")).toBeTruthy();
    expect(screen.getByTestId("dose-fact").textContent).toBe(DOSES[0]?.astroFact);
    expect(screen.getByTestId("dose-cta").textContent).toBe(DOSES[0]?.callToAction);
    await waitFor(() => expect(screen.getAllByRole("img", { name: /Daily Dose card/ })).toHaveLength(2));

    const images = calls.filter((c) => c.path === "/api/quote-image");
    expect(images.map((c) => c.query.get("theme")).sort()).toEqual(["dark", "light"]);
    for (const call of images) {
      expect(call.query.get("astroFact")).toBe(DOSES[0]?.astroFact);
      expect(call.query.get("callToAction")).toBe(DOSES[0]?.callToAction);
      expect(call.query.get("template")).toBe("classic");
    }

    fireEvent.click(screen.getByRole("button", { name: AGAIN_LABEL }));
    await waitFor(() => expect(screen.getByTestId("dose-fact").textContent).toBe(DOSES[1]?.astroFact));
  });

  it("downloads a card under its file name and says so", async () => {
    mockApi({ user: premium });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage(<CosmicQuotesPage />, "/cosmic-quotes");
    fireEvent.click(await screen.findByRole("button", { name: FIRST_LABEL }));
    await waitFor(() => expect(screen.getAllByRole("img", { name: /Daily Dose card/ })).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "Download dark card" }));
    expect(await findToast("Image downloaded")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download light card" }));
    await waitFor(() =>
      expect(clicked).toEqual(["daily-dose-of-zero-dark.png", "daily-dose-of-zero-light.png"]),
    );
    // No file sharing in this browser: the four networks and the text.
    for (const network of ["X", "Facebook", "WhatsApp", "Pinterest"]) {
      expect(screen.getByRole("link", { name: `Share on ${network}` })).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "Copy text" })).toBeTruthy();
  });

  it("shows the server's message when a dose fails, and the fallback otherwise", async () => {
    mockApi({
      user: premium,
      dose: (n) =>
        n === 0
          ? { status: 429, body: { message: DAILY_DOSE_MESSAGES.rateLimited, code: "rate_limited" } }
          : { status: 500, body: "" },
    });
    renderPage(<CosmicQuotesPage />, "/cosmic-quotes");
    fireEvent.click(await screen.findByRole("button", { name: FIRST_LABEL }));
    const first = await findToast("Daily Dose generation failed");
    expect(first.textContent).toContain(DAILY_DOSE_MESSAGES.rateLimited);
    fireEvent.click(screen.getByRole("button", { name: FIRST_LABEL }));
    await waitFor(async () =>
      expect((await findToast("Daily Dose generation failed")).textContent).toContain(
        DAILY_DOSE_MESSAGES.failed,
      ),
    );
  });

  it("says when a card could not be drawn and offers to try again", async () => {
    mockApi({
      user: premium,
      image: (theme) => (theme === "dark" ? { status: 503, body: { message: "busy" } } : { status: 200 }),
    });
    renderPage(<CosmicQuotesPage />, "/cosmic-quotes");
    fireEvent.click(await screen.findByRole("button", { name: FIRST_LABEL }));
    const toast = await findToast("Image generation failed");
    expect(toast.textContent).toContain("Please try again");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: /Daily Dose card/ })).toHaveLength(1);
  });
});
