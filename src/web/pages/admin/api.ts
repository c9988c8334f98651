import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  ADMIN_MESSAGES,
  ADMIN_TOASTS,
  type AdminUsersQuery,
  adminStatsSchema,
  adminUsersPageSchema,
  auditPageSchema,
} from "#contracts/admin";
import { endpoints } from "#contracts/endpoints";
import { adminTestimonialSchema, type TESTIMONIAL_STATUSES } from "#contracts/landing";
import { messageSchema } from "#contracts/user";
import { api, messageOf } from "#web/lib/api.ts";
import { localeFormat } from "#web/lib/date-format.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { invalidateTag, queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";

/** The admin dashboard's calls, their query keys, and what each success and failure tells the admin. */

const ADMIN_KEYS = queryKeys.admin;

/** After any change every admin list may be out of date (counts, plans, the audit log). */
const refreshAdmin = () => queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.all });

export function useAdminStats() {
  return useQuery({
    queryKey: ADMIN_KEYS.stats,
    queryFn: () => api.call(endpoints.admin.stats, adminStatsSchema),
  });
}

function usersPath(query: Partial<AdminUsersQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return `${endpoints.admin.users.path}?${params}`;
}

export function useAdminUsers(query: Partial<AdminUsersQuery>) {
  return useQuery({
    queryKey: ADMIN_KEYS.users(query),
    queryFn: () => api.get(usersPath(query), adminUsersPageSchema),
    // Keep the current page on screen while the next one loads.
    placeholderData: (previous) => previous,
  });
}

export function useAuditLog(pageSize: number) {
  return useQuery({
    queryKey: ADMIN_KEYS.audit(pageSize),
    queryFn: () => api.call(endpoints.admin.audit, auditPageSchema, { query: { pageSize } }),
  });
}

export type TestimonialFilter = (typeof TESTIMONIAL_STATUSES)[number] | "all";

export function useAdminTestimonials(status: TestimonialFilter) {
  return useQuery({
    queryKey: ADMIN_KEYS.testimonials(status),
    queryFn: () =>
      api.call(endpoints.testimonials.review, z.array(adminTestimonialSchema), {
        query: { status: status === "all" ? undefined : status },
      }),
  });
}

/** The reason a failed call gives, or the fallback when it gave none (a network failure). */
function reason(error: unknown, fallback: string): string {
  const text = messageOf(error);
  return text && !/^Failed to fetch|NetworkError/i.test(text) ? text : fallback;
}

export function useDeleteUser(onDone?: () => void) {
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.admin.deleteUser, messageSchema, { params: { id } }),
    onSuccess: () => {
      toast({ title: ADMIN_TOASTS.deleted, variant: "success" });
      void refreshAdmin();
      onDone?.();
    },
    onError: (error) =>
      toast({
        title: ADMIN_TOASTS.deleteFailed,
        description: reason(error, ADMIN_TOASTS.deleteFailedFallback),
        variant: "destructive",
      }),
  });
}

/** Premium by e-mail: an empty address never leaves the browser ('Email Required'). */
export function usePremiumByEmail(action: "activate" | "cancel", onDone?: () => void) {
  return useMutation({
    mutationFn: (email: string) =>
      api.call(
        action === "activate" ? endpoints.admin.activateSubscription : endpoints.admin.cancelSubscription,
        messageSchema,
        { body: { email } },
      ),
    onSuccess: (body) => {
      toast({
        title: action === "activate" ? "Premium Activated" : "Premium Cancelled",
        description: body.message,
        variant: "success",
      });
      void refreshAdmin();
      onDone?.();
    },
    onError: (error) =>
      toast({
        title: action === "activate" ? ADMIN_TOASTS.activationFailed : ADMIN_TOASTS.cancellationFailed,
        description: reason(error, "Please try again."),
        variant: "destructive",
      }),
  });
}

export function toastEmailRequired() {
  toast({
    title: ADMIN_TOASTS.emailRequiredTitle,
    description: ADMIN_MESSAGES.emailRequired,
    variant: "destructive",
  });
}

const REVIEW_TOASTS = {
  approve: { done: "Testimonial Approved", failed: "Approval Failed" },
  reject: { done: "Testimonial Rejected", failed: "Rejection Failed" },
  delete: { done: "Testimonial Deleted", failed: "Deletion Failed" },
} as const;

export function useReviewTestimonial() {
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: keyof typeof REVIEW_TOASTS }) =>
      action === "delete"
        ? api.call(endpoints.testimonials.remove, messageSchema, { params: { id } })
        : api.call(endpoints.testimonials[action], messageSchema, { params: { id } }),
    onSuccess: (body, { action }) => {
      toast({ title: REVIEW_TOASTS[action].done, description: body.message, variant: "success" });
      void refreshAdmin();
      // The landing page shows approved testimonials; drop its cached copy.
      for (const tag of endpoints.testimonials[action === "delete" ? "remove" : action].invalidates)
        void invalidateTag(queryClient, tag);
    },
    onError: (error, { action }) =>
      toast({
        title: REVIEW_TOASTS[action].failed,
        description: reason(error, "Please try again."),
        variant: "destructive",
      }),
  });
}

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-IE", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

export { money as formatMoney };

/** "12 Mar 2026, 14:05" in the admin's own time zone; "—" for never. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return "—";
  return localeFormat(
    new Date(iso),
    { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
    "en-GB",
  );
}

export function formatDate(iso: string | null): string {
  if (!iso) return "—";
  return localeFormat(new Date(iso), { day: "numeric", month: "short", year: "numeric" }, "en-GB");
}
