// Which chunk a module of the web app goes to (vite.config.ts), and so which file preloads it
// (scripts/prerender.mjs). Plain JS, read by both.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Which chunk a module goes to once the first script is settled (docs/decisions/029-signed-in-pages-in-a-blink.md).
 * Left alone, the bundler makes a chunk of every set of modules two lazy parts share: about 50 small
 * files for one signed-in page, fetched in waves. Grouped, a signed-in page is its first script, the
 * data layer, the UI kit and the page's own chunks: a handful of files the HTML preloads at once.
 * The landing and static pages import none of these groups (scripts/start.test.ts holds their first
 * load) except the small one of the icons they show.
 */
export function chunkOf(id) {
  const file = id.replaceAll("\\", "/");
  // The query library and zod: the data layer.
  if (/\/node_modules\/(@tanstack|zod)\//.test(file)) return "data";
  // What the shell and the public pages import from these folders stays out of it (light modules).
  if (
    /\/src\/(contracts\/(constants|policy)|web\/lib\/(zodiac|auth|lazy-part|document-meta|use-toast|service-worker|links|zod-jitless))\.tsx?$/.test(
      file,
    )
  )
    return null;
  // The admin screens' contracts go with those screens, which alone import them: in the data group
  // every signed-in page loaded them (docs/decisions/047-endpoint-objects.md).
  if (/\/src\/contracts\/(admin|visuals)\.ts$/.test(file)) return null;
  // The contracts, helpers and components a visitor's page loads after its first paint (the landing
  // page's examples, testimonials and pricing, the session watch) go with the data layer; every
  // other one goes with the UI kit, which only the signed-in and form pages load. Each contract
  // builds its schemas when its chunk runs: a visitor's page builds a handful instead of all of them
  // (docs/decisions/050-landing-page-main-thread.md).
  const source = /\/(src\/(?:contracts|web\/lib|web\/components)\/.+\.tsx?)$/.exec(file)?.[1];
  if (source && PUBLIC_DATA.has(source)) return "data";
  if (/\/node_modules\/(@radix-ui\/react-(slot|compose-refs)|tailwind-merge|clsx)\//.test(file))
    return "data";
  if (/\/src\/(contracts|web\/lib)\//.test(file)) return "ui";
  const icon = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.m?js$/.exec(file)?.[1];
  if (icon) return PUBLIC_ICONS.has(icon) ? "icons" : "ui";
  // Lucide's shared icon base goes with the public pages' icons, which need it too.
  if (file.includes("/node_modules/lucide-react/")) return "icons";
  // A submit button's label with its spinner: buttons and dialogs outside forms show it too, so it
  // goes with the components; in the forms' kit it made every page load the form library
  // (docs/decisions/042-signed-in-first-load-measured.md).
  // The same for the first-error helper: the Oracle's one-field form uses it without the kit.
  if (/\/src\/web\/components\/forms\/(pending-label\.tsx|first-error\.ts)$/.test(file)) return "ui";
  // Forms (the sign-in, birth data and settings screens) are a kit of their own.
  if (
    /\/node_modules\/(react-hook-form|@hookform)\//.test(file) ||
    file.includes("/src/web/components/forms/")
  )
    return "forms";
  // Components and the libraries they are made of (Radix, Floating UI, icons, class merger).
  if (
    /\/node_modules\/(@radix-ui|@floating-ui|tailwind-merge|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib|detect-node-es)\//.test(
      file,
    )
  )
    return "ui";
  if (/\/src\/web\/components\/(ui|insight|prompts|checkout|layout)\//.test(file)) return "ui";
  if (file.endsWith("/src/web/components/chart/chart-lore.ts")) return "ui";
  return null;
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LUCIDE_FILES = lucideFiles();

/** Icons the public pages show (lucide's file names): kept out of the UI kit's chunk. */
const PUBLIC_ICONS = new Set(
  [
    "src/web/pages/landing-page.tsx",
    "src/web/pages/not-found-page.tsx",
    ...filesUnder("src/web/pages/static"),
    ...filesUnder("src/web/pages/landing"),
  ]
    .flatMap((file) => [
      ...readFileSync(path.join(ROOT, file), "utf8").matchAll(/import \{([^}]*)\} from "lucide-react"/g),
    ])
    .flatMap((match) => (match[1] ?? "").split(",").map((name) => name.trim().split(/\s+as\s+/)[0] ?? ""))
    .filter(Boolean)
    .map((name) => lucideFileOf(name)),
);

/**
 * The helpers, contracts and components (repository paths) a visitor's page loads: what the public
 * pages' parts import, with what those import in turn. They go with the data layer.
 */
const PUBLIC_DATA = importedFrom(
  [
    ...filesUnder("src/web/pages/landing"),
    ...filesUnder("src/web/pages/static"),
    // What every page loads after its first paint: the session watch (web/lib/auth.tsx), the query
    // client the data parts come wrapped in (web/lib/lazy-part.ts) and the footer's parts.
    "src/web/lib/auth-session.ts",
    "src/web/lib/query-provider.tsx",
    "src/web/components/layout/payments-mode-note.tsx",
    "src/web/components/layout/business-info.tsx",
  ],
  /^src\/(contracts|web\/lib|web\/components)\//,
);

/**
 * Source files reached from `entries` (and those of them) by their value imports (`import type` is
 * erased), following only files that match `within`. Import paths: `#contracts/x`, `#web/x.ts` and relative ones.
 */
function importedFrom(entries, within) {
  const seen = new Set();
  const visit = (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const match of text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?"([^"]+)"/gm)) {
      const spec = match[1] ?? "";
      const target = spec.startsWith("#contracts/")
        ? `src/contracts/${spec.slice("#contracts/".length)}.ts`
        : spec.startsWith("#web/")
          ? `src/web/${spec.slice("#web/".length)}`
          : spec.startsWith(".")
            ? path.posix.join(path.posix.dirname(file), spec)
            : null;
      if (!target || !within.test(target) || seen.has(target)) continue;
      seen.add(target);
      visit(target);
    }
  };
  for (const entry of entries) {
    if (within.test(entry)) seen.add(entry);
    visit(entry);
  }
  return seen;
}

/**
 * The file of a lucide icon by the name it is imported under. Lucide keeps old names as aliases
 * of renamed icons (`MessageCircleQuestion` is `message-circle-question-mark.mjs`), which a name
 * turned into kebab case would miss: the icon would go to the UI kit and pull it into the page.
 */
function lucideFileOf(name) {
  return (
    LUCIDE_FILES.get(name) ??
    name
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
      .toLowerCase()
  );
}

/** Lucide's export names → icon files, from its index of exports. */
function lucideFiles() {
  return new Map(
    [
      ...readFileSync(
        path.join(ROOT, "node_modules/lucide-react/dist/esm/lucide-react.mjs"),
        "utf8",
      ).matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g),
    ].flatMap((match) =>
      (match[1] ?? "").split(",").map((part) => [part.trim().split(/\s+as\s+/)[1] ?? "", match[2] ?? ""]),
    ),
  );
}

function filesUnder(dir) {
  return readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith(".tsx") || name.endsWith(".ts"))
    .map((name) => path.join(dir, name));
}
