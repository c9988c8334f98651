import { useQuery } from "@tanstack/react-query";
import { endpoints } from "#contracts/endpoints";
import { type SiteInfo, siteInfoSchema } from "#contracts/user";
import { api } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";

/**
 * A plain line in the footer while payments are in test mode (the built-in test-card checkout or
 * PAYMENTS_TEST_MODE=true), so nobody takes a test upgrade for a real purchase. Same query as the
 * business details: one request serves both.
 */
export function PaymentsModeNote() {
  const { data } = useQuery<SiteInfo>({
    queryKey: queryKeys.siteInfo,
    queryFn: () => api.call(endpoints.siteInfo, siteInfoSchema),
  });
  if (!data?.paymentsTestMode) return null;
  return (
    <p className="mt-6 text-xs font-medium text-foreground" data-testid="payments-test-mode">
      Payments are in test mode: no real money moves, and test card upgrades are not purchases.
    </p>
  );
}
