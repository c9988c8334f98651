import { CircleCheck, CircleDot, Crown, type LucideIcon, Settings, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { PublicUser } from "#contracts/user";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { isPremiumUser } from "#web/lib/auth.tsx";
import { cn } from "#web/lib/utils.ts";

/** Birth info counts as complete only when date, time and place are all present (docs/product.md §4.4). */
function hasCompleteBirthInfo(user: PublicUser): boolean {
  return !!user.birthDate && !!user.birthTime && !!user.birthPlace;
}

function StatusCard({
  icon: Icon,
  tone,
  title,
  text,
  testId,
  action,
}: {
  icon: LucideIcon;
  tone: "gold" | "violet" | "muted";
  title: string;
  text: string;
  testId: string;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-6" data-testid={testId}>
      <div className="flex items-start gap-4">
        <span
          className={cn(
            "flex size-11 shrink-0 items-center justify-center rounded-xl",
            tone === "gold" && "bg-primary/15 text-primary",
            tone === "violet" && "bg-secondary/20 text-violet-300",
            tone === "muted" && "bg-muted text-muted-foreground",
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-tight">{title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      <div className="mt-auto">{action}</div>
    </Card>
  );
}

/** Plan, birth-info and settings cards (docs/product.md §4.1.3). */
export function StatusCards({ user }: { user: PublicUser }) {
  const premium = isPremiumUser(user);
  const birthComplete = hasCompleteBirthInfo(user);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {premium ? (
        <StatusCard
          icon={Crown}
          tone="gold"
          title="Premium Plan"
          text="All features unlocked"
          testId="plan-card"
          action={
            <Button variant="outline" className="w-full" disabled>
              Active Premium
            </Button>
          }
        />
      ) : (
        <StatusCard
          icon={Sparkles}
          tone="violet"
          title="Free Plan"
          text="Basic features available"
          testId="plan-card"
          action={
            <Button asChild className="w-full">
              <Link href="/subscription">Upgrade to Premium</Link>
            </Button>
          }
        />
      )}
      <StatusCard
        icon={birthComplete ? CircleCheck : CircleDot}
        tone={birthComplete ? "gold" : "muted"}
        title={birthComplete ? "Birth Info Complete" : "Birth Info Needed"}
        text={birthComplete ? "Ready for cosmic insights" : "Complete your profile"}
        testId="birth-info-card"
        action={
          <Button asChild variant={birthComplete ? "outline" : "primary"} className="w-full">
            <Link href="/birth-chart">{birthComplete ? "Edit Birth Info" : "Submit Birth Info"}</Link>
          </Button>
        }
      />
      <StatusCard
        icon={Settings}
        tone="muted"
        title="Settings"
        text="Customize your experience"
        testId="settings-card"
        action={
          <Button asChild variant="outline" className="w-full">
            <Link href="/settings">Manage Account</Link>
          </Button>
        }
      />
    </div>
  );
}
