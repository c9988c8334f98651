import type { ReactNode } from "react";
import { z } from "zod";
import { SIGN_GLYPHS } from "#contracts/constants";
import { type CardContext, FRAME_CHROME_HEIGHT, framePadding } from "../brand.tsx";
import { FONT_FAMILIES } from "../fonts.ts";
import { type FittedText, fitText, normalizeCardText, type TextStyle } from "../text-fit.ts";

/**
 * Parts the social-visual templates share: the glyphs of signs and bodies, text styles, a text
 * block sized to its box, small-caps labels, and the space a template has inside the frame.
 */

/** The signs' glyphs, shared with the web app. */
export const SIGN_GLYPH = SIGN_GLYPHS;
export type SignKey = keyof typeof SIGN_GLYPH;
export const signKey = z.enum(Object.keys(SIGN_GLYPH) as [SignKey, ...SignKey[]]);

export const BODY_GLYPH = {
  sun: "☉",
  moon: "☽",
  mercury: "☿",
  venus: "♀",
  mars: "♂",
  jupiter: "♃",
  saturn: "♄",
  uranus: "♅",
  neptune: "♆",
  pluto: "♇",
} as const;
export type BodyKey = keyof typeof BODY_GLYPH;

/** Every glyph the visual templates draw themselves (tested against the loaded fonts). */
export const VISUAL_GLYPHS: readonly string[] = [
  ...Object.values(SIGN_GLYPH),
  ...Object.values(BODY_GLYPH),
  "✦",
  "×",
  "·",
];

export const STYLES = {
  display: { family: FONT_FAMILIES.display, weight: 600, lineHeight: 1.14 },
  strong: { family: FONT_FAMILIES.text, weight: 600, lineHeight: 1.3 },
  body: { family: FONT_FAMILIES.text, weight: 400, lineHeight: 1.38 },
} as const satisfies Record<string, TextStyle>;

/** The box a template fills: the frame's width less its padding, the height between header and footer. */
export function contentBox(ctx: CardContext): { width: number; height: number } {
  const pad = framePadding(ctx);
  return {
    width: ctx.width - 2 * pad.side,
    height: ctx.height - pad.top - pad.bottom - FRAME_CHROME_HEIGHT - 2 * 40,
  };
}

/** What every template component receives: its checked props and the card's context. */
export interface TemplateArgs<S extends z.ZodType> {
  props: z.output<S>;
  ctx: CardContext;
}

/** Sizes a text to its box: the largest size up to `maxSize` at which it fits. */
export function sizeText(
  text: string,
  style: TextStyle,
  width: number,
  maxHeight: number,
  maxSize: number,
): FittedText {
  return fitText(text, style, { maxWidth: width, maxHeight, maxSize });
}

/**
 * Sizes a display-serif text across the whole content width, at most `share` of the card's width:
 * how every template sizes its headline or main line.
 */
export function sizeDisplay(text: string, ctx: CardContext, maxHeight: number, share: number): FittedText {
  return sizeText(text, STYLES.display, contentBox(ctx).width, maxHeight, Math.round(ctx.width * share));
}

/** A display-serif text across the content width: draws what sizeDisplay measured, at the same style and width. */
export function DisplayText({
  ctx,
  ...text
}: Omit<TextBlockProps, "style" | "width"> & { ctx: CardContext }) {
  return <TextBlock {...text} style={STYLES.display} width={contentBox(ctx).width} />;
}

interface TextBlockProps {
  text: string;
  style: TextStyle;
  size: number;
  width: number;
  color: string;
  extra?: Record<string, string | number>;
  /** Names the block for the tests that look up its layout (`data-box`). */
  box?: string;
}

/** A text block at a size chosen by `fit`. */
export function TextBlock({ text, style, size, width, color, extra = {}, box }: TextBlockProps) {
  return (
    <div
      data-box={box}
      style={{
        display: "flex",
        width,
        fontFamily: style.family,
        fontWeight: style.weight,
        fontSize: size,
        lineHeight: style.lineHeight,
        color,
        ...extra,
      }}
    >
      {normalizeCardText(text)}
    </div>
  );
}

