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

const LandingPage = staticPage(() => import("./pages/landing-page.tsx"), "LandingPage");
const AuthPage = page(() => import("./pages/auth-page.tsx"), "AuthPage");
const ResendVerificationPage = page(
  () => import("./pages/resend-verification-page.tsx"),
  "ResendVerificationPage",
);
const ResetPasswordPage = page(() => import("./pages/reset-password-page.tsx"), "ResetPasswordPage");
const AboutPage = staticPage(() => import("./pages/static/about-page.tsx"), "AboutPage");
const FeaturesPage = staticPage(() => import("./pages/static/features-page.tsx"), "FeaturesPage");
const PrivacyPage = staticPage(() => import("./pages/static/privacy-page.tsx"), "PrivacyPage");
const CookiesPage = staticPage(() => import("./pages/static/cookies-page.tsx"), "CookiesPage");
const TermsPage = staticPage(() => import("./pages/static/terms-page.tsx"), "TermsPage");
const DisclaimerPage = staticPage(() => import("./pages/static/disclaimer-page.tsx"), "DisclaimerPage");
const AstrochartDemoPage = page(() => import("./pages/astrochart-demo-page.tsx"), "AstrochartDemoPage");
const DashboardPage = page(() => import("./pages/dashboard-page.tsx"), "DashboardPage");
const TodayPage = page(() => import("./pages/today-page.tsx"), "TodayPage");
const BirthChartPage = page(() => import("./pages/birth-chart-page.tsx"), "BirthChartPage");
const TransitRadarPage = page(() => import("./pages/transit-radar-page.tsx"), "TransitRadarPage");
const CompatibilityPage = page(() => import("./pages/compatibility-page.tsx"), "CompatibilityPage");
const CosmicQuotesPage = page(() => import("./pages/cosmic-quotes-page.tsx"), "CosmicQuotesPage");
const AskOraclePage = page(() => import("./pages/ask-oracle-page.tsx"), "AskOraclePage");
const MoonCalendarPage = page(() => import("./pages/moon-calendar-page.tsx"), "MoonCalendarPage");
const ThrowbackPage = page(() => import("./pages/throwback-page.tsx"), "ThrowbackPage");
const PersonalityAnalysisPage = page(
  () => import("./pages/personality-analysis-page.tsx"),
  "PersonalityAnalysisPage",
);
const SubscriptionPage = page(() => import("./pages/subscription-page.tsx"), "SubscriptionPage");
const CheckoutPage = page(() => import("./pages/checkout-page.tsx"), "CheckoutPage");
const SettingsPage = page(() => import("./pages/settings-page.tsx"), "SettingsPage");
const AdminPage = page(() => import("./pages/admin-page.tsx"), "AdminPage");
const AdminVisualsPage = page(() => import("./pages/admin-visuals-page.tsx"), "AdminVisualsPage");
const NotFoundPage = staticPage(() => import("./pages/not-found-page.tsx"), "NotFoundPage");

/** Protected routes of docs/product.md §2, §3.1, §4.1; the Daily Dose and Oracle pages send visitors to /auth instead of /. */
const PROTECTED: {
  path: string;
  component: ComponentType;
  redirectTo?: string;
  offlineReadable?: boolean;
}[] = [
  { path: "/dashboard", component: DashboardPage },
  // Their answers are kept for offline reading (public/sw.js); other pages say they need the network.
  { path: "/today", component: TodayPage, offlineReadable: true },
  { path: "/birth-chart", component: BirthChartPage, offlineReadable: true },
  { path: "/transit-radar", component: TransitRadarPage },
  { path: "/moon", component: MoonCalendarPage },
  { path: "/compatibility", component: CompatibilityPage },
  { path: "/cosmic-quotes", component: CosmicQuotesPage, redirectTo: "/auth" },
  { path: "/ask-oracle", component: AskOraclePage, redirectTo: "/auth" },
  { path: "/throwback", component: ThrowbackPage },
  { path: "/personality-analysis", component: PersonalityAnalysisPage },
  { path: "/subscription", component: SubscriptionPage },
  // The built-in checkout (no Stripe key): our own stand-in for the card provider's hosted page.
  { path: "/checkout/:sessionId", component: CheckoutPage },
  { path: "/settings", component: SettingsPage },
  { path: "/admin", component: AdminPage },
  { path: "/admin/visuals", component: AdminVisualsPage },
];

const PUBLIC: { path: string; component: ComponentType }[] = [
  { path: "/", component: LandingPage },
  { path: "/auth", component: AuthPage },
  { path: "/resend-verification", component: ResendVerificationPage },
  { path: "/reset-password", component: ResetPasswordPage },
  { path: "/privacy", component: PrivacyPage },
  { path: "/cookies", component: CookiesPage },
  { path: "/terms", component: TermsPage },
  { path: "/disclaimer", component: DisclaimerPage },
  { path: "/about", component: AboutPage },
  { path: "/features", component: FeaturesPage },
  { path: "/astrochart-demo", component: AstrochartDemoPage },
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
