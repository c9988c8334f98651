import { Suspense } from "react";
import { Link } from "wouter";
import type { PublicUser } from "#contracts/user";
import { useAuth } from "#web/lib/auth.tsx";
import { lazyPart } from "#web/lib/lazy-part.ts";

type SignedInProps = { user: PublicUser };
const MainNav = lazyPart<typeof import("./signed-in-header.tsx"), SignedInProps>(
  () => import("./signed-in-header.tsx"),
  "MainNav",
  { data: false },
);
const UserMenu = lazyPart<typeof import("./signed-in-header.tsx"), SignedInProps>(
  () => import("./signed-in-header.tsx"),
  "UserMenu",
  { data: true },
);

/** The Sign In link has the small primary button's look, written out: no button component in a visitor's first script. */
const SIGN_IN_LINK =
  "inline-flex h-8 items-center justify-center gap-2 rounded-lg bg-primary px-3 text-sm font-medium text-primary-foreground shadow-lg shadow-primary/10 transition-colors hover:bg-primary/90";

export function Header() {
  const { user } = useAuth();
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

        {user ? (
          <Suspense fallback={<span aria-hidden className="h-10 w-10" />}>
            <MainNav user={user} />
            <UserMenu user={user} />
          </Suspense>
        ) : (
          <Link href="/auth" className={SIGN_IN_LINK}>
            Sign In
          </Link>
        )}
      </div>
    </header>
  );
}
