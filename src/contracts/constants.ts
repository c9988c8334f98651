/** Business constants of the spec, defined once (docs/architecture.md#conventions). */

// Astrological constants (orbs, signs, aspects) are defined by the chart engine, the one place
// that computes with them; they are re-exported here for the rest of the product.
export { ASPECTS, SIGNS } from "#astro/constants";

import type { SIGNS } from "#astro/constants";

/** Each sign's glyph as a bare code point (add U+FE0E where a platform might draw an emoji). */
export const SIGN_GLYPHS: Readonly<Record<(typeof SIGNS)[number], string>> = {
  aries: "♈",
  taurus: "♉",
  gemini: "♊",
  cancer: "♋",
  leo: "♌",
  virgo: "♍",
  libra: "♎",
  scorpio: "♏",
  sagittarius: "♐",
  capricorn: "♑",
  aquarius: "♒",
  pisces: "♓",
};
export const PREMIUM_PRICE_EUR = 8.99;
export { SUBSCRIPTION_TIERS } from "./statuses.ts";

export const PASSWORD_MIN_LENGTH = 6;
export const FIRST_NAME_MIN_LENGTH = 2;
export const LAST_NAME_MIN_LENGTH = 2;
export const USERNAME_MIN_LENGTH = 3;

export const TODO_TASKS_PER_DAY = 5;
export const TODO_CELEBRATION_MS = 3000;

export const GEOCODE_MIN_CHARS = 3;
export const GEOCODE_DEBOUNCE_MS = 500;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const MOBILE_NAV_ITEMS = 6;

export const FREE_TRANSIT_DAYS = 7;
export const FREE_VISIBLE_TRANSITS = 10;
export const TRANSIT_RANGE_OPTIONS_DAYS = [7, 14, 30, 60] as const;
/** The longest forecast a premium user can ask for (the UI's "60 days"). */
export const PREMIUM_TRANSIT_DAYS = 60;
/** While a transit's description is being written the list refreshes this often (docs/product.md §7.2). */
export const TRANSIT_LIST_REFRESH_MS = 5000;
/** After a generation each pending transit's status is polled this often, for at most a minute. */
export const TRANSIT_STATUS_POLL_MS = 2000;
export const TRANSIT_STATUS_POLL_LIMIT_MS = 60_000;

export const ORACLE_MAX_QUESTION_CHARS = 500;
export const THROWBACK_DATES_PER_DAY = 1;
export const THROWBACK_EARLIEST_DATE = "1900-01-01";

export const VERIFICATION_TOKEN_TTL_DAYS = 7;

/** The premium price in the smallest unit, for the card provider (8.99 EUR). */
export const PREMIUM_PRICE_CENTS = 899;
export const PREMIUM_CURRENCY = "eur";
/** The Subscription page's note: activation may take up to this long. */
export const PREMIUM_ACTIVATION_HOURS = 24;

/** Landing page: how many testimonials and example quotes, and how long the browser keeps them. */
export const LANDING_ITEMS_COUNT = 3;
export const LANDING_CACHE_MS = 5 * 60_000;
export const TESTIMONIAL_MIN_CHARS = 20;
export const TESTIMONIAL_MAX_CHARS = 400;
