import { zipSync } from "fflate";
import type { z } from "zod";
import { MONTH_NAMES } from "#contracts/calendar";
import { SIGNS } from "#contracts/constants";
import {
  type personalityVisualBodySchema,
  ROASTY_QUOTE_COUNT,
  USP_OPTIONS,
  type UspId,
  VISUAL_FORMATS,
  VISUAL_MESSAGES,
  VISUAL_TOOLS,
  type VisualPreview,
  type VisualTheme,
} from "#contracts/visuals";
import type { AppContext } from "#server/app-context";
import { bigThreeOf } from "#server/charts/chart-facts";
import { hasBirthData, loadChart } from "#server/charts/chart-store";
import { skyOfDay } from "#server/charts/sky";
import type { UserRow } from "#server/db/schema";
import { badRequest, conflict, notFound } from "#server/errors";
import { renderForRequest } from "#server/platform/images/render-for-request";
import type { UserContext } from "#server/platform/request-context";
import { findUserById } from "#server/repositories/users";
import {
  composeBigThreeSnapshot,
  composeSignPairLine,
  composeSignQuote,
  composeSkyThrowback,
  composeVoiceComparison,
  formatDateWithYear,
  localDateOf,
  type Sign,
  weekdayOf,
} from "#writing/index";

/**
 * The Visual Generator: every tool writes its text (from the real sky where it speaks about one),
 * renders it with the shared card renderer at the tool's size, and answers data-URL previews. A
 * batch renders as many cards at a time as there are render workers, so it never fills the queue
 * on its own; a queue full of other work answers 503 with Retry-After.
 */

type Tool = keyof typeof VISUAL_TOOLS;

interface Card {
  template: string;
  props: Record<string, unknown>;
  /** What the preview is called: its sign, or an id. */
  sign?: Sign;
  id?: string;
  fileName: string;
  alt: string;
}

export interface RenderedVisual extends Card {
  png: Buffer;
  width: number;
  height: number;
}

const zoneOf = (user: UserRow) => user.timezone ?? "UTC";

/** The admin's today, in their own zone: the day the posts are for. */
function todayOf(ctx: AppContext, admin: UserRow): string {
  return localDateOf(ctx.now().toISOString(), zoneOf(admin));
}

const dateLabel = (date: string) => `${weekdayOf(date)}, ${formatDateWithYear(date)}`;

