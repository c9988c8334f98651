/**
 * "May this user do X" for routes and services. The rules themselves live in one pure module
 * shared with the web app (`src/contracts/policy.ts`), so the server enforces exactly what the
 * browser shows; this file only gives the server its usual import path.
 */
export { hasPremiumTier, isAdmin, isPremium, mayUseThrowback } from "#contracts/policy";
