import { useMutation } from "@tanstack/react-query";
import { BadgeCheck, CircleAlert, Download, LogOut, type LucideIcon, UserCog } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { endpoints, href } from "#contracts/endpoints";
import type { PublicUser } from "#contracts/user";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { api } from "#web/lib/api.ts";
import { useAuthActions } from "#web/lib/auth-actions.ts";
import { downloadBlob } from "#web/lib/download.ts";
import { failureToast } from "./failure-toast.ts";
import { SettingsCard } from "./settings-card.tsx";

const EXPORT_FILE_NAME = "zero-fluff-my-data.json";

/** Fetches the account export and saves it as a file. */
async function downloadMyData(): Promise<void> {
  downloadBlob(await api.blob(href(endpoints.accounts.exportData)), EXPORT_FILE_NAME);
}

/**
 * A button that runs a call, its icon giving way to the spinner meanwhile. Outline: signing out and
 * downloading are ways out, not the page's main action, quiet like the other account buttons.
 */
function ActionButton({
  icon: Icon,
  pending,
  onClick,
  children,
}: {
  icon: LucideIcon;
  pending: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="outline" onClick={onClick} disabled={pending} aria-busy={pending}>
      {pending ? null : <Icon className="size-4" aria-hidden="true" />}
      <PendingLabel pending={pending}>{children}</PendingLabel>
    </Button>
  );
}

/** Account Actions (docs/product.md §9.1): verification status, data export, sign out. */
export function AccountActionsCard({ user }: { user: PublicUser }) {
  const { logoutMutation } = useAuthActions();
  const exportData = useMutation<void, Error, void>({
    mutationFn: downloadMyData,
    onError: (failure) => {
      failureToast("Download Failed", failure, "Failed to download your data. Please try again.");
    },
  });

  return (
    <SettingsCard
      id="account-actions"
      icon={UserCog}
      title="Account Actions"
      description="Verification, your data and signing out."
    >
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Email status:</span>
          {user.emailVerified ? (
            <Badge variant="success" data-testid="email-verified-status">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              Verified
            </Badge>
          ) : (
            <>
              <Badge variant="destructive" data-testid="email-verified-status">
                <CircleAlert className="size-3.5" aria-hidden="true" />
                Not verified
              </Badge>
              <Link
                href="/resend-verification"
                className="rounded text-primary underline-offset-4 hover:underline"
              >
                Resend verification email
              </Link>
            </>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          Get a copy of everything we store about you as a JSON file.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ActionButton icon={Download} pending={exportData.isPending} onClick={() => exportData.mutate()}>
            Download my data
          </ActionButton>
          <ActionButton
            icon={LogOut}
            pending={logoutMutation.isPending}
            onClick={() => logoutMutation.mutate()}
          >
            Sign Out
          </ActionButton>
        </div>
      </div>
    </SettingsCard>
  );
}
