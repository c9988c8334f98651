import { MarkdownBody } from "./markdown-body.tsx";
import privacy from "./privacy.md";
import { LEGAL_TEXTS_UPDATED, StaticPage } from "./static-page.tsx";

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      subtitle="What we collect, why, how long we keep it, who else touches it, and how you stay in control."
      updated={LEGAL_TEXTS_UPDATED}
    >
      <MarkdownBody html={privacy} />
    </StaticPage>
  );
}
