// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ORACLE_MESSAGES, type OracleEntry } from "#contracts/insights";
import type { PublicUser } from "#contracts/user";
import { apiError, holdPosts } from "#web/testing/app.tsx";
import {
  findToast,
  makeUser,
  mockRoutes,
  type RecordedCall,
  type RouteHandler,
  renderPage,
  resetApp,
} from "#web/testing/routes.tsx";
import { AskOraclePage } from "../ask-oracle-page.tsx";

const premium = makeUser({ subscriptionTier: "premium", subscriptionStatus: "active" });

function makeEntry(overrides: Partial<OracleEntry> = {}): OracleEntry {
  return {
    id: 7,
    question: "Will things work out with the guy I met last month?",
    answer: "Venus in Cancer keeps receipts.\n\nMars on your Ascendant says: talk to him.",
    roastMode: false,
    createdAt: "2024-11-23T13:05:00.000Z",
    topic: "love",
    basis: [
      { kind: "placement", body: "venus", sign: "cancer", house: 10, retrograde: false },
      {
        kind: "transit",
        transiting: "mars",
        natal: "ascendant",
        aspect: "conjunction",
        orbDeg: 0.8,
        exact: "2024-11-24T20:40:00.000Z",
      },
    ],
    ...overrides,
  };
}

function routes(user: PublicUser, extra: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /api/user": () => ({ body: user }),
    "GET /api/oracle-today": () => ({ body: null }),
    "GET /api/oracle-history": () => ({ body: [] }),
    ...extra,
  };
}

function oracleCalls(calls: RecordedCall[], path: string) {
  return calls.filter((call) => call.path === path);
}

async function questionField() {
  return (await screen.findByLabelText("Your question")) as HTMLTextAreaElement;
}

function askButton() {
  return screen.getByRole("button", { name: "Ask" }) as HTMLButtonElement;
}

