import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function ResendVerificationPage() {
  return (
    <ComingNext
      title="Resend verification"
      subtitle="Get a fresh verification link"
      items={["An e-mail field that sends a new verification link (valid 7 days)"]}
    />
  );
}
