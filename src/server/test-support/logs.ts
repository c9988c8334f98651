import { Writable } from "node:stream";

/** A log stream for an app under test, and the lines it received, for checking what was logged. */
export function capturedLogs(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
