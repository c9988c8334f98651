import { Check, Copy, MessageCircle } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { DailyDoseResult } from "#contracts/daily-dose";
import { Button } from "#web/components/ui/button.tsx";
import { copyToClipboard } from "#web/lib/clipboard.ts";
import { cn } from "#web/lib/utils.ts";
import { type ShareLink, shareLinks, shareText } from "./api.ts";

/** Brand marks as small round badges (our own drawings; no brand icon set is bundled). */
const MARKS: Readonly<Record<ShareLink["network"], { className: string; mark: ReactNode }>> = {
  X: {
    className: "bg-black text-white ring-1 ring-white/20",
    mark: (
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
        <path d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z" />
      </svg>
    ),
  },
  Facebook: {
    className: "bg-[#1877f2] text-white",
    mark: <span className="font-sans text-lg leading-none font-bold">f</span>,
  },
  WhatsApp: {
    className: "bg-[#1f8f4e] text-white",
    mark: <MessageCircle className="size-4" aria-hidden="true" />,
  },
  Pinterest: {
    className: "bg-[#c8232c] text-white",
    mark: <span className="font-display text-base leading-none font-bold">P</span>,
  },
};

/**
 * Sharing the words: where a browser can share the card file itself (phones), each card has its
 * own Share button and this bar only offers the text; elsewhere it links to the four networks.
 */
export function ShareBar({ dose, fileSharing }: { dose: DailyDoseResult; fileSharing: boolean }) {
  const text = shareText(dose);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <section aria-labelledby="share-title" className="rounded-2xl border border-border bg-card/60 p-5">
      <h2 id="share-title" className="text-sm font-semibold">
        Share it
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {fileSharing
          ? "Use a card's Share button to send it straight to your story, or copy the words for the caption."
          : "Download a card for your story, then post the words with it."}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {fileSharing
          ? null
          : shareLinks(text, window.location.origin).map((link) => (
              <a
                key={link.network}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Share on ${link.network}`}
                title={`Share on ${link.network}`}
                className={cn(
                  "inline-flex size-10 items-center justify-center rounded-full transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  MARKS[link.network].className,
                )}
              >
                {MARKS[link.network].mark}
              </a>
            ))}
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          onClick={async () => setCopied(await copyToClipboard(text))}
        >
          {copied ? (
            <Check className="size-4 text-success" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {copied ? "Copied" : "Copy text"}
        </Button>
      </div>
    </section>
  );
}
