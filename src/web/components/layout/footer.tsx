import { ChevronDown } from "lucide-react";
import { Suspense, useId, useState } from "react";
import { Link } from "wouter";
import { useAuth } from "#web/lib/auth.tsx";
import { lazyPart } from "#web/lib/lazy-part.ts";

// Read from the server only when somebody opens the section, in a chunk of its own.
const BusinessInfo = lazyPart(() => import("./business-info.tsx"), "BusinessInfo", { data: true });
// Read on every page, after the first render: whether payments are in test mode.
const PaymentsModeNote = lazyPart(() => import("./payments-mode-note.tsx"), "PaymentsModeNote", {
  data: true,
});

const FOOTER_LINKS = [
  { href: "/about", label: "About" },
  { href: "/features", label: "Features" },
  { href: "/auth", label: "Sign In" },
  { href: "/privacy", label: "Privacy" },
  { href: "/cookies", label: "Cookies" },
  { href: "/terms", label: "Terms" },
  { href: "/disclaimer", label: "Disclaimer" },
];

/** On every page: the site links and the collapsible business information (docs/product.md §17.1). */
export function Footer() {
  const { user, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const state = open ? "open" : "closed";
  // Sign In is for visitors: someone signed in has nothing to sign in to.
  const links = FOOTER_LINKS.filter((link) => link.href !== "/auth" || (!user && !isLoading));
  return (
    <footer className="mt-16 border-t border-border/70 pb-24 md:pb-8" data-testid="footer">
      <div className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        {/* A plain disclosure button (what a collapsible primitive would render), written out to keep
            the first script of every public page small. */}
        <div className="mt-6">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            data-state={state}
            onClick={() => setOpen((value) => !value)}
            className="group flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            Business information
            <ChevronDown
              className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden
            />
          </button>
          <div
            id={contentId}
            hidden={!open}
            data-state={state}
            className="mt-3 text-sm text-muted-foreground"
            data-testid="business-info"
          >
            {open && (
              <Suspense fallback={null}>
                <BusinessInfo />
              </Suspense>
            )}
          </div>
        </div>
        <Suspense fallback={null}>
          <PaymentsModeNote />
        </Suspense>
        <p className="mt-6 text-xs text-muted-foreground">
          Zero Fluff, All Astrology — for entertainment and reflection, computed from real planetary
          positions.
        </p>
      </div>
    </footer>
  );
}
