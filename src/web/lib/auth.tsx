import { type UseMutationResult, useMutation, useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import { z } from "zod";
import { isPremium } from "#contracts/policy";
import { type PublicUser, publicUserSchema } from "#contracts/user";
import { ApiError, api, isSignedOut, messageOf } from "./api.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";
import { postSessionToWorker } from "./service-worker.ts";
import { type ToastInput, toast } from "./use-toast.ts";

const USER_QUERY_KEY = queryKeys.user;

export interface LoginInput {
  email: string;
  password: string;
}
export interface RegisterInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/** A failed sign-in; `requiresVerification` means the e-mail is not verified yet. */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly requiresVerification: boolean,
  ) {
    super(message);
  }
}

interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, LoginError, LoginInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
  registerMutation: UseMutationResult<void, Error, RegisterInput>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user, or null when nobody is signed in. */
async function fetchUser(): Promise<PublicUser | null> {
  try {
    return await api.get("/api/user", publicUserSchema);
  } catch (failure) {
    if (isSignedOut(failure)) return null;
    throw failure;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, error, isLoading } = useQuery<PublicUser | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
  });
  const user = data ?? null;

  const loginMutation = useMutation<PublicUser, LoginError, LoginInput>({
    mutationFn: async (credentials) => {
      try {
        return await api.send("POST", "/api/login", credentials, publicUserSchema);
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
        throw new LoginError(messageOf(failure), failure.code === "verification_required");
      }
    },
    onSuccess: (signedIn) => {
      queryClient.setQueryData(USER_QUERY_KEY, signedIn);
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
      await api.send("POST", "/api/logout", undefined, z.unknown());
    },
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
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
      await api.send("POST", "/api/register", input, z.unknown());
    },
    onSuccess: () => {
      toast({
        title: "Check Your Email!",
        description: "Registration successful! Please verify your email before logging in.",
      });
    },
    onError: (failure) => {
      toast({ title: "Registration failed", description: messageOf(failure), variant: "destructive" });
    },
  });

  useTimezoneSync(user);
  useWorkerSession(user);

  return (
    <AuthContext.Provider
      value={{ user, isLoading, error: error ?? null, loginMutation, logoutMutation, registerMutation }}
    >
      {children}
    </AuthContext.Provider>
  );
}

/** This sign-in is the account's first: the person just verified their address. */
export function isFirstSignIn(user: Pick<PublicUser, "loginCount">): boolean {
  return user.loginCount <= 1;
}

/**
 * The spec's 'Welcome back!' is for people coming back; someone signing in for the first time is
 * greeted as new, and told the one thing to do next when no birth data exists yet.
 */
export function loginToast(user: PublicUser): ToastInput {
  if (!isFirstSignIn(user)) {
    return { title: "Welcome back!", description: "You have been logged in successfully." };
  }
  return {
    title: "Welcome!",
    description: user.birthDate
      ? "Your account is ready. Your chart is waiting."
      : "Your account is ready. Start with your birth data: it is what every reading is computed from.",
    variant: "success",
  };
}

/** Sends the browser's time zone once when the signed-in user has none; failure is only logged. */
function useTimezoneSync(user: PublicUser | null) {
  const sentFor = useRef<number | null>(null);
  useEffect(() => {
    if (!user || user.timezone || sentFor.current === user.id) return;
    sentFor.current = user.id;
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    api
      .send("POST", "/api/user/timezone", { timezone }, z.unknown())
      .then(() => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }))
      .catch((failure: unknown) => console.error("Timezone update failed", failure));
  }, [user]);
}

/**
 * Tells the service worker who is signed in, so it keeps offline copies for this user only and
 * drops another user's at once. Only a known user is sent: a failed (offline) load must not clear.
 */
function useWorkerSession(user: PublicUser | null) {
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) postSessionToWorker(userId);
  }, [userId]);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/** Premium for display, by the rules the server enforces (one shared module); no user means free. */
export function isPremiumUser(user: PublicUser | null, now: Date = new Date()): boolean {
  return !!user && isPremium(user, now);
}

/** Avatar letter: first letter of firstName, else of username, else U (docs/product.md §4.1.1). */
export function avatarLetter(user: Pick<PublicUser, "firstName" | "username">): string {
  return (user.firstName?.[0] ?? user.username?.[0] ?? "U").toUpperCase();
}

/** Display name: firstName, else username. */
export function displayName(user: Pick<PublicUser, "firstName" | "username">): string {
  return user.firstName || user.username;
}
