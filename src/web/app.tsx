import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from "react";
import { Route, Switch } from "wouter";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { PageErrorBoundary } from "./components/layout/page-error-boundary.tsx";
import { ProtectedRoute } from "./components/layout/protected-route.tsx";
import { ScrollManager } from "./components/layout/scroll-manager.tsx";
import { PageSpinner } from "./components/ui/page-spinner.tsx";
import { AuthProvider, useAuth } from "./lib/auth.tsx";
import { lazyPart } from "./lib/lazy-part.ts";
import { useToasts } from "./lib/use-toast.ts";

/** A screen in a chunk of its own, inside the query client (it reads or changes server data). */
function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazyPart(load, name, { data: true });
}

/** A screen that shows only what it was built with (prerendered, no server data of its own). */
function staticPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazyPart(load, name, { data: false });
}

/** What the router shows for any other path. */
const NotFoundPage = staticPage(() => import("./pages/not-found-page.tsx"), "NotFoundPage");

/**
 * Protected routes of docs/product.md §2, §3.1, §4.1; the Daily Dose and Oracle pages send visitors
 * to /auth instead of /. Each route names its screen's chunk where it is declared: no name to keep
 * in step, and a shorter first script (every page loads this table).
 */
const PROTECTED: {
  path: string;
  component: ComponentType;
  redirectTo?: string;
  offlineReadable?: boolean;
}[] = [
  { path: "/dashboard", component: page(() => import("./pages/dashboard-page.tsx"), "DashboardPage") },
  // Their answers are kept for offline reading (public/sw.js); other pages say they need the network.
  {
    path: "/today",
    component: page(() => import("./pages/today-page.tsx"), "TodayPage"),
    offlineReadable: true,
  },
  {
    path: "/birth-chart",
    component: page(() => import("./pages/birth-chart-page.tsx"), "BirthChartPage"),
    offlineReadable: true,
  },
  {
    path: "/transit-radar",
    component: page(() => import("./pages/transit-radar-page.tsx"), "TransitRadarPage"),
  },
  { path: "/moon", component: page(() => import("./pages/moon-calendar-page.tsx"), "MoonCalendarPage") },
  {
    path: "/compatibility",
    component: page(() => import("./pages/compatibility-page.tsx"), "CompatibilityPage"),
  },
  {
    path: "/cosmic-quotes",
    component: page(() => import("./pages/cosmic-quotes-page.tsx"), "CosmicQuotesPage"),
    redirectTo: "/auth",
  },
  {
    path: "/ask-oracle",
    component: page(() => import("./pages/ask-oracle-page.tsx"), "AskOraclePage"),
    redirectTo: "/auth",
  },
  { path: "/throwback", component: page(() => import("./pages/throwback-page.tsx"), "ThrowbackPage") },
  {
    path: "/personality-analysis",
    component: page(() => import("./pages/personality-analysis-page.tsx"), "PersonalityAnalysisPage"),
  },
  {
    path: "/subscription",
    component: page(() => import("./pages/subscription-page.tsx"), "SubscriptionPage"),
  },
  // The built-in checkout (no Stripe key): our own stand-in for the card provider's hosted page.
  {
    path: "/checkout/:sessionId",
    component: page(() => import("./pages/checkout-page.tsx"), "CheckoutPage"),
  },
  { path: "/settings", component: page(() => import("./pages/settings-page.tsx"), "SettingsPage") },
  { path: "/admin", component: page(() => import("./pages/admin-page.tsx"), "AdminPage") },
  {
    path: "/admin/visuals",
    component: page(() => import("./pages/admin-visuals-page.tsx"), "AdminVisualsPage"),
  },
];

const PUBLIC: { path: string; component: ComponentType }[] = [
  { path: "/", component: staticPage(() => import("./pages/landing-page.tsx"), "LandingPage") },
  { path: "/auth", component: page(() => import("./pages/auth-page.tsx"), "AuthPage") },
  {
    path: "/resend-verification",
    component: page(() => import("./pages/resend-verification-page.tsx"), "ResendVerificationPage"),
  },
  {
    path: "/reset-password",
    component: page(() => import("./pages/reset-password-page.tsx"), "ResetPasswordPage"),
  },
  { path: "/privacy", component: staticPage(() => import("./pages/static/privacy-page.tsx"), "PrivacyPage") },
  { path: "/cookies", component: staticPage(() => import("./pages/static/cookies-page.tsx"), "CookiesPage") },
  { path: "/terms", component: staticPage(() => import("./pages/static/terms-page.tsx"), "TermsPage") },
  {
    path: "/disclaimer",
    component: staticPage(() => import("./pages/static/disclaimer-page.tsx"), "DisclaimerPage"),
  },
  { path: "/about", component: staticPage(() => import("./pages/static/about-page.tsx"), "AboutPage") },
  {
    path: "/features",
    component: staticPage(() => import("./pages/static/features-page.tsx"), "FeaturesPage"),
  },
  {
    path: "/astrochart-demo",
    component: page(() => import("./pages/astrochart-demo-page.tsx"), "AstrochartDemoPage"),
  },
];

/** The signed-in pages; public/sw.js opens each from its cached shell when offline (its test checks the lists agree). */
export const PROTECTED_PATHS = PROTECTED.map((route) => route.path);

/** Every path the client router owns; the server answers others with the 404 page (scripts/prerender.mjs). */
export const CLIENT_ROUTE_PATHS = [...PROTECTED, ...PUBLIC].map((route) => route.path);

/**
 * On a signed-in page, its first reads start now, with the user's, not once the user is known
 * (./lib/route-data.ts; its chunk is preloaded by the page's HTML, scripts/prerender.mjs).
 */
export function startRouteData(pathname: string): void {
  if (!PROTECTED.some((route) => route.path === pathname)) return;
  import("./lib/route-data.ts")
    .then((routeData) => routeData.prefetchRouteData(pathname))
    .catch(() => {
      // The page asks for its data itself when it renders.
    });
}

function AppRoutes() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          {PROTECTED.map(({ path, component: Component, redirectTo, offlineReadable }) => (
            <Route key={path} path={path}>
              <ProtectedRoute redirectTo={redirectTo} offlineReadable={offlineReadable}>
                <Component />
              </ProtectedRoute>
            </Route>
          ))}
          {PUBLIC.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

const MobileNav = lazyPart(() => import("./components/layout/mobile-nav.tsx"), "MobileNav", { data: false });
const Toaster = lazyPart(() => import("./components/ui/toaster.tsx"), "Toaster", { data: false });

function Shell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollManager />
      <Header />
      <main className="flex-1">{children}</main>
      <Footer />
      {/* The bottom bar is for signed-in people only; a visitor's page never loads it. */}
      {user && (
        <Suspense fallback={null}>
          <MobileNav />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The toasts' region, loaded with the first toast: most visits to a public page raise none, and the
 * toast store (./lib/use-toast.ts) keeps what was raised meanwhile, so nothing is lost.
 */
function ToasterWhenNeeded() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <AuthProvider>
      <Shell>
        <AppRoutes />
      </Shell>
      <ToasterWhenNeeded />
    </AuthProvider>
  );
}
