// Worker thread of the image renderer (image-renderer.ts), run by tinypool: renders one card at a
// time. Plain JavaScript that loads the TypeScript renderer through tsx, so it runs the same under
// tsx, vitest and node. Fonts are read and parsed, and both backgrounds of a story card drawn,
// while the module loads, that is before tinypool counts the worker as started.
import { createHash } from "node:crypto";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { Tinypool } from "tinypool";
import { tsImport } from "tsx/esm/api";

// On a busy machine, answering requests matters more than finishing a card a few milliseconds
// sooner: this thread (on Linux each thread has its own nice value) runs at a lower priority.
// Elsewhere, or without /proc, it keeps the default. (tinypool, unlike piscina, sets no priority.)
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (threadId > 0) setPriority(threadId, 10);
} catch {
  // not Linux: the default priority
}

const { renderCardPng } = await tsImport("./render-card.ts", import.meta.url);
const { CardInputError } = await tsImport("./card-input.ts", import.meta.url);

const warmProps = { astroFact: "The Moon trines Venus ✦", callToAction: "Warm up.", dateLabel: "Today" };
for (const theme of ["dark", "light"]) {
  await renderCardPng("classic", warmProps, { width: 1080, height: 1920, theme });
}

/** Nothing to do: answering at all means the module above has loaded (`warm()`). */
export function ready() {}

/**
 * One render. `started` is told first, so the pool's time limit counts the render only, not the
 * wait for a worker. The answer is a plain object (a class instance would arrive as a bare Error):
 * { png, sha256 } or { input, message, field?, characters? }.
 */
export default async function render({ template, props, options, started }) {
  started.postMessage(null);
  try {
    const png = await renderCardPng(template, props, options);
    // The hash is made here too, so the main thread only forwards the bytes.
    const sha256 = createHash("sha256").update(png).digest("base64url");
    // A fresh ArrayBuffer of its own, moved to the main thread without a copy.
    const bytes = new Uint8Array(png.byteLength);
    bytes.set(png);
    return Tinypool.move({
      [Tinypool.transferableSymbol]: bytes.buffer,
      [Tinypool.valueSymbol]: { png: bytes, sha256 },
    });
  } catch (error) {
    return {
      input: error instanceof CardInputError,
      message: error instanceof Error ? error.message : String(error),
      field: error?.field,
      characters: error?.characters,
    };
  }
}
