/**
 * How the browser tests (playwright.config.ts) and the landing page benchmark (bench/landing.bench.ts)
 * start Chromium: the system's binary (CHROMIUM_PATH to choose another), without the sandbox a root
 * user cannot have, the GPU, or the background traffic that would blur a measurement.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
