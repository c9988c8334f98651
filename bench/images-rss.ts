// Child process of images.bench.ts: RSS of a fresh process (main thread and render worker) over
// 500 renders through the pool after a warm-up of 100. RSS is sampled every 50 renders; the
// growth is the median of the last three samples minus the median of the first three, so the
// saw-tooth of garbage collection (in the worker too, which this process cannot force) does not
// count as growth.
import { createImageRenderer } from "../src/server/platform/images/image-renderer.ts";

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const images = createImageRenderer({ workers: 1, queueLimit: 32 });
await images.warm();
const card = (i: number) => ({
  astroFact: `The Moon squares Saturn at ${String(i % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")} your time: your mood runs into reality.`,
  callToAction: i % 2 ? "Do the boring task. Yes, that one." : "Reread before you hit send. Twice.",
  dateLabel: "Sunday, November 22, 2026",
});
const options = (i: number) => ({ width: 1080, height: 1920, theme: i % 2 ? "dark" : "light" }) as const;
const renderPair = (i: number) =>
  Promise.all([
    images.render("classic", card(i), options(i)),
    images.render("classic", card(i + 1), options(i + 1)),
  ]);

for (let i = 0; i < 100; i += 2) await renderPair(i);
const samples: number[] = [];
for (let i = 0; i <= 500; i += 2) {
  if (i % 50 === 0) {
    gc();
    samples.push(process.memoryUsage().rss);
  }
  if (i < 500) await renderPair(1000 + i);
}
await images.close();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
console.log(
  JSON.stringify({ before: median(samples.slice(0, 3)), after: median(samples.slice(-3)), samples }),
);