async function renderCards(
  ctx: AppContext,
  tool: Tool,
  theme: VisualTheme,
  cards: Card[],
): Promise<RenderedVisual[]> {
  const size = VISUAL_FORMATS[VISUAL_TOOLS[tool]];
  const out: RenderedVisual[] = new Array(cards.length);
  let next = 0;
  // As many at a time as there are workers: the batch keeps them busy without taking the queue.
  const lanes = Math.max(1, Math.min(ctx.config.images.workers, cards.length));
  const lane = async () => {
    while (next < cards.length) {
      const index = next++;
      const card = cards[index] as Card;
      const { png } = await renderForRequest(
        ctx.images,
        card,
        { width: size.width, height: size.height, theme },
        VISUAL_MESSAGES.busy,
      );
      out[index] = { ...card, png, width: size.width, height: size.height };
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return out;
}

export function toPreview(visual: RenderedVisual): VisualPreview {
  return {
    dataUrl: `data:image/png;base64,${visual.png.toString("base64")}`,
    ...(visual.sign ? { sign: visual.sign } : {}),
    ...(visual.id ? { id: visual.id } : {}),
    fileName: visual.fileName,
    alt: visual.alt,
    width: visual.width,
    height: visual.height,
  };
}

/** The twelve Roasty Daily Quotes of the admin's today, Aries to Pisces, each from that day's sky. */
export async function roastyQuotes(
  rc: UserContext,
  { theme }: { theme: VisualTheme },
): Promise<RenderedVisual[]> {
  const { app: ctx, user: admin } = rc;
  const date = todayOf(ctx, admin);
  const sky = skyOfDay(date, zoneOf(admin));
  const cards = SIGNS.slice(0, ROASTY_QUOTE_COUNT).map((sign, index): Card => {
    const quote = composeSignQuote(sky, sign, "roast", date);
    return {
      template: "sign-quote",
      props: {
        sign,
        flavour: quote.flavour,
        quote: quote.quote,
        skyLine: quote.skyLine,
        dateLabel: dateLabel(date),
      },
      sign,
      fileName: `roasty-quote-${date}-${String(index + 1).padStart(2, "0")}-${sign}.png`,
      alt: `${sign.charAt(0).toUpperCase()}${sign.slice(1)}: ${quote.quote} (Today's sky: ${quote.skyLine})`,
    };
  });
  return renderCards(ctx, "roastyQuotes", theme, cards);
}

/** The twelve quotes as one zip; PNGs are stored, not deflated again (they are compressed already). */
export async function roastyQuotesZip(
  rc: UserContext,
  { theme }: { theme: VisualTheme },
): Promise<{ zip: Uint8Array; fileName: string }> {
  const { app: ctx, user: admin } = rc;
  const visuals = await roastyQuotes(rc, { theme });
  const files = Object.fromEntries(
    visuals.map((v) => [
      v.fileName,
      [new Uint8Array(v.png.buffer, v.png.byteOffset, v.png.byteLength), { level: 0 }],
    ]),
  ) as Parameters<typeof zipSync>[0];
  return { zip: zipSync(files, { level: 0 }), fileName: `roasty-quotes-${todayOf(ctx, admin)}.zip` };
}

const COVER = {
  glyph: "✦",
  title: "Astrology with the fluff taken out",
  body: "Swipe for the reasons people stay. Real planets, real times, real talk.",
};
const CLOSING = {
  glyph: "☉",
  title: "Try it free",
  body: "Your birth chart in two minutes, your first horoscope right after. Premium when you want the roast.",
};

/** The USP carousel: a cover, one slide per chosen USP (in the order chosen), a closing slide. */
export async function uspCarousel(
  rc: UserContext,
  { selections, theme }: { selections: UspId[]; theme: VisualTheme },
): Promise<RenderedVisual[]> {
  const { app: ctx } = rc;
  const chosen = [...new Set(selections)]
    .map((id) => USP_OPTIONS.find((u) => u.id === id))
    .filter((u) => u !== undefined);
  const slides = [
    { id: "cover", ...COVER },
    ...chosen.map((u) => ({ id: u.id, glyph: u.glyph, title: u.title, body: u.body })),
    { id: "try-it", ...CLOSING },
  ];
  const cards = slides.map(
    (slide, index): Card => ({
      template: "usp-slide",
      props: {
        glyph: slide.glyph,
        title: slide.title,
        body: slide.body,
        position: `${index + 1} / ${slides.length}`,
      },
      id: `usp-${slide.id}`,
      fileName: `usp-carousel-${String(index + 1).padStart(2, "0")}-${slide.id}.png`,
      alt: `${slide.title}. ${slide.body}`,
    }),
  );
  return renderCards(ctx, "uspCarousel", theme, cards);
}

export async function compatibilityVisual(
  rc: UserContext,
  { sign1, sign2, theme }: { sign1: Sign; sign2: Sign; theme: VisualTheme },
) {
  const { app: ctx } = rc;
  const pair = composeSignPairLine(sign1, sign2, "roast", `${sign1}|${sign2}`);
  const id = `compatibility-${sign1}-${sign2}`;
  const [visual] = await renderCards(ctx, "compatibility", theme, [
    {
      template: "sign-pair",
      props: { sign1, sign2, label: pair.label, line: pair.line },
      id,
      fileName: `${id}.png`,
      alt: `${sign1} and ${sign2}, ${pair.label}: ${pair.line}`,
    },
  ]);
  return visual as RenderedVisual;
}

/** "14 March 1990" for "1990-03-14". */
function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** What the sky said on a date from 1900-01-01 to the admin's today. */
export async function throwbackVisual(
  rc: UserContext,
  { date, theme }: { date: string; theme: VisualTheme },
) {
  const { app: ctx, user: admin } = rc;
  if (date > todayOf(ctx, admin)) throw badRequest(VISUAL_MESSAGES.dateRange, { field: "date" });
  const sky = skyOfDay(date, "UTC");
  const throwback = composeSkyThrowback(sky, "roast", date);
  const retrograde = throwback.basis.find((b) => b.kind === "sky" && b.retrograde);
  const facts = throwback.facts.map((fact) => ({
    glyph: fact.body === "retrograde" ? (retrograde?.kind === "sky" ? retrograde.body : "spark") : fact.body,
    text: fact.text,
  }));
  const id = `throwback-${date}`;
  const [visual] = await renderCards(ctx, "throwback", theme, [
    {
      template: "sky-throwback",
      props: { date: longDate(date), weekday: weekdayOf(date), facts, line: throwback.line },
      id,
      fileName: `${id}.png`,
      alt: `${longDate(date)}: ${throwback.facts.map((f) => f.text).join(", ")}. ${throwback.line}`,
    },
  ]);
  return visual as RenderedVisual;
}

export async function oracleVisual(
  rc: UserContext,
  body: { question: string; answer: string; theme: VisualTheme },
) {
  const { app: ctx, user: admin } = rc;
  const { theme } = body;
  const [visual] = await renderCards(ctx, "oracle", theme, [
    {
      template: "oracle-card",
      props: { question: body.question, answer: body.answer, dateLabel: dateLabel(todayOf(ctx, admin)) },
      id: "oracle",
      fileName: `ask-the-oracle-${todayOf(ctx, admin)}.png`,
      alt: `Question: ${body.question} The Oracle says: ${body.answer}`,
    },
  ]);
  return visual as RenderedVisual;
}

/** One topic in the normal and the roast voice, both from today's Moon. */
export async function comparisonVisual(
  rc: UserContext,
  { text, theme }: { text: string; theme: VisualTheme },
) {
  const { app: ctx, user: admin } = rc;
  const date = todayOf(ctx, admin);
  const pair = composeVoiceComparison(text, skyOfDay(date, zoneOf(admin)), date);
  const [visual] = await renderCards(ctx, "comparison", theme, [
    {
      template: "voice-comparison",
      props: { topic: text, normal: pair.normal, roast: pair.roast, dateLabel: dateLabel(date) },
      id: "comparison",
      fileName: `normal-vs-roast-${date}.png`,
      alt: `${text}. Normal: ${pair.normal} Roast: ${pair.roast}`,
    },
  ]);
  return visual as RenderedVisual;
}

type PersonalityBody = z.output<typeof personalityVisualBodySchema>;

/** The three signs: from a member's chart when a user id is given, otherwise as typed. */
async function signsFor(
  ctx: AppContext,
  body: PersonalityBody,
): Promise<{ sun: Sign; moon: Sign; rising: Sign }> {
  if (body.userId == null) {
    if (!body.sun || !body.moon || !body.rising)
      throw badRequest(VISUAL_MESSAGES.personalityRequired, { field: "userId" });
    return { sun: body.sun, moon: body.moon, rising: body.rising };
  }
  const user = await findUserById(ctx.db, body.userId);
  if (!user) throw notFound(VISUAL_MESSAGES.userNotFound);
  if (!hasBirthData(user)) throw conflict(VISUAL_MESSAGES.noBirthChart, { code: "no_birth_chart" });
  const three = bigThreeOf(await loadChart(ctx, user));
  const rising = three.rising ?? body.rising;
  if (!rising) throw conflict(VISUAL_MESSAGES.noBirthChart, { code: "no_birth_chart" });
  return { sun: three.sun, moon: three.moon, rising };
}

export async function personalityVisual(rc: UserContext, body: PersonalityBody & { theme: VisualTheme }) {
  const { app: ctx } = rc;
  const { theme } = body;
  const signs = await signsFor(ctx, body);
  const snapshot = composeBigThreeSnapshot(signs, "roast", `${signs.sun}|${signs.moon}|${signs.rising}`);
  const id = `personality-${signs.sun}-${signs.moon}-${signs.rising}`;
  const [visual] = await renderCards(ctx, "personality", theme, [
    {
      template: "big-three",
      props: {
        rows: [
          { point: "Sun", sign: signs.sun, text: snapshot.sun },
          { point: "Moon", sign: signs.moon, text: snapshot.moon },
          { point: "Rising", sign: signs.rising, text: snapshot.rising },
        ],
        summary: snapshot.summary,
      },
      id,
      fileName: `${id}.png`,
      alt: `Sun in ${signs.sun}: ${snapshot.sun} Moon in ${signs.moon}: ${snapshot.moon} Rising in ${signs.rising}: ${snapshot.rising} ${snapshot.summary}`,
    },
  ]);
  return visual as RenderedVisual;
}
