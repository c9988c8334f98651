import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function CosmicQuotesPage() {
  return (
    <ComingNext
      title="Daily Dose of Zero"
      subtitle="Shareable astrology, zero fluff"
      items={["Today's astro fact and a call to action", "Light and dark 9:16 images to download and share"]}
    />
  );
}
