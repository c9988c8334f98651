import { useMutation } from "@tanstack/react-query";
import { Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { endpoints } from "#contracts/endpoints";
import type { PublicUser } from "#contracts/user";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { sendForMessage } from "#web/lib/api.ts";
import { isPremiumUser } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import { failureToast } from "./failure-toast.ts";
import { SettingsCard } from "./settings-card.tsx";

/**
 * Danger Zone (docs/product.md §9.1, §9.2, §9.4): deletion, blocked while a premium or pro subscription is
 * running (the server answers 403 in the same case).
 */
export function DangerZoneCard({ user }: { user: PublicUser }) {
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();

  const remove = useMutation<string, Error, void>({
    mutationFn: async () => {
      return sendForMessage(
        endpoints.accounts.deleteAccount,
        {},
        "Your account and all its data have been permanently deleted.",
      );
    },
    onSuccess: (message) => {
      setConfirming(false);
      toast({ title: "Account Deleted", description: message, variant: "success" });
      navigate("/");
      // The account is gone: the visitor is signed out and nothing of theirs stays cached.
      queryClient.setQueryData(queryKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
    },
    onError: (failure) => {
      setConfirming(false);
      failureToast("Account Deletion Failed", failure, "Failed to delete account. Please try again.");
    },
  });

  const requestDeletion = () => {
    if (isPremiumUser(user)) {
      toast({
        title: "Active Subscription",
        description: "Please cancel your subscription first before deleting your account.",
        variant: "destructive",
      });
      return;
    }
    setConfirming(true);
  };

  return (
    <SettingsCard
      id="danger-zone"
      icon={TriangleAlert}
      title="Danger Zone"
      description="Permanent actions. There is no undo."
      danger
    >
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Deleting your account removes your profile, birth data, readings and history for good.
        </p>
        <div>
          <Button type="button" variant="destructive" onClick={requestDeletion}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete Account
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="This permanently deletes your account, your birth data and everything calculated from it. This cannot be undone."
        cancelLabel="Cancel"
        confirmLabel="Yes, Delete My Account"
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        destructive
      />
    </SettingsCard>
  );
}
