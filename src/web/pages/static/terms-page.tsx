import { MarkdownBody } from "./markdown-body.tsx";
import { LEGAL_TEXTS_UPDATED, StaticPage } from "./static-page.tsx";
import terms from "./terms.md";

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      subtitle="The agreement between you and us when you use Zero Fluff, All Astrology, written to be read."
      updated={LEGAL_TEXTS_UPDATED}
    >
      <MarkdownBody html={terms} />
    </StaticPage>
  );
}
