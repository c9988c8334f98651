import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNS } from "#contracts/constants";
import { VISUAL_MESSAGES, type VisualPreview } from "#contracts/visuals";
import { skyOfDay } from "#server/charts/sky";
import { decodePng, distinctColours } from "#server/test-support/png";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";
import { POINT_NAME, SIGN_NAME } from "#writing/index";

const NOW = new Date("2026-11-23T10:00:00Z");
const VISUALS_ADMIN = "visuals@example.com";
/** Batches render a dozen cards; generous, so a busy machine never gets near it. */
const BATCH_MS = 240_000;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { VISUALS_ADMIN_EMAILS: VISUALS_ADMIN, IMAGE_WORKERS: "2" } });
  const admin = await insertUser(t.ctx.db, {
    isAdmin: true,
    email: VISUALS_ADMIN,
    timezone: "Europe/Brussels",
  });
  cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, admin.id, NOW);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/visuals/${url}`,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function pngOf(preview: VisualPreview) {
  expect(preview.dataUrl.startsWith("data:image/png;base64,")).toBe(true);
  return decodePng(Buffer.from(preview.dataUrl.slice("data:image/png;base64,".length), "base64"));
}

function expectSize(preview: VisualPreview, width: number, height: number) {
  const image = pngOf(preview);
  expect([image.width, image.height]).toEqual([width, height]);
  expect([preview.width, preview.height]).toEqual([width, height]);
  // Drawn, not blank: the sky background and the text give thousands of colours.
  expect(distinctColours(image)).toBeGreaterThan(500);
}

describe("Roasty Daily Quotes", () => {
  it(
    "makes twelve 1080×1350 posts, Aries to Pisces, each resting on where a body of today's sky really is",
    async () => {
      const response = await post("roasty-quotes");
      expect(response.statusCode).toBe(200);
      const { previews } = response.json() as { previews: VisualPreview[] };
      expect(previews.map((p) => p.sign)).toEqual([...SIGNS]);
      const sky = skyOfDay("2026-11-23", "Europe/Brussels");
      for (const preview of previews) {
        expectSize(preview, 1080, 1350);
        expect(preview.fileName).toMatch(/^roasty-quote-2026-11-23-\d\d-[a-z]+\.png$/);
        // "Today's sky: Saturn in Aries, retrograde · Venus in Libra": every named body is where the engine says.
        const skyLine = /Today's sky: (.+)\)$/.exec(preview.alt)?.[1] ?? "";
        const named = [...skyLine.matchAll(/([A-Z][a-z]+) (?:in|enters|turns \w+ in) ([A-Z][a-z]+)/g)];
        expect(named.length, preview.alt).toBeGreaterThan(0);
        for (const [, body, sign] of named) {
          const position = sky.positions.find((p) => POINT_NAME[p.body] === body);
          expect(position && SIGN_NAME[position.sign], preview.alt).toBe(sign);
        }
      }
    },
    BATCH_MS,
  );

  it(
    "downloads them as one zip of twelve stored (not deflated) 1080-wide PNGs",
    async () => {
      const response = await post("roasty-quotes/download");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/zip");
      expect(response.headers["content-disposition"]).toBe(
        'attachment; filename="roasty-quotes-2026-11-23.zip"',
      );
      const bytes = response.rawPayload;
      const files = unzipSync(new Uint8Array(bytes));
      const names = Object.keys(files);
      expect(names).toHaveLength(12);
      expect(names.map((n) => n.replace(/^roasty-quote-2026-11-23-\d\d-|\.png$/g, ""))).toEqual([...SIGNS]);
      for (const name of names) {
        const image = decodePng(files[name] as Uint8Array);
        expect(image.width).toBe(1080);
        expect(image.height).toBe(1350);
      }
      // Every local file header says method 0 (stored): PNGs are compressed already.
      const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
      let headers = 0;
      for (let at = bytes.indexOf(signature); at !== -1; at = bytes.indexOf(signature, at + 4)) {
        expect(bytes.readUInt16LE(at + 8)).toBe(0);
        headers += 1;
      }
      expect(headers).toBe(12);
    },
    BATCH_MS,
  );
});

describe("the single-visual tools", () => {
  it(
    "builds a USP carousel: a cover, the chosen slides in order and a closing slide; none chosen is refused",
    async () => {
      for (const payload of [{}, { selections: [] }]) {
        const refused = await post("usp-carousel", payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(VISUAL_MESSAGES.uspRequired);
      }
      const unknown = await post("usp-carousel", { selections: ["free-beer"] });
      expect(unknown.statusCode).toBe(400);
      const response = await post("usp-carousel", { selections: ["roast-mode", "real-sky"], theme: "light" });
      expect(response.statusCode).toBe(200);
      const { previews } = response.json() as { previews: VisualPreview[] };
      expect(previews.map((p) => p.id)).toEqual([
        "usp-cover",
        "usp-roast-mode",
        "usp-real-sky",
        "usp-try-it",
      ]);
      for (const preview of previews) expectSize(preview, 1080, 1350);
    },
    BATCH_MS,
  );

  it("writes a compatibility one-liner for two signs and needs both", async () => {
    const refused = await post("compatibility", { sign1: "aries" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VISUAL_MESSAGES.signsRequired);
    const response = await post("compatibility", { sign1: "aries", sign2: "libra" });
    expect(response.statusCode).toBe(200);
    const { preview } = response.json() as { preview: VisualPreview };
    expect(preview.id).toBe("compatibility-aries-libra");
    expect(preview.alt).toContain("Magnetic opposites");
    expectSize(preview, 1080, 1350);
  });

  it("shows what the sky said on a date from 1900-01-01 to today, as a story", async () => {
    for (const [payload, message] of [
      [{}, VISUAL_MESSAGES.dateRequired],
      [{ date: "" }, VISUAL_MESSAGES.dateRequired],
      [{ date: "1899-12-31" }, VISUAL_MESSAGES.dateRange],
      [{ date: "2026-11-24" }, VISUAL_MESSAGES.dateRange],
      [{ date: "1990-02-30" }, VISUAL_MESSAGES.dateRange],
    ] as const) {
      const refused = await post("throwback", payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const response = await post("throwback", { date: "1990-03-14" });
    expect(response.statusCode).toBe(200);
    const { preview } = response.json() as { preview: VisualPreview };
    const sun = skyOfDay("1990-03-14", "UTC").positions.find((p) => p.body === "sun");
    expect(preview.alt).toContain(`Sun in ${SIGN_NAME[sun?.sign ?? "aries"]}`);
    expect(preview.alt).toContain("14 March 1990");
    expectSize(preview, 1080, 1920);
    expect((await post("throwback", { date: "1900-01-01" })).statusCode).toBe(200);
    expect((await post("throwback", { date: "2026-11-23" })).statusCode).toBe(200);
  });

  it("sets an Oracle question and answer as a story, and needs both", async () => {
    const noAnswer = await post("oracle", { question: "Will I finish my novel?", answer: "  " });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().message).toBe(VISUAL_MESSAGES.answerRequired);
    const noQuestion = await post("oracle", { answer: "Only if you start it." });
    expect(noQuestion.json().message).toBe(VISUAL_MESSAGES.questionRequired);
    const response = await post("oracle", {
      question: "Will I finish my novel?",
      answer: "Only if you start it.",
    });
    expect(response.statusCode).toBe(200);
    expectSize((response.json() as { preview: VisualPreview }).preview, 1080, 1920);
  });

  it("says one topic in both voices, and needs the text", async () => {
    const refused = await post("comparison", { text: "   " });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VISUAL_MESSAGES.textRequired);
    const response = await post("comparison", { text: "Texting your ex" });
    expect(response.statusCode).toBe(200);
    const { preview } = response.json() as { preview: VisualPreview };
    expect(preview.alt).toMatch(/Normal: .+ Roast: /);
    expectSize(preview, 1080, 1350);
  });

  it("refuses text the card fonts cannot draw with a 400 naming it, never a 500", async () => {
    const response = await post("comparison", { text: "Texting your ex 🙈" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("🙈");
  });

  it("snapshots a member's Sun, Moon and rising from their chart, or three signs as given", async () => {
    const none = await post("personality", {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(VISUAL_MESSAGES.personalityRequired);
    const two = await post("personality", { sun: "leo", moon: "cancer", userId: "" });
    expect(two.json().message).toBe(VISUAL_MESSAGES.personalityRequired);
    expect((await post("personality", { userId: 987654 })).statusCode).toBe(404);
    const chartless = await insertUser(t.ctx.db);
    const conflict = await post("personality", { userId: chartless.id });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(VISUAL_MESSAGES.noBirthChart);

    const member = await insertUser(t.ctx.db, BRUSSELS_BIRTH);
    const fromChart = await post("personality", { userId: member.id });
    expect(fromChart.statusCode).toBe(200);
    const { preview } = fromChart.json() as { preview: VisualPreview };
    // The Brussels birth: Pisces Sun, Libra Moon, Taurus rising.
    expect(preview.id).toBe("personality-pisces-libra-taurus");
    expectSize(preview, 1080, 1920);
    const typed = await post("personality", { sun: "leo", moon: "cancer", rising: "virgo" });
    expect((typed.json() as { preview: VisualPreview }).preview.id).toBe("personality-leo-cancer-virgo");
  });
});

describe("a visual while the renderer's queue is full", () => {
  let small: TestApp;
  let smallCookie: string;
  beforeAll(async () => {
    small = await createTestApp({
      now: NOW,
      env: { VISUALS_ADMIN_EMAILS: VISUALS_ADMIN, IMAGE_WORKERS: "1", IMAGE_QUEUE_LIMIT: "1" },
    });
    await small.ctx.images.warm();
    const admin = await insertUser(small.ctx.db, { isAdmin: true, email: VISUALS_ADMIN });
    smallCookie = await sessionCookieFor(small.ctx.db, small.ctx.secret, admin.id, NOW);
  });
  afterAll(async () => {
    await small?.close();
  });

  it("answers 503 with Retry-After, and works again once the queue has room", async () => {
    const props = { astroFact: "Mars squares Saturn.", callToAction: "Wait.", dateLabel: "Monday" };
    // One render in the worker (a size whose sky is not drawn yet, so it stays busy) and one waiting.
    const busy = [
      small.ctx.images.render("classic", props, { width: 2160, height: 2160, theme: "light" }),
      small.ctx.images.render("classic", props, { width: 1080, height: 1920, theme: "dark" }),
    ];
    expect(small.ctx.images.stats()).toMatchObject({ busy: 1, queued: 1 });
    const call = () =>
      small.app.inject({
        method: "POST",
        url: "/api/admin/visuals/compatibility",
        headers: { cookie: smallCookie },
        payload: { sign1: "leo", sign2: "leo" },
      });
    const refused = await call();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: VISUAL_MESSAGES.busy, code: "unavailable" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    await Promise.all(busy);
    expect((await call()).statusCode).toBe(200);
  });
});
