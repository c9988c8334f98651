import { Crown, Euro, type LucideIcon, Sparkles, UserCheck, Users } from "lucide-react";
import { AUDIT_ACTION_LABELS, type AuditEntry, type DayCount } from "#contracts/admin";
import { Alert } from "#web/components/ui/alert.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { messageOf } from "#web/lib/api.ts";
import { cn } from "#web/lib/utils.ts";
import { formatDateTime, formatMoney, useAdminStats, useAuditLog } from "./api.ts";

/** Overview: the counts, the last 30 days of sign-ups and new subscriptions, and recent admin actions. */
export function OverviewTab() {
  const stats = useAdminStats();
  if (stats.isPending) return <Spinner className="mx-auto my-12 size-8" label="Loading statistics" />;
  if (stats.isError) {
    return <Alert variant="destructive">Could not load the statistics: {messageOf(stats.error)}</Alert>;
  }
  const s = stats.data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <StatCard icon={Users} label="Total Users" value={s.totalUsers} />
        <StatCard icon={UserCheck} label="Active Subscribers" value={s.activeSubscribers} tone="gold" />
        <StatCard icon={Sparkles} label="Free Users" value={s.freeUsers} />
        <StatCard icon={Crown} label="Premium Users" value={s.premiumUsers} tone="gold" />
        <StatCard icon={Crown} label="Pro Users" value={s.proUsers} tone="violet" />
        <StatCard
          icon={Euro}
          label="MRR"
          value={formatMoney(s.mrrCents, s.currency)}
          hint={`${s.renewingSubscriptions} renewing`}
          tone="gold"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-lg">Last 30 days</CardTitle>
            <CardDescription>Sign-ups and new paid subscriptions per day (UTC).</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <DayBars title="Sign-ups" days={s.signupsPerDay} tone="violet" />
            <DayBars title="New subscriptions" days={s.newSubscriptionsPerDay} tone="gold" />
          </CardContent>
        </Card>
        <RecentActivity />
      </div>
    </div>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  tone = "muted",
}: {
  icon: LucideIcon;
  label: string;
  value: number | string;
  hint?: string;
  tone?: "gold" | "violet" | "muted";
}) {
  return (
    <Card className="flex min-w-0 flex-col p-4" data-testid="stat-card">
      <div className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <Icon
          aria-hidden="true"
          className={cn("size-4", tone === "gold" && "text-primary", tone === "violet" && "text-violet-300")}
        />
        {label}
      </div>
      <p className="mt-auto pt-2 font-display text-3xl font-semibold tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

/** A small bar chart of one count per day; the numbers are in a table for screen readers. */
function DayBars({ title, days, tone }: { title: string; days: DayCount[]; tone: "gold" | "violet" }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  return (
    <figure>
      <figcaption className="mb-2 flex items-baseline justify-between text-sm">
        <span className="font-medium">{title}</span>
        <span className="text-muted-foreground">{`${total} in ${days.length} days`}</span>
      </figcaption>
      <div className="flex h-24 items-end gap-[3px]" aria-hidden="true">
        {days.map((day) => (
          <div
            key={day.date}
            title={`${day.date}: ${day.count}`}
            className={cn(
              "min-h-[2px] flex-1 rounded-t-sm",
              day.count === 0 ? "bg-muted" : tone === "gold" ? "bg-primary/80" : "bg-secondary",
            )}
            style={{ height: `${Math.max(2, (day.count / max) * 100)}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-[11px] text-muted-foreground" aria-hidden="true">
        <span>{first.slice(5)}</span>
        <span>{last.slice(5)}</span>
      </div>
      <table className="sr-only">
        <caption>{title} per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function RecentActivity() {
  const audit = useAuditLog(8);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">Recent admin activity</CardTitle>
        <CardDescription>Every change an admin makes is logged with it.</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isPending ? (
          <Spinner className="mx-auto" label="Loading activity" />
        ) : audit.isError ? (
          <p className="text-sm text-muted-foreground">Could not load the log: {messageOf(audit.error)}</p>
        ) : audit.data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No admin actions yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Recent admin actions">
            {audit.data.entries.map((entry) => (
              <AuditLine key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  return (
    <li className="py-2.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</span>
        <time className="text-xs text-muted-foreground" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="truncate text-muted-foreground">
        {entry.target ?? "—"} <span className="text-muted-foreground/70">by {entry.adminEmail}</span>
      </p>
    </li>
  );
}
