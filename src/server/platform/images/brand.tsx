import type { ReactNode } from "react";
import { mulberry32 } from "#writing/index";
import { FONT_FAMILIES } from "./fonts.ts";
import { WRAP_ANYWHERE } from "./text-fit.ts";

/**
 * The look every card shares: a night-sky theme and a daylight theme, the product name and the
 * day's date. The background (gradients, glows, stars, an astrolabe ring) is drawn once per theme
 * and size and cached by the renderer; templates draw only text and marks on top of it.
 */

export const CARD_THEMES = ["light", "dark"] as const;
export type CardTheme = (typeof CARD_THEMES)[number];

export const PRODUCT_NAME = "Zero Fluff, All Astrology";

export interface Palette {
  /** Main text. */
  ink: string;
  /** Secondary text (date, small print). */
  muted: string;
  /** Symbols, rules and the eyebrow. */
  accent: string;
  /** The call to action. */
  highlight: string;
  /** Small labels. */
  label: string;
}

export const PALETTES: Readonly<Record<CardTheme, Palette>> = {
  dark: { ink: "#f6f3ff", muted: "#b3acd9", accent: "#f5c451", highlight: "#f7cf6b", label: "#b9a8ff" },
  light: { ink: "#1c1640", muted: "#6b6391", accent: "#5b3fd6", highlight: "#4a2fc0", label: "#a8660b" },
};

export interface CardContext {
  width: number;
  height: number;
  theme: CardTheme;
  palette: Palette;
}

function stars(width: number, height: number, theme: CardTheme): string {
  const random = mulberry32(0x5eed + width * 7 + height);
  const colour = theme === "dark" ? "#ffffff" : "#b07a12";
  const count = Math.round((width * height) / (theme === "dark" ? 16_000 : 40_000));
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (random() * width).toFixed(1);
    const y = (random() * height).toFixed(1);
    const big = random() > 0.92;
    const r = (big ? 2.2 + random() * 1.6 : 0.7 + random() * 1.3).toFixed(2);
    const alpha = (theme === "dark" ? 0.25 + random() * 0.6 : 0.15 + random() * 0.3).toFixed(2);
    if (big)
      out += `<circle cx="${x}" cy="${y}" r="${(Number(r) * 4).toFixed(1)}" fill="url(#halo)" opacity="${alpha}"/>`;
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" fill-opacity="${alpha}"/>`;
  }
  return out;
}

/** A four-pointed sparkle centred on (x, y). */
function sparkle(x: number, y: number, size: number, colour: string, opacity: number): string {
  const s = size;
  const w = size * 0.18;
  return `<path d="M${x} ${y - s} C${x + w} ${y - w} ${x + w} ${y - w} ${x + s} ${y} C${x + w} ${y + w} ${x + w} ${y + w} ${x} ${y + s} C${x - w} ${y + w} ${x - w} ${y + w} ${x - s} ${y} C${x - w} ${y - w} ${x - w} ${y - w} ${x} ${y - s}Z" fill="${colour}" fill-opacity="${opacity}"/>`;
}