/** A small-caps label ("TODAY'S SKY"). */
export function Label({
  children,
  color,
  size = 26,
  extra = {},
}: {
  children: ReactNode;
  color: string;
  size?: number;
  extra?: Record<string, string | number>;
}) {
  return (
    <div
      style={{
        display: "flex",
        fontFamily: FONT_FAMILIES.text,
        fontSize: size,
        fontWeight: 600,
        letterSpacing: "0.22em",
        color,
        ...extra,
      }}
    >
      {children}
    </div>
  );
}

/** A small-caps label over its text, `gap` px apart. */
export function LabelledText({
  label,
  labelColor,
  gap,
  extra,
  ...text
}: TextBlockProps & { label: string; labelColor: string; gap: number }) {
  return (
    <>
      <Label color={labelColor}>{label}</Label>
      <TextBlock {...text} extra={{ marginTop: gap, ...extra }} />
    </>
  );
}

/** One or more glyphs in the symbol font. */
export function Glyphs({
  text,
  size,
  color,
  extra = {},
}: {
  text: string;
  size: number;
  color: string;
  extra?: Record<string, string | number>;
}) {
  return (
    <div
      style={{
        display: "flex",
        fontFamily: FONT_FAMILIES.symbols,
        fontSize: size,
        lineHeight: 1.1,
        color,
        ...extra,
      }}
    >
      {text}
    </div>
  );
}

/** A short accent rule between parts. */
export function Rule({ color, margin }: { color: string; margin: number }) {
  return (
    <div
      style={{
        display: "flex",
        width: 120,
        height: 4,
        marginTop: margin,
        marginBottom: margin,
        backgroundColor: color,
      }}
    />
  );
}

/** A panel with a faint fill and a border, for side-by-side or stacked texts. */
export function Panel({
  children,
  ctx,
  accent,
  width,
}: {
  children: ReactNode;
  ctx: CardContext;
  accent: boolean;
  width: number;
}) {
  const dark = ctx.theme === "dark";
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        boxSizing: "border-box",
        width,
        padding: 36,
        borderRadius: 28,
        border: `3px solid ${accent ? ctx.palette.accent : dark ? "rgba(255,255,255,0.16)" : "rgba(28,22,64,0.14)"}`,
        backgroundColor: dark
          ? accent
            ? "rgba(245,196,81,0.10)"
            : "rgba(255,255,255,0.05)"
          : accent
            ? "rgba(91,63,214,0.08)"
            : "rgba(255,255,255,0.55)",
      }}
    >
      {children}
    </div>
  );
}

/** Upper-case with the letters spaced, as the labels print. */
export const upper = (text: string) => text.toUpperCase();

/**
 * A display title, an accent rule and a muted body: the one headline-and-sentence layout the slide
 * and page-card templates share. Below the `above` px the template draws first, the title may take
 * `titleShare` of the height left (rule excluded) and the body the rest.
 */
export function TitleRuleBody({
  title,
  body,
  ctx,
  above,
  titleShare,
  maxSizes,
  ruleMargin,
}: {
  title: string;
  body: string;
  ctx: CardContext;
  above: number;
  titleShare: number;
  maxSizes: { title: number; body: number };
  ruleMargin: number;
}) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const fixed = above + 2 * ruleMargin + 4;
  const titleText = sizeText(
    title,
    STYLES.display,
    box.width,
    (box.height - fixed) * titleShare,
    maxSizes.title,
  );
  const bodyText = sizeText(
    body,
    STYLES.body,
    box.width,
    box.height - fixed - titleText.height,
    maxSizes.body,
  );
  return (
    <>
      <TextBlock
        text={title}
        style={STYLES.display}
        size={titleText.fontSize}
        width={box.width}
        color={palette.ink}
        extra={{ letterSpacing: "-0.015em" }}
      />
      <Rule color={palette.accent} margin={ruleMargin} />
      <TextBlock
        text={body}
        style={STYLES.body}
        size={bodyText.fontSize}
        width={box.width}
        color={palette.muted}
      />
    </>
  );
}
