import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Moon, Sun } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { endpoints } from "#contracts/endpoints";
import { type VisualTheme, visualsAccessSchema } from "#contracts/visuals";
import { NotForYourAccount } from "#web/components/layout/not-for-your-account.tsx";
import { PageFrame, PageHeading } from "#web/components/layout/page-frame.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { api } from "#web/lib/api.ts";
import { useAuth } from "#web/lib/auth.tsx";
import { queryKeys } from "#web/lib/query-keys.ts";
import { cn } from "#web/lib/utils.ts";
import { RoastyQuotesTool, UspCarouselTool } from "./admin-visuals/slide-tools.tsx";
import {
  ComparisonTool,
  CompatibilityTool,
  OracleTool,
  PersonalityTool,
  ThrowbackTool,
} from "./admin-visuals/tools.tsx";

/**
 * /admin/visuals: the Visual Generator, for the accounts named in VISUALS_ADMIN_EMAILS (admins or
 * not). The server says who that is (the list is the operator's, not the browser's); anyone else
 * sees "Not for your account", and the server logs the refusal.
 */
export function AdminVisualsPage() {
  const { user, isLoading } = useAuth();
  const access = useQuery({
    queryKey: queryKeys.visualsAccess,
    queryFn: () => api.call(endpoints.visuals.access, visualsAccessSchema),
    enabled: Boolean(user),
  });
  if (isLoading || (user && access.isPending)) return <PageSpinner />;
  if (!user || access.isError) return <NotForYourAccount area="Visual Generator" signedIn={Boolean(user)} />;
  return <VisualGenerator />;
}

function VisualGenerator() {
  const [theme, setTheme] = useState<VisualTheme>("dark");
  return (
    <PageFrame title="Visual Generator" width="max-w-6xl">
      <Link
        href="/admin"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Admin Dashboard
      </Link>
      <header className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading
            title="Visual Generator"
            subtitle="Instagram posts (1080×1350) and stories (1080×1920) in the brand's look, written from the real sky. Every card states its size; download them one by one or all at once."
            subtitleClassName="mt-2 max-w-2xl text-muted-foreground"
          />
        </div>
        <fieldset className="flex items-center gap-1 rounded-xl border border-border bg-muted/60 p-1">
          <legend className="sr-only">Card theme</legend>
          {(
            [
              ["dark", "Night", Moon],
              ["light", "Day", Sun],
            ] as const
          ).map(([value, label, Icon]) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={theme === value}
              onClick={() => setTheme(value)}
              className={cn(theme === value && "bg-card text-primary shadow")}
            >
              <Icon className="size-4" aria-hidden="true" /> {label}
            </Button>
          ))}
        </fieldset>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <RoastyQuotesTool theme={theme} />
        <UspCarouselTool theme={theme} />
        <CompatibilityTool theme={theme} />
        <ThrowbackTool theme={theme} />
        <OracleTool theme={theme} />
        <ComparisonTool theme={theme} />
        <PersonalityTool theme={theme} />
      </div>
    </PageFrame>
  );
}
