import { Chart, type Settings } from "@astrodraw/astrochart";
import { Download, Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { SIGN_UP_HREF } from "#web/lib/links.ts";

/** The demo canvas edge (docs/product.md §18.1). */
export const DEMO_CANVAS_PX = 700;
const PAPER_ID = "astrochart-demo-paper";

/** Demo aspect orbs of docs/product.md §7.4, §10.4, §11.4, in the library's settings format. */
export const DEMO_ASPECTS: Settings["ASPECTS"] = {
  conjunction: { degree: 0, orbit: 8, color: "#f5c451" },
  sextile: { degree: 60, orbit: 6, color: "#5cc8f0" },
  square: { degree: 90, orbit: 8, color: "#f26d6d" },
  trine: { degree: 120, orbit: 8, color: "#4fd18b" },
  opposition: { degree: 180, orbit: 8, color: "#ff9f4a" },
};

/** A fixed sample natal chart: planet longitudes (a negative second value = retrograde) and 12 cusps. */
export const DEMO_DATA = {
  planets: {
    Sun: [354.2],
    Moon: [118.6],
    Mercury: [336.9, -0.4],
    Venus: [317.4],
    Mars: [291.8],
    Jupiter: [95.3],
    Saturn: [292.7],
    Uranus: [278.4],
    Neptune: [284.1],
    Pluto: [227.0, -0.01],
  },
  cusps: [129.4, 151.2, 177.9, 209.6, 242.3, 272.1, 309.4, 331.2, 357.9, 29.6, 62.3, 92.1],
};

const DARK: Partial<Settings> = {
  COLOR_BACKGROUND: "#15132e",
  POINTS_COLOR: "#ece9ff",
  SIGNS_COLOR: "#f5c451",
  CIRCLE_COLOR: "#6d64b3",
  LINE_COLOR: "#6d64b3",
  CUSPS_FONT_COLOR: "#a9a3d1",
  SYMBOL_AXIS_FONT_COLOR: "#f5c451",
  COLOR_ARIES: "#3b1d2a",
  COLOR_TAURUS: "#1f2f1c",
  COLOR_GEMINI: "#1c2a3b",
  COLOR_CANCER: "#221f44",
  COLOR_LEO: "#3b1d2a",
  COLOR_VIRGO: "#1f2f1c",
  COLOR_LIBRA: "#1c2a3b",
  COLOR_SCORPIO: "#221f44",
  COLOR_SAGITTARIUS: "#3b1d2a",
  COLOR_CAPRICORN: "#1f2f1c",
  COLOR_AQUARIUS: "#1c2a3b",
  COLOR_PISCES: "#221f44",
  ASPECTS: DEMO_ASPECTS,
};

/**
 * /astrochart-demo (public): a sample chart drawn by @astrodraw/astrochart, downloadable as PNG.
 * The library draws plain SVG nodes (no eval, no remote fonts), which suits our CSP; the PNG is
 * made by drawing a data-URL image of that SVG onto a canvas.
 */
export function AstrochartDemoPage() {
  const paperRef = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const paper = paperRef.current;
    if (!paper) return;
    paper.replaceChildren();
    try {
      const chart = new Chart(PAPER_ID, DEMO_CANVAS_PX, DEMO_CANVAS_PX, DARK);
      chart.radix(DEMO_DATA).aspects();
      const svg = paper.querySelector("svg");
      svg?.setAttribute("role", "img");
      svg?.setAttribute("aria-label", "Sample natal chart with planets, houses and aspects");
    } catch (failure) {
      console.error("Drawing the demo chart failed", failure);
      setError("The sample chart could not be drawn.");
    }
    return () => paper.replaceChildren();
  }, []);

  const downloadPng = async () => {
    const svg = paperRef.current?.querySelector("svg");
    if (!svg) return;
    setExporting(true);
    try {
      await downloadSvgAsPng(svg, "natal-chart.png");
    } catch (failure) {
      console.error("PNG export failed", failure);
      setError("The PNG could not be created in this browser.");
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame
      title="Sample Natal Chart"
      width="w-full max-w-4xl"
      subtitle={
        <>
          A demo chart drawn with AstroChart from fixed sample positions.{" "}
          <Link href={SIGN_UP_HREF} className="text-primary underline underline-offset-2">
            Sign up
          </Link>{" "}
          to see your own.
        </>
      }
    >
      <Card className="mt-8">
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <CardTitle className="font-display text-2xl">Natal chart</CardTitle>
            <CardDescription className="mt-1.5">
              Aspect orbs: conjunction 8°, sextile 6°, square 8°, trine 8°, opposition 8°.
            </CardDescription>
          </div>
          <Button onClick={downloadPng} disabled={exporting} className="shrink-0">
            {exporting ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            Download as PNG
          </Button>
        </CardHeader>
        <CardContent>
          {error ? (
            <p role="alert" className="mb-4 text-sm text-red-300">
              {error}
            </p>
          ) : null}
          <div
            id={PAPER_ID}
            ref={paperRef}
            data-testid="astrochart-paper"
            className="mx-auto w-full max-w-[700px] overflow-hidden rounded-2xl [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
          />
        </CardContent>
      </Card>
    </PageFrame>
  );
}

/** Renders an SVG element to a PNG file (2× for crispness) and offers it as a download. */
async function downloadSvgAsPng(svg: SVGSVGElement, filename: string): Promise<void> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("width", String(DEMO_CANVAS_PX));
  clone.setAttribute("height", String(DEMO_CANVAS_PX));
  const markup = new XMLSerializer().serializeToString(clone);
  const image = new Image();
  image.decoding = "async";
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error("The chart image could not be loaded"));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await loaded;

  const scale = 2;
  const canvas = document.createElement("canvas");
  canvas.width = DEMO_CANVAS_PX * scale;
  canvas.height = DEMO_CANVAS_PX * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.fillStyle = "#15132e";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error("PNG encoding failed"))),
      "image/png",
    ),
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
