import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut, Settings } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { PublicUser } from "#contracts/user";
import { Tooltip, TooltipProvider } from "#web/components/ui/tooltip.tsx";
import { avatarLetter, displayName } from "#web/lib/auth.tsx";
import { useAuthActions } from "#web/lib/auth-actions.ts";
import { cn } from "#web/lib/utils.ts";
import { ADMIN_NAV, DESKTOP_NAV, isActiveRoute, type NavItem } from "./nav-items.ts";

/**
 * The header's parts for a signed-in person: the icon navigation and the user menu. Loaded only
 * once somebody is signed in, so a visitor's first script carries neither the menu nor the tooltips.
 */

export function MainNav({ user }: { user: PublicUser }) {
  const [location] = useLocation();
  const links: NavItem[] = [
    ...DESKTOP_NAV,
    ...(user.isAdmin ? [ADMIN_NAV.admin] : []),
    ...(user.isVisualsAdmin ? [ADMIN_NAV.visuals] : []),
  ];
  return (
    <TooltipProvider>
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
    </TooltipProvider>
  );
}

/** The avatar button with Settings and Sign out (loaded inside the query client: signing out is a mutation). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { logoutMutation } = useAuthActions();
  return (
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
  );
}
