import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut, Settings } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "#web/components/ui/button.tsx";
import { Tooltip } from "#web/components/ui/tooltip.tsx";
import { avatarLetter, displayName, useAuth } from "#web/lib/auth.tsx";
import { cn } from "#web/lib/utils.ts";
import { ADMIN_NAV, DESKTOP_NAV, isActiveRoute, type NavItem } from "./nav-items.ts";

export function Header() {
  const { user, logoutMutation } = useAuth();
  const [location] = useLocation();
  const links: NavItem[] = user ? [...DESKTOP_NAV, ...(user.isAdmin ? ADMIN_NAV : [])] : [];

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          href={user ? "/dashboard" : "/"}
          className="font-display text-lg font-semibold tracking-tight text-foreground"
          data-testid="brand-link"
        >
          <span className="text-primary">✦</span> Zero Fluff, All Astrology
        </Link>

        {user && (
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex" data-testid="desktop-nav">
            {links.map((item) => {
              const active = isActiveRoute(location, item.href);
              return (
                <Tooltip key={item.href} content={item.label}>
                  <Link
                    href={item.href}
                    aria-label={item.label}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "flex h-10 w-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
                      active && "bg-primary/15 text-primary",
                    )}
                  >
                    <item.icon className="h-5 w-5" aria-hidden />
                  </Link>
                </Tooltip>
              );
            })}
          </nav>
        )}

        {user ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-accent"
              data-testid="user-menu"
            >
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground">
                {avatarLetter(user)}
              </span>
              <span className="max-w-32 truncate text-sm">{displayName(user)}</span>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={8}
                className="z-50 min-w-44 rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-xl"
              >
                <DropdownMenu.Item asChild>
                  <Link
                    href="/settings"
                    className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent"
                  >
                    <Settings className="h-4 w-4" /> Settings
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={() => logoutMutation.mutate()}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent"
                >
                  <LogOut className="h-4 w-4" /> Sign out
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : (
          <Button asChild size="sm">
            <Link href="/auth">Sign In</Link>
          </Button>
        )}
      </div>
    </header>
  );
}
