import {
  Briefcase,
  Coins,
  Compass,
  Fingerprint,
  Gem,
  GraduationCap,
  Heart,
  HeartPulse,
  House,
  type LucideIcon,
  MessagesSquare,
  Mountain,
  Sprout,
  Users,
  Zap,
} from "lucide-react";
import { PERSONALITY_SECTIONS, type PersonalitySection } from "#contracts/insights";

/** How each of the fourteen themes is shown: its title, icon and icon colour. */
export interface SectionLook {
  title: string;
  icon: LucideIcon;
  tone: string;
}

export const SECTION_LOOKS: Readonly<Record<PersonalitySection, SectionLook>> = {
  corePersonality: { title: "Core Personality", icon: Fingerprint, tone: "bg-primary/15 text-primary" },
  strengths: { title: "Strengths", icon: Zap, tone: "bg-amber-400/15 text-amber-300" },
  challenges: { title: "Challenges", icon: Mountain, tone: "bg-orange-400/15 text-orange-300" },
  loveAndRelationships: {
    title: "Love & Relationships",
    icon: Heart,
    tone: "bg-rose-400/15 text-rose-300",
  },
  careerAndSuccess: { title: "Career & Success", icon: Briefcase, tone: "bg-primary/15 text-primary" },
  moneyAndWealth: { title: "Money & Wealth", icon: Coins, tone: "bg-amber-400/15 text-amber-300" },
  friendshipAndSocial: {
    title: "Friendship & Social Life",
    icon: Users,
    tone: "bg-sky-400/15 text-sky-300",
  },
  familyAndHome: { title: "Family & Home", icon: House, tone: "bg-violet-400/15 text-violet-300" },
  healthAndWellbeing: {
    title: "Health & Wellbeing",
    icon: HeartPulse,
    tone: "bg-emerald-400/15 text-emerald-300",
  },
  spiritualityAndGrowth: {
    title: "Spirituality & Growth",
    icon: Sprout,
    tone: "bg-emerald-400/15 text-emerald-300",
  },
  communicationStyle: {
    title: "Communication Style",
    icon: MessagesSquare,
    tone: "bg-sky-400/15 text-sky-300",
  },
  learningStyle: { title: "Learning Style", icon: GraduationCap, tone: "bg-violet-400/15 text-violet-300" },
  lifePurpose: { title: "Life Purpose", icon: Compass, tone: "bg-primary/15 text-primary" },
  naturalTalents: { title: "Natural Talents", icon: Gem, tone: "bg-rose-400/15 text-rose-300" },
};

/** The themes in the order of the contract (docs/product.md §15.1). */
export const SECTIONS: readonly ({ key: PersonalitySection } & SectionLook)[] = PERSONALITY_SECTIONS.map(
  (key) => ({ key, ...SECTION_LOOKS[key] }),
);

/** Neutral stand-in lines for the locked preview; they say nothing about anyone's chart. */
const FILLER_LINES = [
  "A few paragraphs on this side of you, read from the placements in your birth chart.",
  "Written for your chart alone, in the voice you choose: straight or roasted.",
  "Which planets, signs and houses shape this theme, and what to do with that.",
  "Specific, practical and without the fluff, like the rest of your readings.",
] as const;

export function fillerText(index: number): string {
  const first = FILLER_LINES[index % FILLER_LINES.length];
  const second = FILLER_LINES[(index + 1) % FILLER_LINES.length];
  return `${first} ${second}`;
}

/** Paragraphs of a section text, which separates them by blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
