import { Crown, XCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import type { AdminUser } from "#contracts/admin";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { openWhile } from "#web/components/ui/open-while.ts";
import { toastEmailRequired, usePremiumByEmail } from "./api.ts";
import { UserList } from "./user-list.tsx";

/** Subscriptions: grant Premium by e-mail, and the Premium and free members with their one action. */
export function SubscriptionsTab() {
  const [email, setEmail] = useState("");
  const activate = usePremiumByEmail("activate", () => setEmail(""));
  const [ending, setEnding] = useState<AdminUser | null>(null);
  const cancel = usePremiumByEmail("cancel", () => setEnding(null));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toastEmailRequired();
      return;
    }
    activate.mutate(address);
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Activate Premium</CardTitle>
          <CardDescription>
            Grants Premium with no end date and no charge (for support cases and gifts). It lasts until it is
            cancelled here or by the member.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
            <div className="flex-1 space-y-1.5">
              <Label htmlFor="activate-email">Member's e-mail</Label>
              <Input
                id="activate-email"
                type="email"
                autoComplete="off"
                placeholder="member@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={activate.isPending} aria-busy={activate.isPending}>
              <Crown className="size-4" aria-hidden="true" />
              {activate.isPending ? "Activating..." : "Activate Premium"}
            </Button>
          </form>
        </CardContent>
      </Card>

      <div className="grid gap-6 xl:grid-cols-2">
        <PlanUsers
          plan="premium"
          title="Premium users"
          description="Premium runs now, including cancelled ones until their end date."
          action={(user) => (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setEnding(user)}
              aria-label={`Cancel Premium for ${user.email}`}
            >
              <XCircle className="size-4" aria-hidden="true" /> Cancel
            </Button>
          )}
        />
        <PlanUsers
          plan="free"
          title="Free users"
          description="Everyone without a running Premium."
          action={(user) => (
            <Button
              variant="outline"
              size="sm"
              disabled={activate.isPending}
              onClick={() => activate.mutate(user.email)}
              aria-label={`Activate Premium for ${user.email}`}
            >
              <Crown className="size-4" aria-hidden="true" /> Activate
            </Button>
          )}
        />
      </div>

      <ConfirmDialog
        {...openWhile(ending, () => setEnding(null))}
        title="Cancel Premium now?"
        description={
          ending
            ? `${ending.email} goes back to the free plan at once.${
                ending.paidThrough === "stripe"
                  ? " Their Stripe subscription is cancelled too: no further charge."
                  : ""
              }`
            : ""
        }
        cancelLabel="Keep Premium"
        confirmLabel="Cancel Premium"
        destructive
        pending={cancel.isPending}
        onConfirm={() => (ending ? cancel.mutate(ending.email) : undefined)}
      />
    </div>
  );
}

/** One plan's users, a page of ten at a time, each with the one thing an admin can do for them. */
function PlanUsers({
  plan,
  title,
  description,
  action,
}: {
  plan: "premium" | "free";
  title: string;
  description: string;
  action: (user: AdminUser) => ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <UserList label={title} plan={plan} compact pageSize={10} actions={action} />
      </CardContent>
    </Card>
  );
}
