import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LayoutGrid, LogOut, type LucideIcon, Menu, Settings } from "lucide-react";
import type { ReactNode } from "react";
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
  const links = featuresFor(user);
  return (
    <TooltipProvider>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex" data-testid="desktop-nav">
        <FeaturesMenu user={user} />
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

/** One row of a menu: a feature's icon and its name, a link. */
const MENU_ROW =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent";
const MENU_CONTENT =
  "z-50 max-h-[calc(100dvh-5rem)] min-w-56 overflow-y-auto rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-xl";

/** Every feature page the person may open, in the header's order, the admin pages for admins. */
function featuresFor(user: PublicUser): NavItem[] {
  return [
    ...DESKTOP_NAV,
    ...(user.isAdmin ? [ADMIN_NAV.admin] : []),
    ...(user.isVisualsAdmin ? [ADMIN_NAV.visuals] : []),
  ];
}

function FeatureItems({ user }: { user: PublicUser }) {
  const [location] = useLocation();
  return featuresFor(user).map((item) => (
    <DropdownMenu.Item key={item.href} asChild>
      <Link
        href={item.href}
        aria-current={isActiveRoute(location, item.href) ? "page" : undefined}
        className={cn(MENU_ROW, "aria-[current=page]:text-primary")}
      >
        <item.icon className="h-4 w-4" aria-hidden /> {item.label}
      </Link>
    </DropdownMenu.Item>
  ));
}

/**
 * "Features": the desktop header's labelled menu beside the icons, every feature by name (issue 29:
 * the icons alone show their names only on hover).
 */
export function FeaturesMenu({ user }: { user: PublicUser }) {
  return (
    <HeaderMenu
      trigger={<IconLabel icon={LayoutGrid}>Features</IconLabel>}
      triggerClassName="hidden h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground md:flex"
      testId="features-menu"
      align="start"
    >
      <FeatureItems user={user} />
    </HeaderMenu>
  );
}

/**
 * "More" on a phone: the bottom bar keeps its six tabs (docs/product.md §4.1.2), and this menu in
 * the header, on every signed-in page, holds every feature, Settings and Sign Out, so each is at
 * most two taps away (issue 29).
 */
function MoreMenu({ user, onSignOut }: { user: PublicUser; onSignOut: () => void }) {
  return (
    <HeaderMenu
      trigger={<IconLabel icon={Menu}>More</IconLabel>}
      triggerClassName="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-foreground hover:bg-accent md:hidden"
      testId="more-menu"
    >
      <DropdownMenu.Label className="px-3 py-2 text-xs text-muted-foreground">
        {displayName(user)}
      </DropdownMenu.Label>
      <FeatureItems user={user} />
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <AccountItems onSignOut={onSignOut} />
    </HeaderMenu>
  );
}

/** A menu trigger's icon and the word beside it. */
function IconLabel({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <>
      <Icon className="h-5 w-5" aria-hidden /> {children}
    </>
  );
}

/** A header drop-down: its trigger, and its items in a portal below it (the header clips otherwise). */
function HeaderMenu({
  trigger,
  triggerClassName,
  testId,
  label,
  align = "end",
  contentClassName,
  children,
}: {
  trigger: ReactNode;
  triggerClassName: string;
  testId: string;
  /** The trigger's accessible name, when its text alone does not say it. */
  label?: string;
  align?: "start" | "end";
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClassName} data-testid={testId} aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={8} className={cn(MENU_CONTENT, contentClassName)}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function AccountItems({ onSignOut }: { onSignOut: () => void }) {
  return (
    <>
      <DropdownMenu.Item asChild>
        <Link href="/settings" className={MENU_ROW}>
          <Settings className="h-4 w-4" aria-hidden /> Settings
        </Link>
      </DropdownMenu.Item>
      <DropdownMenu.Item onSelect={onSignOut} className={MENU_ROW}>
        <LogOut className="h-4 w-4" aria-hidden /> Sign out
      </DropdownMenu.Item>
    </>
  );
}

/**
 * The avatar button with Settings and Sign out, and on a phone the More menu before it (loaded
 * inside the query client: signing out is a mutation).
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const { logoutMutation } = useAuthActions();
  const signOut = () => logoutMutation.mutate();
  return (
    <div className="flex items-center gap-1">
      <MoreMenu user={user} onSignOut={signOut} />
      <HeaderMenu
        trigger={
          <>
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground">
              {avatarLetter(user)}
            </span>
            <span className="hidden max-w-32 truncate text-sm md:inline">{displayName(user)}</span>
          </>
        }
        triggerClassName="flex items-center gap-2 rounded-full p-1 hover:bg-accent md:pr-3"
        testId="user-menu"
        label={`Account: ${displayName(user)}`}
        contentClassName="min-w-44"
      >
        <AccountItems onSignOut={signOut} />
      </HeaderMenu>
    </div>
  );
}
