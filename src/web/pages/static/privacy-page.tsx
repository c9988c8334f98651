import { LegalMarkdownPage } from "./markdown-body.tsx";
import privacy from "./privacy.md";

export function PrivacyPage() {
  return (
    <LegalMarkdownPage
      title="Privacy Policy"
      subtitle="What we collect, why, how long we keep it, who else touches it, and how you stay in control."
      html={privacy}
    />
  );
}
