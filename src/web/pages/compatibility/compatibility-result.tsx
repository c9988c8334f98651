import { Briefcase, Flame, Heart, type LucideIcon, RotateCcw, Sparkles, Users } from "lucide-react";
import {
  COMPATIBILITY_MESSAGES,
  type CompatibilityResult,
  compatibilityWording,
} from "#contracts/compatibility";
import { WhyThis } from "#web/components/insight/why-this.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardHeader } from "#web/components/ui/card.tsx";
import { FocusHeading } from "#web/components/ui/focus-heading.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { cn } from "#web/lib/utils.ts";
import { clampScore, signGlyph, signName } from "./api.ts";
import { ScoreBar, ScoreRing, toneOf } from "./score-ring.tsx";

type BigThree = CompatibilityResult["userChart"];

interface Category {
  value: string;
  label: string;
  /** What the score measures, for the progress bar's name. */
  scoreLabel: string;
  icon: LucideIcon;
  pick: (result: CompatibilityResult) => {
    score: number;
    description: string;
    examples: string[];
    lists: { title: string; items: string[] }[];
  };
}

/** The four tabs of docs/product.md §2, §3.1.3, §7.1 and the lists each adds. */
const CATEGORIES: Category[] = [
  {
    value: "love",
    label: "Love",
    scoreLabel: "Romantic compatibility",
    icon: Heart,
    pick: ({ romantic: r }) => ({
      ...r,
      lists: [
        { title: "Strengths", items: r.strengths },
        { title: "Growth Areas", items: r.challenges },
      ],
    }),
  },
  {
    value: "lust",
    label: "Lust",
    scoreLabel: "Sexual compatibility",
    icon: Flame,
    pick: ({ sexual: s }) => ({
      ...s,
      lists: [
        { title: "Chemistry", items: s.chemistry },
        { title: "Dynamics", items: s.dynamics },
      ],
    }),
  },
  {
    value: "friends",
    label: "Friends",
    scoreLabel: "Friendship compatibility",
    icon: Users,
    pick: ({ friendship: f }) => ({
      ...f,
      lists: [
        { title: "Common Interests", items: f.commonInterests },
        { title: "Support Style", items: f.supportStyle },
      ],
    }),
  },
  {
    value: "work",
    label: "Work",
    scoreLabel: "Work compatibility",
    icon: Briefcase,
    pick: ({ work: w }) => ({
      ...w,
      lists: [
        { title: "Collaboration", items: w.collaboration },
        { title: "Best Roles", items: w.roles },
      ],
    }),
  },
];

/**
 * The result (docs/product.md §11.1): overall ring, both charts' big three, the four category
 * tabs, the synastry behind it, and the two ways back to the form.
 */
