// First: zod must know before any schema module runs (see the module).
import "./lib/zod-jitless.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, startRouteData } from "./app.tsx";
import { registerServiceWorker } from "./lib/service-worker.ts";
import "./styles.css";

startRouteData(window.location.pathname);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The public pages arrive prerendered (scripts/prerender.mjs): take over their markup; every other
// path gets the empty shell and renders from scratch. Either as a transition, which React works
// through in slices of a few milliseconds, yielding to the browser in between: one long task on a
// slow phone becomes many short ones, so a tap or a scroll during the start is answered at once
// (the Total Blocking Time Lighthouse counts). Remix and Next.js start the same way.
startTransition(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
registerServiceWorker();
