import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { isPremium } from "#contracts/policy";
import type { PublicUser } from "#contracts/user";
import type { UserState } from "./auth-session.ts";
import { postSessionToWorker } from "./service-worker.ts";
import type { ToastInput } from "./use-toast.ts";

/**
 * Who is signed in, for every screen. This module is in the first script of every page, so it holds
 * no query library and no schemas: the user is read through ./auth-session.ts, loaded right after the
 * page is up, and the buttons that sign in, out and up live in ./auth-actions.ts.
 *
 * The provider hands down a store that never changes, and each `useAuth()` subscribes to it. A new
 * context value would reach every part of a prerendered page that React has not hydrated yet (a
 * lazily loaded section), and React throws such a part's server markup away and renders it again
 * from scratch: a form being filled in would lose what was typed, a section would blink.
 */
interface UserStore {
  get(): UserState;
  set(state: UserState): void;
  subscribe(listener: () => void): () => void;
}

/** Loading at first, on the server's prerender and in the browser alike, so hydration matches. */
const LOADING: UserState = { user: null, isLoading: true, error: null };
const loading = () => LOADING;

function createUserStore(): UserStore {
  let state = LOADING;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const AuthContext = createContext<UserStore | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createUserStore);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import("./auth-session.ts")
      .then((session) => {
        if (live) stop = session.watchUser(store.set);
      })
      .catch((failure: Error) => {
        if (live) store.set({ user: null, isLoading: false, error: failure });
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [store]);

  return (
    <AuthContext.Provider value={store}>
      <UserSync />
      {children}
    </AuthContext.Provider>
  );
}

/** What follows the signed-in user outside the screens: their time zone, the service worker's session. */
function UserSync() {
  const { user } = useAuth();
  useTimezoneSync(user);
  useWorkerSession(user);
  return null;
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
    void import("./auth-session.ts").then((session) => session.sendBrowserTimezone());
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

export function useAuth(): UserState {
  const store = useContext(AuthContext);
  if (!store) throw new Error("useAuth must be used inside <AuthProvider>");
  return useSyncExternalStore(store.subscribe, store.get, loading);
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
