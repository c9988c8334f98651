import { useMutation } from "@tanstack/react-query";
import { zipSync } from "fflate";
import { useState } from "react";
import type { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import {
  VISUAL_TOASTS,
  VISUAL_TOOLS,
  type VisualPreview,
  type VisualTheme,
  visualPreviewResponseSchema,
  visualPreviewsSchema,
} from "#contracts/visuals";
import { api, messageOf, requestEndpoint } from "#web/lib/api.ts";
import { downloadBlob } from "#web/lib/download.ts";
import { toast } from "#web/lib/use-toast.ts";

/** The Visual Generator's calls, each tool's preview state, and its failure toasts. */

/** A tool, by its name in VISUAL_TOOLS: its endpoint and its failure toast go by the same name. */
type ToolName = keyof typeof VISUAL_TOOLS;

/** The tools that make a set of slides: their answer is `{ previews }`, the others' `{ preview }`. */
const SLIDE_SETS: ReadonlySet<ToolName> = new Set(["roastyQuotes", "uspCarousel"]);

function failure(title: string, error: unknown) {
  toast({ title, description: messageOf(error) || "Please try again.", variant: "destructive" });
}

/**
 * One tool: validates its form with the shared schema (the server's own messages), then posts it
 * and keeps the previews. `error` is the validation message to show beside the form; `format` the
 * size it makes.
 */
export function useVisualTool<S extends z.ZodType>(name: ToolName, schema: S) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (body: unknown): Promise<VisualPreview[]> => {
      if (SLIDE_SETS.has(name)) {
        return (await api.call(endpoints.visuals[name], visualPreviewsSchema, { body })).previews;
      }
      return [(await api.call(endpoints.visuals[name], visualPreviewResponseSchema, { body })).preview];
    },
    onError: (cause) => failure(VISUAL_TOASTS[name], cause),
  });
  return {
    previews: mutation.data ?? [],
    pending: mutation.isPending,
    error,
    format: VISUAL_TOOLS[name],
    /** Form values as typed; the schema decides what is valid. */
    generate(values: Record<string, unknown>) {
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? "Please check the form");
        return;
      }
      setError(null);
      mutation.mutate(parsed.data);
    },
  };
}

/** The twelve quotes as one zip from the server. */
export async function downloadRoastyZip(theme: VisualTheme): Promise<void> {
  try {
    const response = await requestEndpoint(endpoints.visuals.roastyQuotesZip, { body: { theme } });
    const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
    downloadBlob(await response.blob(), name ?? "roasty-quotes.zip");
  } catch (error) {
    failure(VISUAL_TOASTS.roastyDownload, error);
  }
}

function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(",") + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Slides already on screen, zipped here (stored: PNGs are compressed already). */
export function downloadSlides(previews: VisualPreview[], fileName: string): void {
  if (previews.length === 0) {
    toast({
      title: VISUAL_TOASTS.noImages,
      description: "Generate the carousel first.",
      variant: "destructive",
    });
    return;
  }
  try {
    const zip = zipSync(
      Object.fromEntries(previews.map((p) => [p.fileName, [bytesOf(p.dataUrl), { level: 0 }]])) as Parameters<
        typeof zipSync
      >[0],
      { level: 0 },
    );
    downloadBlob(new Blob([zip as BlobPart], { type: "application/zip" }), fileName);
  } catch (error) {
    failure(VISUAL_TOASTS.carouselDownload, error);
  }
}