/** An astrolabe ring: two circles and the twelve sign divisions between them. */
function ring(cx: number, cy: number, r: number, colour: string, opacity: number): string {
  const inner = r * 0.84;
  let ticks = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6 + Math.PI / 12;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    ticks += `M${(cx + inner * c).toFixed(1)} ${(cy + inner * s).toFixed(1)}L${(cx + r * c).toFixed(1)} ${(cy + r * s).toFixed(1)}`;
  }
  let minor = "";
  for (let i = 0; i < 72; i++) {
    const a = (i * Math.PI) / 36;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    minor += `M${(cx + inner * c).toFixed(1)} ${(cy + inner * s).toFixed(1)}L${(cx + inner * 1.03 * c).toFixed(1)} ${(cy + inner * 1.03 * s).toFixed(1)}`;
  }
  return (
    `<g fill="none" stroke="${colour}" stroke-opacity="${opacity}">` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${inner}" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.5).toFixed(1)}" stroke-width="1.5" stroke-dasharray="2 14"/>` +
    `<path d="${ticks}" stroke-width="2"/><path d="${minor}" stroke-width="1.5"/></g>`
  );
}

/** The static layer of a card as SVG markup: drawn once per theme and size, then cached. */
export function brandBackground(theme: CardTheme, width: number, height: number): string {
  const unit = Math.min(width, height);
  const dark = theme === "dark";
  const defs = dark
    ? `<linearGradient id="base" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="#090720"/><stop offset="0.5" stop-color="#140f3a"/><stop offset="1" stop-color="#07061a"/></linearGradient>
       <radialGradient id="glowA" cx="0.12" cy="0.06" r="0.8"><stop offset="0" stop-color="#7c5cff" stop-opacity="0.55"/><stop offset="0.55" stop-color="#5b3fd6" stop-opacity="0.12"/><stop offset="1" stop-color="#5b3fd6" stop-opacity="0"/></radialGradient>
       <radialGradient id="glowB" cx="1" cy="0.8" r="0.65"><stop offset="0" stop-color="#e0569f" stop-opacity="0.22"/><stop offset="0.6" stop-color="#9b4dff" stop-opacity="0.06"/><stop offset="1" stop-color="#9b4dff" stop-opacity="0"/></radialGradient>
       <radialGradient id="halo"><stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`
    : `<linearGradient id="base" x1="0" y1="0" x2="0.2" y2="1"><stop offset="0" stop-color="#fffaf1"/><stop offset="0.6" stop-color="#fbf1e2"/><stop offset="1" stop-color="#f4e6d2"/></linearGradient>
       <radialGradient id="glowA" cx="0.92" cy="0.04" r="0.75"><stop offset="0" stop-color="#ffc94d" stop-opacity="0.6"/><stop offset="0.5" stop-color="#ffd680" stop-opacity="0.18"/><stop offset="1" stop-color="#ffd680" stop-opacity="0"/></radialGradient>
       <radialGradient id="glowB" cx="0.05" cy="1" r="0.7"><stop offset="0" stop-color="#ff9f7a" stop-opacity="0.22"/><stop offset="1" stop-color="#ff9f7a" stop-opacity="0"/></radialGradient>
       <radialGradient id="halo"><stop offset="0" stop-color="#e3a52a" stop-opacity="0.5"/><stop offset="1" stop-color="#e3a52a" stop-opacity="0"/></radialGradient>`;
  const ringColour = dark ? "#c9bcff" : "#5b3fd6";
  const sparkleColour = dark ? "#fff4d6" : "#d99a1e";
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${defs}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#base)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glowA)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glowB)"/>`,
    ring(width * 0.86, height * 0.2, unit * 0.62, ringColour, 0.13),
    stars(width, height, theme),
    sparkle(width * 0.84, height * 0.075, unit * 0.024, sparkleColour, 0.9),
    sparkle(width * 0.93, height * 0.5, unit * 0.016, sparkleColour, 0.7),
    sparkle(width * 0.8, height * 0.9, unit * 0.013, sparkleColour, 0.6),
    "</svg>",
  ].join("");
}

/**
 * The shared frame: eyebrow and date at the top, the product name at the bottom, the template's
 * content centred in between. Padding keeps text out of the areas Instagram and TikTok cover with
 * their own controls (about the top and bottom eighth of a story).
 */
export function BrandFrame({
  ctx,
  eyebrow,
  dateLabel,
  children,
}: {
  ctx: CardContext;
  eyebrow: string;
  dateLabel: string;
  children: ReactNode;
}) {
  const { palette } = ctx;
  const pad = framePadding(ctx);
  return (
    <div
      style={{
        width: ctx.width,
        height: ctx.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        padding: `${pad.top}px ${pad.side}px ${pad.bottom}px`,
        fontFamily: FONT_FAMILIES.text,
        color: palette.ink,
        ...WRAP_ANYWHERE,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div
          style={{
            display: "flex",
            fontSize: 30,
            fontWeight: 600,
            letterSpacing: "0.24em",
            color: palette.accent,
          }}
        >
          {eyebrow}
        </div>
        <div style={{ display: "flex", fontSize: 30, marginTop: 12, color: palette.muted }}>{dateLabel}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1 }}>
        {children}
      </div>
      <div style={{ display: "flex", alignItems: "center" }}>
        <div
          style={{ display: "flex", fontSize: 44, color: palette.accent, fontFamily: FONT_FAMILIES.symbols2 }}
        >
          ☉
        </div>
        <div
          style={{
            display: "flex",
            marginLeft: 18,
            fontSize: 40,
            fontFamily: FONT_FAMILIES.display,
            fontWeight: 600,
            color: palette.ink,
          }}
        >
          {PRODUCT_NAME}
        </div>
      </div>
    </div>
  );
}

/** Frame padding for a card size, px. */
export function framePadding(ctx: Pick<CardContext, "width" | "height">) {
  const side = Math.round(ctx.width * 0.089);
  const tall = ctx.height / ctx.width > 1.5;
  return {
    side,
    top: tall ? Math.round(ctx.height * 0.09) : side,
    bottom: tall ? Math.round(ctx.height * 0.13) : side,
  };
}

/** Height of the frame's header and footer together, px (what a template cannot use). */
export const FRAME_CHROME_HEIGHT = 36 + 12 + 36 + 56;
