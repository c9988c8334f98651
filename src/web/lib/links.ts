/**
 * Where every "get started" call to action goes: the Sign Up tab, because a newcomer who lands
 * on "Welcome back" has to find the other tab first (issue 29). "Sign In" links keep plain /auth.
 */
export const SIGN_UP_HREF = "/auth?tab=signup";
