import type { LucideIcon } from "lucide-react";
import {
  ArrowRight,
  CalendarDays,
  Check,
  Crown,
  Flame,
  HeartHandshake,
  History,
  Image,
  ListChecks,
  MessageCircleQuestion,
  Orbit,
  Sun,
  Telescope,
  UserRound,
} from "lucide-react";
import { SIGN_UP_HREF } from "#web/lib/links.ts";
import { StaticCtaLink, StaticPage, StaticTable } from "./static-page.tsx";

interface Feature {
  icon: LucideIcon;
  name: string;
  text: string;
}

const FREE_FEATURES: Feature[] = [
  {
    icon: Orbit,
    name: "Complete birth chart",
    text: "Your natal wheel with all ten planets, the twelve houses, the Ascendant, Midheaven and the aspect lines between them, plus a plain-language interpretation of each planet and of the chart as a whole. Hover over anything on the wheel to see what it means, and export the wheel as an SVG.",
  },
  {
    icon: Sun,
    name: "Daily horoscope",
    text: "One reading a day written for your chart, not for your Sun sign, from the transits actually touching your placements that day. It names the planets and aspects behind it, with short love, career and wellness notes when the sky has something to say about them.",
  },
  {
    icon: CalendarDays,
    name: "7-day transit forecast",
    text: "The Transit Radar lists what the moving planets do to your natal chart over the next week, each transit rated high, medium or low impact and timed to the minute it becomes exact. Filter by love, career, wellness or general.",
  },
  {
    icon: ListChecks,
    name: "Cosmic to-do list",
    text: "Five small, practical tasks a day that fit your current transits, from sending the message you keep drafting to actually drinking some water. Tick them off as you go; the list refreshes at midnight in your own time zone.",
  },
];

const PREMIUM_FEATURES: Feature[] = [
  {
    icon: UserRound,
    name: "Personality analysis",
    text: "A long-form portrait of your chart across fourteen themes, from how you love and argue to how you handle money and deadlines. Generated once per voice and kept for you to reread.",
  },
  {
    icon: Telescope,
    name: "Extended transit forecasts",
    text: "Look ahead 14, 30 or up to 60 days instead of seven, with every transit listed instead of the first ten, so you can see the slow, heavy ones coming well before they arrive.",
  },
  {
    icon: HeartHandshake,
    name: "Compatibility reports",
    text: "Enter someone's birth data and get a chart-to-chart comparison with separate scores and explanations for Love, Lust, Friendship and Work, including what works, what grinds and where each of you fits best.",
  },
  {
    icon: Flame,
    name: "Roast mode",
    text: "Switch your horoscope and interpretations to a brutally honest voice that teases your habits, not your identity. Same planets, same facts, far fewer compliments.",
  },
  {
    icon: MessageCircleQuestion,
    name: "Ask the Oracle",
    text: "One question a day, answered from your chart and the day's transits, in a kind or a roast voice. One question keeps it thoughtful; your earlier questions and answers stay in your history.",
  },
  {
    icon: Image,
    name: "Daily Dose of Zero",
    text: "A short, shareable astrology quote with a call to action, ready as light and dark portrait images for your stories or feed. Download and post, no design work needed.",
  },
  {
    icon: History,
    name: "Throwback horoscopes",
    text: "Pick any date from 1 January 1900 to today and read what the sky said to your chart that day: your first day at school, the day you met someone, the day everything went sideways. One date per day.",
  },
];

