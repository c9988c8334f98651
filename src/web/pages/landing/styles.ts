/** Shared looks of the landing page's sections and call-to-action links. */
export const PRIMARY_LINK =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-7 py-3 text-base font-semibold text-primary-foreground shadow-lg shadow-primary/20 transition-colors hover:bg-primary/90";
export const SECONDARY_LINK =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-border bg-card/60 px-7 py-3 text-base font-semibold text-foreground transition-colors hover:border-primary/50 hover:bg-accent";
export const SECTION = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";
export const SECTION_TITLE = "font-display text-3xl font-semibold text-balance text-foreground sm:text-4xl";
