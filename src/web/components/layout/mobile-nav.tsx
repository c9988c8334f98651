import { Link, useLocation } from "wouter";
import { useAuth } from "#web/lib/auth.tsx";
import { cn } from "#web/lib/utils.ts";
import { isActiveRoute, MOBILE_NAV } from "./nav-items.ts";

/** The bottom bar under md width: exactly six entries (docs/product.md §4.1.2). */
export function MobileNav() {
  const { user } = useAuth();
  const [location] = useLocation();
  if (!user) return null;
  return (
    <nav
      aria-label="Mobile"
      data-testid="mobile-nav"
      data-mobile-nav=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-6">
        {MOBILE_NAV.map((item) => {
          const active = isActiveRoute(location, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex flex-col items-center gap-1 py-2 text-[11px] text-muted-foreground",
                  active && "text-primary",
                )}
              >
                <item.icon className="h-5 w-5" aria-hidden />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
