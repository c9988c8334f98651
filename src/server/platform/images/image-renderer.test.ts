import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { decodePng } from "#server/test-support/png";
import { CardInputError } from "./card-input.ts";
import { createImageRenderer, type ImageRenderer, RendererBusyError } from "./image-renderer.ts";

const CARD = {
  astroFact: "The Moon trines Jupiter at 23:37 your time.",
  callToAction: "Say yes to one big thing. One.",
  dateLabel: "Saturday, March 15, 2025",
};
const STORY = { width: 1080, height: 1920, theme: "dark" } as const;

const opened: ImageRenderer[] = [];
function renderer(options: Parameters<typeof createImageRenderer>[0]) {
  const r = createImageRenderer(options);
  opened.push(r);
  return r;
}
afterAll(async () => {
  await Promise.all(opened.map((r) => r.close()));
});

describe("image renderer (worker pool)", () => {
  it("refuses bad input before it starts a worker or takes a place in the queue", async () => {
    const images = renderer({ workers: 1, queueLimit: 0 });
    await expect(images.render("classic", { ...CARD, astroFact: "Moon 🌝" }, STORY)).rejects.toBeInstanceOf(
      CardInputError,
    );
    await expect(images.render("poster", CARD, STORY)).rejects.toThrow(/Unknown template/);
    expect(images.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
  });

  it("renders in a worker, refuses at once when the queue is full, and closes cleanly", async () => {
    const images = renderer({ workers: 1, queueLimit: 1 });
    await images.warm();
    const first = images.render("classic", CARD, STORY);
    const second = images.render("classic", { ...CARD, callToAction: "Stop collecting plans." }, STORY);
    expect(images.stats()).toEqual({ workers: 1, busy: 1, queued: 1 });
    const refused = images.render("classic", CARD, STORY);
    await expect(refused).rejects.toBeInstanceOf(RendererBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });

    for (const card of await Promise.all([first, second])) {
      const png = decodePng(card.png);
      expect([png.width, png.height]).toEqual([1080, 1920]);
      expect(card.sha256).toBe(createHash("sha256").update(card.png).digest("base64url"));
    }
    expect(images.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });

    const running = images.render("classic", CARD, STORY);
    const waiting = images.render("classic", CARD, STORY);
    const refusals = [expect(running).rejects.toThrow(/closed/), expect(waiting).rejects.toThrow(/closed/)];
    await images.close();
    await Promise.all(refusals);
    await expect(images.render("classic", CARD, STORY)).rejects.toThrow(/closed/);
  });

  it("abandons a render that takes too long and replaces its worker", async () => {
    const images = renderer({ workers: 1, queueLimit: 4, timeoutMs: 1 });
    await images.warm();
    await expect(images.render("classic", CARD, STORY)).rejects.toThrow(/exited/);
    // A new worker takes over (still starting, so it counts as busy).
    expect(images.stats().workers).toBe(1);
  });
});