describe("AskOraclePage", () => {
  afterEach(resetApp);

  it("shows free users the upgrade card and calls no premium endpoint", async () => {
    const calls = mockRoutes(routes(makeUser()));
    renderPage(<AskOraclePage />, "/ask-oracle");
    expect(await screen.findByRole("heading", { level: 1, name: "Ask the Oracle" })).toBeTruthy();
    const card = await screen.findByTestId("oracle-upgrade");
    expect(card.textContent).toContain("today's transits");
    // The upgrade starts the checkout itself (checkout-button.test.tsx follows it through).
    expect(within(card).getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeTruthy();
    expect(screen.queryByLabelText("Your question")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show Question History" })).toBeNull();
    // Let any stray query fire before checking.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path.startsWith("/api/") && call.path !== "/api/user")).toEqual([]);
  });

  it("shows today's session with time in the user's zone, the basis and the note, and no form", async () => {
    mockRoutes(
      routes(premium, { "GET /api/oracle-today": () => ({ body: makeEntry({ roastMode: true }) }) }),
    );
    renderPage(<AskOraclePage />, "/ask-oracle");
    const card = await screen.findByTestId("oracle-session");
    expect(within(card).getByRole("heading", { name: "Today's Oracle Session" })).toBeTruthy();
    expect(within(card).getByTestId("oracle-question").textContent).toBe(
      "Will things work out with the guy I met last month?",
    );
    // 13:05 UTC is 14:05 in Brussels (the user's zone).
    expect(within(card).getByText("14:05").getAttribute("datetime")).toBe("2024-11-23T13:05:00.000Z");
    expect(within(card).getByText("Roast Mode")).toBeTruthy();
    const answer = within(card).getByTestId("oracle-answer");
    expect(answer.querySelectorAll("p")).toHaveLength(2);
    expect(answer.textContent).toContain("Mars on your Ascendant says: talk to him.");
    expect(within(card).getByTestId("oracle-topic").textContent).toBe("Topic: Love");
    const why = within(card).getByTestId("why-this");
    expect(why.textContent).toContain("Your Venus in Cancer · your 10th house");
    expect(why.textContent).toContain("Mars conjunction your Ascendant · orb 0.8°");
    expect(within(card).getByText("You can ask your next question tomorrow at midnight")).toBeTruthy();
    expect(screen.queryByLabelText("Your question")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ask" })).toBeNull();
  });

  it("uses the user's own time zone and leaves the roast badge out in the normal voice", async () => {
    mockRoutes(
      routes(makeUser({ ...premium, timezone: "Asia/Tokyo" }), {
        "GET /api/oracle-today": () => ({ body: makeEntry() }),
      }),
    );
    renderPage(<AskOraclePage />, "/ask-oracle");
    const card = await screen.findByTestId("oracle-session");
    expect(within(card).getByText("22:05")).toBeTruthy();
    expect(within(card).queryByText("Roast Mode")).toBeNull();
  });

  it("counts characters, limits the question to 500 and warns near the limit", async () => {
    mockRoutes(routes(premium));
    renderPage(<AskOraclePage />, "/ask-oracle");
    const field = await questionField();
    const counter = screen.getByTestId("question-counter");
    expect(screen.getByTestId("oracle-ask").textContent).toContain("You have not asked the Oracle anything");
    expect(field.maxLength).toBe(500);
    expect(field.getAttribute("aria-describedby")).toContain(counter.id);
    expect(counter.textContent).toContain("0/500");
    expect(counter.className).toContain("text-muted-foreground");

    fireEvent.change(field, { target: { value: "Should I move?" } });
    expect(counter.textContent).toContain("14/500");
    expect(counter.getAttribute("data-near-limit")).toBeNull();

    fireEvent.change(field, { target: { value: "a".repeat(450) } });
    expect(counter.textContent).toContain("450/500");
    expect(counter.getAttribute("data-near-limit")).toBe("true");
    expect(counter.className).toContain("text-amber-300");

    fireEvent.change(field, { target: { value: "b".repeat(520) } });
    expect(field.value).toHaveLength(500);
    expect(counter.textContent).toContain("500/500");
    expect(counter.className).toContain("text-red-300");
  });

  it("describes the roast switch in both positions", async () => {
    mockRoutes(routes(premium));
    renderPage(<AskOraclePage />, "/ask-oracle");
    await questionField();
    const roast = screen.getByRole("switch", { name: "Roast Mode" });
    expect(roast.getAttribute("aria-checked")).toBe("false");
    const description = document.getElementById(roast.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Get honest but kind insights");
    fireEvent.click(roast);
    expect(roast.getAttribute("aria-checked")).toBe("true");
    expect(description?.textContent).toBe("Prepare for maximum brutality");
    // Its visible label toggles it too.
    fireEvent.click(screen.getByText("Roast Mode"));
    expect(roast.getAttribute("aria-checked")).toBe("false");
    expect(description?.textContent).toBe("Get honest but kind insights");
  });

  it("refuses an empty question on the client with the server's message", async () => {
    const calls = mockRoutes(routes(premium));
    renderPage(<AskOraclePage />, "/ask-oracle");
    const field = await questionField();
    fireEvent.change(field, { target: { value: "   \n " } });
    fireEvent.click(askButton());
    expect((await screen.findByRole("alert")).textContent).toBe(ORACLE_MESSAGES.empty);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(oracleCalls(calls, "/api/ask-oracle")).toHaveLength(0);
    // Typing clears the message.
    fireEvent.change(field, { target: { value: "Now?" } });
    expect(screen.queryByText(ORACLE_MESSAGES.empty)).toBeNull();
  });

  it("asks, shows the wait, then shows today's session instead of the form", async () => {
    let asked: OracleEntry | null = null;
    const calls = mockRoutes(
      routes(premium, {
        "GET /api/oracle-today": () => ({ body: asked }),
        "POST /api/ask-oracle": ({ body }) => {
          const { question, roastMode } = body as { question: string; roastMode: boolean };
          asked = makeEntry({ question, roastMode, answer: "Roasted: text him already." });
          return { body: asked };
        },
      }),
    );
    const release = holdPosts();

    renderPage(<AskOraclePage />, "/ask-oracle");
    const field = await questionField();
    fireEvent.change(field, { target: { value: "  Should I text him?  " } });
    fireEvent.click(screen.getByRole("switch", { name: "Roast Mode" }));
    fireEvent.click(askButton());

    expect(
      (await screen.findByText("The Oracle is consulting your chart… this takes 20-30 seconds")).closest(
        "[role=status]",
      ),
    ).toBeTruthy();
    expect(field.disabled).toBe(true);
    expect(askButton().disabled).toBe(true);
    expect((screen.getByRole("switch", { name: "Roast Mode" }) as HTMLButtonElement).disabled).toBe(true);

    release();
    const card = await screen.findByTestId("oracle-session");
    // The answer is the news: no toast repeats it.
    expect(screen.queryByText("Oracle has spoken")).toBeNull();
    expect(within(card).getByTestId("oracle-question").textContent).toBe("Should I text him?");
    expect(within(card).getByText("Roasted: text him already.")).toBeTruthy();
    expect(within(card).getByText("Roast Mode")).toBeTruthy();
    expect(screen.queryByLabelText("Your question")).toBeNull();
    expect(oracleCalls(calls, "/api/ask-oracle").map((call) => call.body)).toEqual([
      { question: "Should I text him?", roastMode: true },
    ]);
    await waitFor(() => expect(oracleCalls(calls, "/api/oracle-today")).toHaveLength(2));
  });

  it("shows help for a question in crisis, with no cheerful toast, and keeps the form open", async () => {
    const help = "What you wrote sounds really heavy. If you are in danger right now, call 112.";
    mockRoutes(
      routes(premium, {
        "POST /api/ask-oracle": () => ({
          body: makeEntry({ id: 0, answer: help, topic: "general", basis: [], safety: "crisis" }),
        }),
      }),
    );
    renderPage(<AskOraclePage />, "/ask-oracle");
    fireEvent.change(await questionField(), { target: { value: "I want to die" } });
    // Toasts of earlier tests may still be on screen: count, do not look for absence.
    const spokenBefore = screen.queryAllByText("Oracle has spoken").length;
    fireEvent.click(askButton());
    const card = await screen.findByTestId("oracle-safety-reply");
    expect(card.getAttribute("role")).toBe("alert");
    expect(within(card).getByText("You matter more than any chart")).toBeTruthy();
    expect(within(card).getByText(help)).toBeTruthy();
    expect(screen.queryAllByText("Oracle has spoken")).toHaveLength(spokenBefore);
    expect(screen.queryByTestId("oracle-session")).toBeNull();
    expect(await questionField()).toBeTruthy();
  });

  it("on 429 says 'Oracle is silent' with the server's message and shows today's session", async () => {
    let askedElsewhere = false;
    const calls = mockRoutes(
      routes(premium, {
        "GET /api/oracle-today": () => ({ body: askedElsewhere ? makeEntry() : null }),
        "POST /api/ask-oracle": () => {
          askedElsewhere = true;
          return {
            status: 429,
            body: { message: ORACLE_MESSAGES.alreadyAsked, code: "daily_limit", error: "already_asked" },
          };
        },
      }),
    );
    renderPage(<AskOraclePage />, "/ask-oracle");
    fireEvent.change(await questionField(), { target: { value: "Again?" } });
    fireEvent.click(askButton());
    const toast = await findToast(ORACLE_MESSAGES.alreadyAsked);
    expect(within(toast).getByText("Oracle is silent")).toBeTruthy();
    expect(await screen.findByTestId("oracle-session")).toBeTruthy();
    expect(oracleCalls(calls, "/api/oracle-today")).toHaveLength(2);
  });

  it("falls back to 'Failed to ask the oracle' and shows a 400 under the field", async () => {
    let answer = { status: 502, body: undefined as unknown };
    mockRoutes(routes(premium, { "POST /api/ask-oracle": () => answer }));
    renderPage(<AskOraclePage />, "/ask-oracle");
    fireEvent.change(await questionField(), { target: { value: "Will it rain?" } });
    fireEvent.click(askButton());
    const toast = await findToast("Failed to ask the oracle");
    expect(within(toast).getByText("Oracle is silent")).toBeTruthy();

    answer = {
      status: 400,
      body: { message: ORACLE_MESSAGES.tooLong, code: "invalid_input", field: "question" },
    };
    fireEvent.click(askButton());
    await waitFor(() =>
      expect(screen.getAllByText(ORACLE_MESSAGES.tooLong).length).toBeGreaterThanOrEqual(2),
    );
    const field = screen.getByLabelText("Your question");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe(ORACLE_MESSAGES.tooLong);
  });

  it("shows and hides the question history, fetched only when shown", async () => {
    const calls = mockRoutes(
      routes(premium, {
        "GET /api/oracle-history": () => ({
          body: [
            makeEntry({
              id: 2,
              question: "Is now the time?",
              answer: "Not yet.",
              roastMode: true,
              createdAt: "2024-11-23T23:30:00.000Z",
            }),
            makeEntry({
              id: 1,
              question: "Should I move?",
              answer: "Yes.",
              createdAt: "2024-11-20T09:00:00Z",
            }),
          ],
        }),
      }),
    );
    renderPage(<AskOraclePage />, "/ask-oracle");
    const show = await screen.findByRole("button", { name: "Show Question History" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    expect(oracleCalls(calls, "/api/oracle-history")).toHaveLength(0);
    fireEvent.click(show);

    const history = await screen.findByTestId("oracle-history");
    expect(within(history).getByRole("heading", { name: "Question History" })).toBeTruthy();
    const entries = await within(history).findAllByTestId("oracle-history-entry");
    expect(entries).toHaveLength(2);
    const [newest, older] = entries as [HTMLElement, HTMLElement];
    // 23:30 UTC on Nov 23 is already Nov 24 in Brussels.
    expect(within(newest).getByText("November 24, 2024")).toBeTruthy();
    expect(within(newest).getByText("Is now the time?")).toBeTruthy();
    expect(within(newest).getByText("Not yet.")).toBeTruthy();
    expect(within(newest).getByText("Roast Mode")).toBeTruthy();
    expect(within(older).getByText("November 20, 2024")).toBeTruthy();
    expect(within(older).getByText("Should I move?")).toBeTruthy();
    expect(within(older).queryByText("Roast Mode")).toBeNull();
    expect(oracleCalls(calls, "/api/oracle-history")).toHaveLength(1);

    const hide = screen.getByRole("button", { name: "Hide Question History" });
    expect(hide.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(hide);
    expect(screen.queryByTestId("oracle-history")).toBeNull();
    expect(screen.getByRole("button", { name: "Show Question History" })).toBeTruthy();
  });

  it("says when no question was asked yet", async () => {
    mockRoutes(routes(premium));
    renderPage(<AskOraclePage />, "/ask-oracle");
    fireEvent.click(await screen.findByRole("button", { name: "Show Question History" }));
    expect(await screen.findByText("No questions asked yet")).toBeTruthy();
  });

  it("asks for the birth chart on 409 instead of the form", async () => {
    mockRoutes(
      routes(premium, {
        "GET /api/oracle-today": () => apiError(409, "no_birth_chart", ORACLE_MESSAGES.noBirthData),
      }),
    );
    renderPage(<AskOraclePage />, "/ask-oracle");
    const prompt = await screen.findByTestId("oracle-birth-chart");
    expect(within(prompt).getByText(ORACLE_MESSAGES.noBirthData)).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "Complete your birth chart" }).getAttribute("href")).toBe(
      "/birth-chart",
    );
    expect(screen.queryByLabelText("Your question")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
