// Worker thread of the image renderer: renders cards one at a time for the pool in
// image-renderer.ts. Plain JavaScript that loads the TypeScript renderer through tsx, so it runs
// the same under tsx, vitest and node. Fonts are read and parsed, and both backgrounds of a story
// card drawn, before the worker says it is ready.
import { createHash } from "node:crypto";
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// On a busy machine, answering requests matters more than finishing a card a few milliseconds
// sooner: this thread (on Linux each thread has its own nice value) runs at a lower priority.
// Elsewhere, or without /proc, it keeps the default.
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
parentPort.postMessage({ type: "ready" });

parentPort.on("message", async (job) => {
  try {
    const png = await renderCardPng(job.template, job.props, job.options);
    // The hash is made here too, so the main thread only forwards the bytes.
    const sha256 = createHash("sha256").update(png).digest("base64url");
    // A fresh ArrayBuffer of its own, so it can be handed over without a copy.
    const bytes = new Uint8Array(png.byteLength);
    bytes.set(png);
    parentPort.postMessage({ type: "done", id: job.id, png: bytes, sha256 }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({
      type: "failed",
      id: job.id,
      input: error instanceof CardInputError,
      message: error instanceof Error ? error.message : String(error),
      field: error?.field,
      characters: error?.characters,
    });
  }
});
