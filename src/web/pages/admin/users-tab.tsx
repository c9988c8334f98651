import { Info, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminUser } from "#contracts/admin";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent, DialogHeading } from "#web/components/ui/dialog.tsx";
import { openWhile } from "#web/components/ui/open-while.ts";
import { formatDate, formatDateTime, useDeleteUser } from "./api.ts";
import { PlanBadge, UserList } from "./user-list.tsx";

/** Users: search, pages, each user's details, and deleting a non-admin after a confirmation. */
export function UsersTab() {
  const [details, setDetails] = useState<AdminUser | null>(null);
  const [doomed, setDoomed] = useState<AdminUser | null>(null);
  const remove = useDeleteUser(() => setDoomed(null));

  return (
    <>
      <UserList
        label="Users"
        actions={(user) => (
          <>
            <Button variant="outline" size="sm" onClick={() => setDetails(user)}>
              <Info className="size-4" aria-hidden="true" /> Details
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => setDoomed(user)}
              disabled={user.isAdmin}
              title={user.isAdmin ? "Admin accounts cannot be deleted" : undefined}
              aria-label={`Delete ${user.email}`}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </Button>
          </>
        )}
      />
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        {...openWhile(doomed, () => setDoomed(null))}
        title="Delete this user?"
        description={
          doomed ? (
            <>
              <strong className="text-foreground">{doomed.email}</strong> and everything we hold about them —
              birth chart, readings, questions, payments history and reviews — are deleted for good, and they
              are signed out everywhere.
              {doomed.paidThrough === "stripe" ? " Their Stripe subscription is cancelled as well." : ""}
            </>
          ) : (
            ""
          )
        }
        confirmLabel="Delete user"
        destructive
        pending={remove.isPending}
        onConfirm={() => (doomed ? remove.mutate(doomed.id) : undefined)}
      />
    </>
  );
}

function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const rows: [string, React.ReactNode][] = user
    ? [
        ["User id", user.id],
        ["Username", `@${user.username}`],
        ["E-mail", user.email],
        ["E-mail verified", user.emailVerified ? "Yes" : "No"],
        ["Plan", <PlanBadge key="plan" user={user} />],
        ["Subscription status", user.subscriptionStatus ?? "—"],
        ["Subscription end date", formatDate(user.subscriptionEndDate)],
        [
          "Paid through",
          user.paidThrough === "grant"
            ? "Granted by an admin"
            : user.paidThrough === "builtin"
              ? "Built-in checkout"
              : user.paidThrough === "stripe"
                ? "Stripe"
                : "—",
        ],
        ["Stripe customer", user.stripeCustomerId ?? "—"],
        ["Stripe subscription", user.stripeSubscriptionId ?? "—"],
        ["Birth data", user.hasBirthData ? "Entered" : "Not yet"],
        ["Time zone", user.timezone ?? "—"],
        ["Signed up", formatDateTime(user.createdAt)],
        ["Last sign-in", formatDateTime(user.lastLogin)],
        ["Sign-ins", user.loginCount],
        ["Last sign-in IP", user.lastLoginIp ?? "—"],
        ["Admin", user.isAdmin ? "Yes" : "No"],
      ]
    : [];
  return (
    <Dialog {...openWhile(user, onClose)}>
      <DialogContent>
        <DialogHeading
          title={
            <>
              {user?.firstName} {user?.lastName}
            </>
          }
          description="Account details as stored; never a password or a token."
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
