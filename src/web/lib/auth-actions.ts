import { type UseMutationResult, useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { type PublicUser, publicUserSchema } from "#contracts/user";
import { ApiError, api, messageOf } from "./api.ts";
import { loginToast } from "./auth.tsx";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";
import { postSessionToWorker } from "./service-worker.ts";
import { toast } from "./use-toast.ts";

interface LoginInput {
  email: string;
  password: string;
}
interface RegisterInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/** A failed sign-in; `requiresVerification` means the e-mail is not verified yet. */
class LoginError extends Error {
  constructor(
    message: string,
    readonly requiresVerification: boolean,
  ) {
    super(message);
  }
}

export interface AuthActions {
  loginMutation: UseMutationResult<PublicUser, LoginError, LoginInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
  registerMutation: UseMutationResult<void, Error, RegisterInput>;
}

/**
 * Signing in, out and up, with their toasts. Kept apart from `useAuth()` (./auth.tsx) because only
 * the screens with those buttons need the query library; the user they produce goes to the query
 * cache, which the AuthProvider follows.
 */
export function useAuthActions(): AuthActions {
  const loginMutation = useMutation<PublicUser, LoginError, LoginInput>({
    mutationFn: async (credentials) => {
      try {
        return await api.call(endpoints.accounts.login, publicUserSchema, { body: credentials });
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        throw new LoginError(messageOf(failure), failure.code === "verification_required");
      }
    },
    onSuccess: (signedIn) => {
      queryClient.setQueryData(queryKeys.user, signedIn);
      toast(loginToast(signedIn));
    },
    onError: (failure) => {
      toast({
        title: failure.requiresVerification ? "Email Verification Required" : "Login failed",
        description: failure.message,
        variant: "destructive",
      });
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await api.call(endpoints.accounts.logout, z.unknown());
    },
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      // The offline copies of this person's readings go with the session.
      postSessionToWorker(null);
      toast({ title: "Logged out", description: "You have been logged out successfully." });
    },
    onError: (failure) => {
      toast({ title: "Logout failed", description: messageOf(failure), variant: "destructive" });
    },
  });

  const registerMutation = useMutation<void, Error, RegisterInput>({
    mutationFn: async (input) => {
      await api.call(endpoints.accounts.register, z.unknown(), { body: input });
    },
    // No success toast: the "Check Your Email" screen that replaces the form already says it
    // (docs/product.md §3.2, issue 29).
    onError: (failure) => {
      toast({ title: "Registration failed", description: messageOf(failure), variant: "destructive" });
    },
  });

  return { loginMutation, logoutMutation, registerMutation };
}
