import * as Collapsible from "@radix-ui/react-collapsible";
import { useQuery } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { Link } from "wouter";
import { type SiteInfo, siteInfoSchema } from "#contracts/user";
import { api } from "#web/lib/api.ts";
import { useAuth } from "#web/lib/auth.tsx";
import { queryKeys } from "#web/lib/query-keys.ts";

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
  const { data } = useQuery<SiteInfo>({
    queryKey: queryKeys.siteInfo,
    queryFn: () => api.get("/api/site-info", siteInfoSchema),
  });
  const { user, isLoading } = useAuth();
  const business = data?.business;
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
        <Collapsible.Root className="mt-6">
          <Collapsible.Trigger className="group flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            Business information
            <ChevronDown
              className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden
            />
          </Collapsible.Trigger>
          <Collapsible.Content className="mt-3 text-sm text-muted-foreground" data-testid="business-info">
            {business && (
              <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
                <dt className="font-medium text-foreground">Sole proprietor</dt>
                <dd>{business.owner}</dd>
                <dt className="font-medium text-foreground">VAT number</dt>
                <dd>{business.vat}</dd>
                <dt className="font-medium text-foreground">Address</dt>
                <dd>{business.address}</dd>
                <dt className="font-medium text-foreground">Founded</dt>
                <dd>{business.founded}</dd>
                <dt className="font-medium text-foreground">Contact</dt>
                <dd>
                  <a href={`mailto:${business.contactEmail}`} className="text-primary hover:underline">
                    {business.contactEmail}
                  </a>
                </dd>
              </dl>
            )}
          </Collapsible.Content>
        </Collapsible.Root>
        <p className="mt-6 text-xs text-muted-foreground">
          Zero Fluff, All Astrology — for entertainment and reflection, computed from real planetary
          positions.
        </p>
      </div>
    </footer>
  );
}
