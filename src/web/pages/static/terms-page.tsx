import { LegalMarkdownPage } from "./markdown-body.tsx";
import terms from "./terms.md";

export function TermsPage() {
  return (
    <LegalMarkdownPage
      title="Terms of Service"
      subtitle="The agreement between you and us when you use Zero Fluff, All Astrology, written to be read."
      html={terms}
    />
  );
}