function FeatureList({ features, premium }: { features: Feature[]; premium?: boolean }) {
  return (
    <div className="my-6 grid gap-4 sm:grid-cols-2">
      {features.map(({ icon: Icon, name, text }) => (
        <div
          key={name}
          className={`rounded-card border bg-card p-5 ${premium ? "border-secondary/50" : "border-border"}`}
        >
          <div className="flex items-center gap-3">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
                premium ? "bg-secondary/20 text-secondary" : "bg-primary/15 text-primary"
              }`}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="my-0! text-base">{name}</h3>
          </div>
          <p className="mb-0! text-sm text-muted-foreground">{text}</p>
        </div>
      ))}
    </div>
  );
}

export function FeaturesPage() {
  return (
    <StaticPage
      title="Features"
      subtitle="Everything that makes your chart a chart is free. Premium adds depth, a sharper voice and a few toys."
    >
      <p>
        Every feature below runs on the same foundation: the real positions of the Sun, the Moon and the
        planets, computed with ephemeris-grade precision for your exact birth moment and place, and for every
        day you ask about. Readings always say which placements and transits they are based on, so you can see
        why a text says what it says.
      </p>

      <h2>Free, for everyone with an account</h2>
      <p>No card, no trial period, no expiry. Sign up, enter your birth data and these are yours.</p>
      <FeatureList features={FREE_FEATURES} />

      <h2 className="flex items-center gap-2">
        <Crown className="size-6 shrink-0 text-primary" aria-hidden="true" />
        Premium, €8.99 per month
      </h2>
      <p>
        Premium includes everything in the free plan, plus the features below. The price includes VAT, you pay
        by card through Stripe, and you can cancel at any time in Settings: premium then stays active until
        the end of the month you already paid for, and you are not charged again.
      </p>
      <FeatureList features={PREMIUM_FEATURES} premium />

      <h2>Side by side</h2>
      <StaticTable
        caption="Free plan compared with the premium plan"
        columns={["Feature", "Free", "Premium"]}
      >
        <Row name="Birth chart, wheel and interpretations" free="Yes" premium="Yes" />
        <Row name="Daily horoscope" free="Normal voice" premium="Normal and roast voice" />
        <Row name="Cosmic to-do list" free="5 tasks a day" premium="5 tasks a day" />
        <Row name="Transit forecast" free="7 days, first 10 transits" premium="Up to 60 days, all transits" />
        <Row name="Personality analysis" free="No" premium="14 themes" />
        <Row name="Compatibility reports" free="No" premium="Love, Lust, Friendship, Work" />
        <Row name="Ask the Oracle" free="No" premium="1 question a day" />
        <Row name="Daily Dose of Zero images" free="No" premium="Yes" />
        <Row name="Throwback horoscopes" free="No" premium="1 date a day, 1900 to today" />
      </StaticTable>

      <h2>Good to know</h2>
      <ul>
        <li>
          <strong>Your birth time matters.</strong> The Moon moves about a degree every two hours and the
          Ascendant a degree every few minutes. Take the time from a birth certificate if you can.
        </li>
        <li>
          <strong>Premium usually unlocks right after payment.</strong> In rare cases the confirmation from
          the payment provider is delayed; it can then take up to 24 hours.
        </li>
        <li>
          <strong>It is astrology.</strong> Positions are precise; meanings are symbolic. Read it for fun and
          reflection, not as advice.
        </li>
      </ul>

      <div className="mt-10 rounded-card border border-border bg-card p-6 text-center sm:p-8">
        <p className="mt-0! font-display text-2xl font-semibold text-foreground">See your own chart</p>
        <p className="text-muted-foreground">
          Free account, two minutes of typing, and the sky at the moment you were born.
        </p>
        <div className="mt-5">
          <StaticCtaLink href={SIGN_UP_HREF}>
            Get your birth chart
            <ArrowRight className="size-4" aria-hidden="true" />
          </StaticCtaLink>
        </div>
      </div>
    </StaticPage>
  );
}

function Row({ name, free, premium }: { name: string; free: string; premium: string }) {
  return (
    <tr>
      <th scope="row" className="font-normal">
        {name}
      </th>
      <Cell value={free} />
      <Cell value={premium} />
    </tr>
  );
}

function Cell({ value }: { value: string }) {
  if (value === "Yes") {
    return (
      <td>
        <Check className="size-4 text-success" aria-hidden="true" />
        <span className="sr-only">Yes</span>
      </td>
    );
  }
  return <td className={value === "No" ? "text-muted-foreground" : undefined}>{value}</td>;
}
