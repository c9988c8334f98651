import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { PersonalityAnalysisView } from "./personality-analysis/personality-analysis.tsx";

/** /personality-analysis (docs/product.md §15.1): fourteen themes of the user's chart, in a normal or roast voice. */
export function PersonalityAnalysisPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <PersonalityAnalysisView user={user} />;
}
