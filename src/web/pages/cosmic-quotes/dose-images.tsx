import { useQuery } from "@tanstack/react-query";
import { Download, ImageOff, Loader2, RotateCw, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { type DailyDoseResult, QUOTE_IMAGE_FILE, QUOTE_THEMES, type QuoteTheme } from "#contracts/daily-dose";
import { Button } from "#web/components/ui/button.tsx";
import { downloadBlob } from "#web/lib/download.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import { cn } from "#web/lib/utils.ts";
import {
  DOWNLOAD_FAILED_TOAST,
  doseImagePath,
  downloadedToast,
  fetchDoseImage,
  IMAGE_FAILED_TOAST,
  shareableFile,
  shareText,
} from "./api.ts";

const THEME_LABEL: Readonly<Record<QuoteTheme, string>> = { light: "Light", dark: "Dark" };

/** The placeholder's own colours, so the empty frame already looks like the card it waits for. */
const PLACEHOLDER: Readonly<Record<QuoteTheme, string>> = {
  light: "bg-gradient-to-b from-[#fffaf1] via-[#fbf1e2] to-[#f4e6d2] text-[#5b3fd6]",
  dark: "bg-gradient-to-b from-[#090720] via-[#140f3a] to-[#07061a] text-primary",
};

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/** One 9:16 card: a placeholder of its shape while it renders, then the image, download and share. */
function DoseImage({ dose, theme }: { dose: DailyDoseResult; theme: QuoteTheme }) {
  const path = doseImagePath(dose, theme);
  const image = useQuery<Blob, Error>({
    queryKey: queryKeys.doseImage(path),
    queryFn: () => fetchDoseImage(path),
    retry: false,
    gcTime: 5 * 60_000,
  });
  const url = useObjectUrl(image.data);
  const file = image.data ? shareableFile(image.data, theme) : null;
  const label = THEME_LABEL[theme];

  useEffect(() => {
    if (image.isError) toast(IMAGE_FAILED_TOAST);
  }, [image.isError]);

  const download = async () => {
    try {
      const blob = image.data ?? (await image.refetch({ throwOnError: true })).data;
      if (!blob) throw new Error("no image");
      downloadBlob(blob, QUOTE_IMAGE_FILE[theme]);
      toast(downloadedToast(theme));
    } catch {
      toast(DOWNLOAD_FAILED_TOAST);
    }
  };

  const share = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title: "Daily Dose of Zero", text: shareText(dose) });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };

  return (
    <figure className="flex min-w-0 flex-col gap-3" data-testid={`dose-image-${theme}`}>
      <div
        className={cn(
          "relative aspect-[9/16] w-full overflow-hidden rounded-2xl border border-border shadow-2xl shadow-black/40",
          PLACEHOLDER[theme],
        )}
      >
        {url ? (
          <img
            src={url}
            alt={`${label} Daily Dose card: ${dose.astroFact} Your move: ${dose.callToAction}`}
            className="size-full object-cover"
            data-testid={`dose-image-${theme}-img`}
          />
        ) : image.isError ? (
          <div className="flex size-full flex-col items-center justify-center gap-3 p-4 text-center">
            <ImageOff className="size-8 opacity-70" aria-hidden="true" />
            <p className="text-sm font-medium">This card could not be drawn.</p>
            <Button variant="outline" size="sm" onClick={() => image.refetch()} className="bg-background/60">
              <RotateCw className="size-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3" role="status">
            <div className="absolute inset-0 animate-pulse bg-white/5" aria-hidden="true" />
            <Loader2 className="size-8 animate-spin" aria-hidden="true" />
            <span className="text-sm font-medium">Drawing the {label.toLowerCase()} card…</span>
          </div>
        )}
      </div>
      <figcaption className="text-sm font-medium text-muted-foreground">{label} · 9:16 story</figcaption>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={download}
          disabled={image.isPending || image.isFetching}
          aria-label={`Download ${label.toLowerCase()} card`}
        >
          <Download className="size-4" aria-hidden="true" />
          Download
        </Button>
        {file ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={share}
            aria-label={`Share ${label.toLowerCase()} card`}
          >
            <Share2 className="size-4" aria-hidden="true" />
            Share
          </Button>
        ) : null}
      </div>
    </figure>
  );
}

/** Both cards side by side, loading at the same time. */
export function DoseImages({ dose }: { dose: DailyDoseResult }) {
  return (
    <section aria-label="Your cards" className="grid grid-cols-2 gap-4 sm:gap-6">
      {QUOTE_THEMES.map((theme) => (
        <DoseImage key={theme} dose={dose} theme={theme} />
      ))}
    </section>
  );
}

/** The empty frames' faint hint of each theme (full colour would shout before there is a card). */
const EMPTY: Readonly<Record<QuoteTheme, string>> = {
  light: "bg-gradient-to-b from-[#fffaf1]/15 via-[#fbf1e2]/5 to-transparent text-[#f3d9a4]",
  dark: "bg-gradient-to-b from-[#2a2160]/70 via-[#140f3a]/40 to-transparent text-primary",
};

/** Before the first dose: the two frames the cards will fill. */
export function EmptyFrames() {
  return (
    <section aria-label="Your cards will appear here" className="grid grid-cols-2 gap-4 sm:gap-6">
      {QUOTE_THEMES.map((theme) => (
        <figure key={theme} className="flex min-w-0 flex-col gap-3">
          <div
            className={cn(
              "flex aspect-[9/16] w-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-border p-4 text-center",
              EMPTY[theme],
            )}
          >
            <span className="text-3xl" aria-hidden="true">
              ✦
            </span>
            <span className="text-sm font-medium text-muted-foreground">
              {THEME_LABEL[theme]} card lands here
            </span>
          </div>
          <figcaption className="text-sm text-muted-foreground">{THEME_LABEL[theme]} · 9:16 story</figcaption>
        </figure>
      ))}
    </section>
  );
}