export function CompatibilityResultView({
  result,
  onTryAnother,
  onStartOver,
}: {
  result: CompatibilityResult;
  /** Back to the form with its values kept. */
  onTryAnother: () => void;
  /** Back to an empty form. */
  onStartOver: () => void;
}) {
  const overall = clampScore(result.overall);
  const wording = compatibilityWording(overall);

  return (
    <section
      aria-labelledby="compatibility-result-title"
      data-testid="compatibility-result"
      className="space-y-6"
    >
      <Card className="overflow-hidden">
        <div className="flex flex-col items-center gap-6 p-6 text-center sm:flex-row sm:gap-8 sm:p-8 sm:text-left">
          <ScoreRing score={overall} />
          <div className="min-w-0 space-y-2">
            <FocusHeading
              id="compatibility-result-title"
              className="break-words font-display text-2xl font-semibold md:text-3xl"
            >
              You & {result.partnerName}
            </FocusHeading>
            <p className="text-lg">
              <span data-testid="overall-wording" className={cn("font-semibold", toneOf(overall).text)}>
                {wording}
              </span>{" "}
              <span className="text-muted-foreground">compatibility overall</span>
            </p>
            <p className="text-sm text-muted-foreground">
              Scored from the aspects between your planets and {result.partnerName}'s. Open a tab for the
              detail of each side of the connection.
            </p>
          </div>
        </div>
      </Card>

      <div className="grid gap-4 md:grid-cols-2">
        <BigThreeCard testId="user-chart" title="You" chart={result.userChart} />
        <BigThreeCard testId="partner-chart" title={result.partnerName} chart={result.partnerChart} />
      </div>
      {result.partnerTimeKnown === false ? (
        <p data-testid="partner-time-unknown" className="text-sm text-muted-foreground">
          {COMPATIBILITY_MESSAGES.unknownPartnerTime}
        </p>
      ) : null}

      <Card>
        <CardContent className="px-4 pt-6 sm:px-6">
          <Tabs defaultValue="love">
            <TabsList aria-label="Compatibility areas" className="grid w-full grid-cols-4">
              {CATEGORIES.map((category) => {
                const Icon = category.icon;
                return (
                  <TabsTrigger key={category.value} value={category.value} className="gap-1.5 px-2 sm:px-4">
                    <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                    {category.label}
                  </TabsTrigger>
                );
              })}
            </TabsList>
            {CATEGORIES.map((category) => (
              <TabsContent key={category.value} value={category.value}>
                <CategoryPanel category={category} result={result} />
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>

      <WhyThis basis={result.basis} />

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onTryAnother}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try Another Match
        </Button>
        <Button size="lg" onClick={onStartOver} className="h-auto min-h-12 py-2 text-center">
          <Sparkles className="size-4" aria-hidden="true" />
          Calculate Another Compatibility
        </Button>
      </div>
    </section>
  );
}

const ROWS = [
  { key: "sun", label: "Sun", symbol: "☉" },
  { key: "moon", label: "Moon", symbol: "☽" },
  { key: "ascendant", label: "Rising", symbol: "↑" },
] as const;

function BigThreeCard({ testId, title, chart }: { testId: string; title: string; chart: BigThree }) {
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader className="px-5 pb-3 sm:px-6">
        <h3 className="break-words font-display text-xl font-semibold leading-tight">{title}</h3>
      </CardHeader>
      <CardContent className="px-5 sm:px-6">
        <dl className="divide-y divide-border">
          {ROWS.map((row) => {
            const sign = chart[row.key]?.sign ?? null;
            const glyph = sign ? signGlyph(sign) : null;
            return (
              <div key={row.key} className="flex items-center justify-between gap-3 py-2.5">
                <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                  <span className="w-4 text-center text-primary" aria-hidden="true">
                    {row.symbol}
                  </span>
                  {row.label}
                </dt>
                <dd className="flex items-center gap-2 font-medium">
                  {glyph ? (
                    <span className="text-violet-300" aria-hidden="true">
                      {`${glyph}\uFE0E`}
                    </span>
                  ) : null}
                  {sign ? signName(sign) : "—"}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}

function CategoryPanel({ category, result }: { category: Category; result: CompatibilityResult }) {
  const block = category.pick(result);
  const lists = block.lists.filter((list) => list.items.length > 0);
  return (
    <div data-testid={`category-${category.value}`} className="space-y-6">
      <ScoreBar label={category.scoreLabel} score={block.score} />
      <p className="whitespace-pre-line break-words leading-relaxed text-foreground/90">
        {block.description}
      </p>
      {block.examples.length > 0 ? <ItemList title="Real-world examples" items={block.examples} /> : null}
      {lists.length > 0 ? (
        <div className="grid gap-6 md:grid-cols-2">
          {lists.map((list) => (
            <ItemList key={list.title} title={list.title} items={list.items} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function ItemList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-background/40 p-4">
      <h3 className="text-sm font-semibold text-primary">{title}</h3>
      <ul className="mt-3 space-y-2 text-sm text-foreground/90">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one fixed list from one result, never reordered.
          <li key={index} className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-secondary" aria-hidden="true" />
            <span className="min-w-0 break-words">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
