import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import {
  ADMIN_SEARCH_MAX_CHARS,
  ADMIN_USER_SORTS,
  type AdminUser,
  type AdminUsersQuery,
} from "#contracts/admin";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { messageOf } from "#web/lib/api.ts";
import { cn } from "#web/lib/utils.ts";
import { formatDate, formatDateTime, useAdminUsers } from "./api.ts";

const SORT_LABELS: Record<(typeof ADMIN_USER_SORTS)[number], string> = {
  createdAt: "Newest sign-ups",
  lastLogin: "Last sign-in",
  email: "E-mail",
  name: "Name",
  loginCount: "Most sign-ins",
};
/** Alphabetical sorts read A→Z; the others newest or most first. */
const ASCENDING = new Set(["email", "name"]);

/** Waits until typing pauses, so a search runs once per word rather than per key. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function PlanBadge({ user }: { user: AdminUser }) {
  if (user.plan === "free") return <Badge>Free</Badge>;
  const label = user.plan === "pro" ? "Pro" : "Premium";
  const note =
    user.subscriptionStatus === "cancelled"
      ? " · ends"
      : user.subscriptionStatus === "past_due"
        ? " · past due"
        : user.paidThrough === "grant"
          ? " · granted"
          : "";
  return (
    <Badge variant="premium">
      {label}
      {note}
    </Badge>
  );
}

/**
 * A searchable, sortable, paged list of users. `plan` narrows it (the Subscriptions tab's two
 * lists); `actions` renders the buttons of each row.
 */
export function UserList({
  plan = "all",
  pageSize = 20,
  label,
  actions,
  compact = false,
}: {
  plan?: AdminUsersQuery["plan"];
  pageSize?: number;
  label: string;
  actions: (user: AdminUser) => ReactNode;
  /** For a half-width column: name, e-mail and plan beside the actions, no dates. */
  compact?: boolean;
}) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<AdminUsersQuery["sort"]>("createdAt");
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim(), 300);
  // A new search or order starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page resets when the query changes
  useEffect(() => setPage(1), [settled, sort]);
  const users = useAdminUsers({
    page,
    pageSize,
    plan,
    sort,
    order: ASCENDING.has(sort) ? "asc" : "desc",
    ...(settled ? { search: settled } : {}),
  });
  const data = users.data;

  return (
    <section aria-label={label} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <label htmlFor={`${id}-search`} className="sr-only">
            Search {label.toLowerCase()}
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Search by name, e-mail or username"
            value={search}
            maxLength={ADMIN_SEARCH_MAX_CHARS}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <label htmlFor={`${id}-sort`} className="sr-only">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => setSort(event.target.value as AdminUsersQuery["sort"])}
          className="h-11 rounded-lg border border-input bg-background/60 px-3 text-base text-foreground sm:w-48 sm:text-sm"
        >
          {ADMIN_USER_SORTS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>

      {users.isPending ? (
        <Spinner className="mx-auto my-8 size-8" label={`Loading ${label.toLowerCase()}`} />
      ) : users.isError ? (
        <p className="text-sm text-destructive">Could not load the users: {messageOf(users.error)}</p>
      ) : data && data.users.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {settled ? `No users match “${settled}”.` : "No users here yet."}
        </p>
      ) : data ? (
        <>
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card/60">
            {data.users.map((user) => (
              <li
                key={user.id}
                data-testid="admin-user-row"
                className={cn(
                  "grid gap-2 p-4",
                  compact
                    ? "grid-cols-[minmax(0,1fr)_auto] items-center"
                    : "md:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1.2fr)_auto] md:items-center",
                )}
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    {user.firstName} {user.lastName}
                    {user.isAdmin ? (
                      <Badge variant="secondary" className="ml-2 align-middle">
                        Admin
                      </Badge>
                    ) : null}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {user.email} · @{user.username}
                  </p>
                  {compact ? (
                    <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
                      <PlanBadge user={user} />
                      {user.subscriptionEndDate ? (
                        <span className="text-xs text-muted-foreground">
                          until {formatDate(user.subscriptionEndDate)}
                        </span>
                      ) : null}
                    </div>
                  ) : null}
                </div>
                {compact ? null : (
                  <>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <PlanBadge user={user} />
                      {user.emailVerified ? null : <Badge variant="destructive">Unverified</Badge>}
                    </div>
                    <div className="text-xs text-muted-foreground">
                      <p>Joined {formatDate(user.createdAt)}</p>
                      <p>Last sign-in {formatDateTime(user.lastLogin)}</p>
                    </div>
                  </>
                )}
                <div className="flex flex-wrap gap-2 md:justify-end">{actions(user)}</div>
              </li>
            ))}
          </ul>
          <nav className="flex items-center justify-between gap-3 text-sm" aria-label={`${label} pages`}>
            <span className="text-muted-foreground">
              {data.total} {data.total === 1 ? "user" : "users"} · page {data.page} of {data.pageCount}
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage((p) => Math.max(1, p - 1))}
                disabled={data.page <= 1}
              >
                <ChevronLeft className="size-4" aria-hidden="true" /> Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPage((p) => p + 1)}
                disabled={data.page >= data.pageCount}
              >
                Next <ChevronRight className="size-4" aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </section>
  );
}
