import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Route, Switch } from "wouter";
import { Footer } from "./components/layout/footer.tsx";
import { Header } from "./components/layout/header.tsx";
import { MobileNav } from "./components/layout/mobile-nav.tsx";
import { ProtectedRoute } from "./components/layout/protected-route.tsx";
import { ScrollManager } from "./components/layout/scroll-manager.tsx";
import { PageSpinner } from "./components/ui/spinner.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { TooltipProvider } from "./components/ui/tooltip.tsx";
import { AuthProvider } from "./lib/auth.tsx";
import { queryClient } from "./lib/query-client.ts";

/** Lazy-loads a named export, so every screen is its own chunk. */
function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = page(() => import("./pages/landing-page.tsx"), "LandingPage");
const AuthPage = page(() => import("./pages/auth-page.tsx"), "AuthPage");
const ResendVerificationPage = page(
  () => import("./pages/resend-verification-page.tsx"),
  "ResendVerificationPage",
);
const ResetPasswordPage = page(() => import("./pages/reset-password-page.tsx"), "ResetPasswordPage");
const AboutPage = page(() => import("./pages/static/about-page.tsx"), "AboutPage");
const FeaturesPage = page(() => import("./pages/static/features-page.tsx"), "FeaturesPage");
const PrivacyPage = page(() => import("./pages/static/privacy-page.tsx"), "PrivacyPage");
const CookiesPage = page(() => import("./pages/static/cookies-page.tsx"), "CookiesPage");
const TermsPage = page(() => import("./pages/static/terms-page.tsx"), "TermsPage");
const DisclaimerPage = page(() => import("./pages/static/disclaimer-page.tsx"), "DisclaimerPage");
const AstrochartDemoPage = page(() => import("./pages/astrochart-demo-page.tsx"), "AstrochartDemoPage");
const DashboardPage = page(() => import("./pages/dashboard-page.tsx"), "DashboardPage");
const TodayPage = page(() => import("./pages/today-page.tsx"), "TodayPage");
const BirthChartPage = page(() => import("./pages/birth-chart-page.tsx"), "BirthChartPage");
const TransitRadarPage = page(() => import("./pages/transit-radar-page.tsx"), "TransitRadarPage");
const CompatibilityPage = page(() => import("./pages/compatibility-page.tsx"), "CompatibilityPage");
const CosmicQuotesPage = page(() => import("./pages/cosmic-quotes-page.tsx"), "CosmicQuotesPage");
const AskOraclePage = page(() => import("./pages/ask-oracle-page.tsx"), "AskOraclePage");
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
const NotFoundPage = page(() => import("./pages/not-found-page.tsx"), "NotFoundPage");

/** Protected routes of docs/product.md §2, §3.1, §4.1; the Daily Dose and Oracle pages send visitors to /auth instead of /. */
const PROTECTED: { path: string; component: ComponentType; redirectTo?: string }[] = [
  { path: "/dashboard", component: DashboardPage },
  { path: "/today", component: TodayPage },
  { path: "/birth-chart", component: BirthChartPage },
  { path: "/transit-radar", component: TransitRadarPage },
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

/** Every path the client router owns; the server answers others with the 404 page (scripts/prerender.mjs). */
export const CLIENT_ROUTE_PATHS = [...PROTECTED, ...PUBLIC].map((route) => route.path);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {PROTECTED.map(({ path, component: Component, redirectTo }) => (
          <Route key={path} path={path}>
            <ProtectedRoute redirectTo={redirectTo}>
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
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollManager />
      <Header />
      <main className="flex-1">{children}</main>
      <Footer />
      <MobileNav />
    </div>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AuthProvider>
          <Shell>
            <AppRoutes />
          </Shell>
          <Toaster />
        </AuthProvider>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
