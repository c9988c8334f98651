import {
  DAILY_DOSE_MESSAGES,
  type DailyDoseResult,
  dailyDoseSchema,
  QUOTE_IMAGE_FILE,
  type QuoteTheme,
  quoteImagePath,
} from "#contracts/daily-dose";
import { endpoints } from "#contracts/endpoints";
import { api, messageOr } from "#web/lib/api.ts";
import type { ToastInput } from "#web/lib/use-toast.ts";

/** The Daily Dose calls (docs/product.md §3.3, §7.3, §8.3), its toasts (docs/product.md §3.5), and saving and sharing the cards. */

export function generateDose(): Promise<DailyDoseResult> {
  return api.call(endpoints.dailyDose.quote, dailyDoseSchema);
}

/** The card of a dose in one theme (the page loads both at once). */
export function doseImagePath(dose: Pick<DailyDoseResult, "astroFact" | "callToAction">, theme: QuoteTheme) {
  return quoteImagePath({
    astroFact: dose.astroFact,
    callToAction: dose.callToAction,
    template: "classic",
    theme,
  });
}

export function fetchDoseImage(path: string): Promise<Blob> {
  return api.blob(path, "image/");
}

export const GENERATED_TOAST: ToastInput = { title: "New daily dose of zero generated!", variant: "success" };

export function generationFailureToast(error: unknown): ToastInput {
  return {
    title: "Daily Dose generation failed",
    description: messageOr(error, DAILY_DOSE_MESSAGES.failed),
    variant: "destructive",
  };
}

export const IMAGE_FAILED_TOAST: ToastInput = {
  title: "Image generation failed",
  description: "Please try again",
  variant: "destructive",
};

export const DOWNLOAD_FAILED_TOAST: ToastInput = {
  title: "Download failed",
  description: "Please try again later",
  variant: "destructive",
};

export function downloadedToast(theme: QuoteTheme): ToastInput {
  return {
    title: "Image downloaded",
    description: `${QUOTE_IMAGE_FILE[theme]} is in your downloads, ready for your story.`,
    variant: "success",
  };
}

/** The words of a dose as people share them. */
export function shareText(dose: Pick<DailyDoseResult, "astroFact" | "callToAction">): string {
  return `${dose.astroFact} ${dose.callToAction} (Daily Dose of Zero, Zero Fluff, All Astrology)`;
}

export interface ShareLink {
  network: "X" | "Facebook" | "WhatsApp" | "Pinterest";
  href: string;
}

/** Share pages of the four networks, each with the text and a link to the product. */
export function shareLinks(text: string, url: string): ShareLink[] {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(url);
  return [
    { network: "X", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}` },
    { network: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: "Pinterest", href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}` },
  ];
}

/** True when this browser can hand a PNG file to the share sheet (mostly phones). */
export function canShareFiles(): boolean {
  if (typeof navigator === "undefined" || typeof navigator.canShare !== "function") return false;
  try {
    return navigator.canShare({ files: [new File([new Uint8Array(8)], "card.png", { type: "image/png" })] });
  } catch {
    return false;
  }
}

/** The card as a file for the Web Share API, when this browser can share files (mostly phones). */
export function shareableFile(blob: Blob, theme: QuoteTheme): File | null {
  if (typeof navigator === "undefined" || typeof navigator.canShare !== "function") return null;
  const file = new File([blob], QUOTE_IMAGE_FILE[theme], { type: "image/png" });
  try {
    return navigator.canShare({ files: [file] }) ? file : null;
  } catch {
    return null;
  }
}
