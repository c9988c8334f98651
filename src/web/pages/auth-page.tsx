import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function AuthPage() {
  return (
    <ComingNext
      title="Sign in"
      subtitle="Zero Fluff, All Astrology"
      items={[
        "Sign In and Sign Up tabs with validation",
        "E-mail verification and the 'Check Your Email' screen",
        "A link to request a new verification link",
      ]}
    />
  );
}
