import { Heart, History, MessageCircleQuestion, Scale, ScanFace } from "lucide-react";
import { useState } from "react";
import { SIGNS, THROWBACK_EARLIEST_DATE } from "#contracts/constants";
import {
  comparisonVisualBodySchema,
  compatibilityVisualBodySchema,
  oracleVisualBodySchema,
  personalityVisualBodySchema,
  throwbackVisualBodySchema,
  type VisualTheme,
} from "#contracts/visuals";
import { Input } from "#web/components/ui/input.tsx";
import { localTodayKey } from "#web/lib/dates.ts";
import { useVisualTool } from "./api.ts";
import { SignSelect, ToolCard, ToolField } from "./tool-card.tsx";

/**
 * The five tools of the Visual Generator that make one visual (the slide sets are in
 * slide-tools.tsx). Each form is checked with the server's own schema.
 */

const textareaClass =
  "min-h-24 w-full rounded-lg border border-input bg-background/60 px-3 py-2 text-base text-foreground sm:text-sm focus-visible:border-primary";

export function CompatibilityTool({ theme }: { theme: VisualTheme }) {
  const [sign1, setSign1] = useState("");
  const [sign2, setSign2] = useState("");
  const tool = useVisualTool("compatibility", compatibilityVisualBodySchema);
  return (
    <ToolCard
      title="Compatibility One-Liner"
      description="Two Sun signs, how they sit on the zodiac, and one line about them together."
      icon={Heart}
      submitLabel="Generate One-Liner"
      onSubmit={() => tool.generate({ sign1: sign1 || undefined, sign2: sign2 || undefined, theme })}
      tool={tool}
    >
      <div className="flex gap-3">
        <SignSelect id="compat-sign1" label="First sign" value={sign1} onChange={setSign1} signs={SIGNS} />
        <SignSelect id="compat-sign2" label="Second sign" value={sign2} onChange={setSign2} signs={SIGNS} />
      </div>
    </ToolCard>
  );
}

export function ThrowbackTool({ theme }: { theme: VisualTheme }) {
  const [date, setDate] = useState("");
  const tool = useVisualTool("throwback", throwbackVisualBodySchema);
  return (
    <ToolCard
      title="Throwback Horoscope"
      description={`What the sky said on any date from ${THROWBACK_EARLIEST_DATE} to today: the Sun, the Moon, what was retrograde.`}
      icon={History}
      submitLabel="Generate Throwback"
      onSubmit={() => tool.generate({ date, theme })}
      tool={tool}
    >
      <ToolField id="throwback-date" label="Date">
        <Input
          id="throwback-date"
          type="date"
          min={THROWBACK_EARLIEST_DATE}
          max={localTodayKey()}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </ToolField>
    </ToolCard>
  );
}

export function OracleTool({ theme }: { theme: VisualTheme }) {
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState("");
  const tool = useVisualTool("oracle", oracleVisualBodySchema);
  return (
    <ToolCard
      title="Ask The Oracle Visual"
      description="A question and the Oracle's answer, set as a story."
      icon={MessageCircleQuestion}
      submitLabel="Generate Oracle Visual"
      onSubmit={() => tool.generate({ question, answer, theme })}
      tool={tool}
    >
      <ToolField id="oracle-question" label="Question">
        <textarea
          id="oracle-question"
          className={textareaClass}
          maxLength={300}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
        />
      </ToolField>
      <ToolField id="oracle-answer" label="Answer">
        <textarea
          id="oracle-answer"
          className={textareaClass}
          maxLength={600}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
      </ToolField>
    </ToolCard>
  );
}

export function ComparisonTool({ theme }: { theme: VisualTheme }) {
  const [text, setText] = useState("");
  const tool = useVisualTool("comparison", comparisonVisualBodySchema);
  return (
    <ToolCard
      title="Normal vs Roast Comparison Card"
      description="One topic in both voices, each read from today's Moon."
      icon={Scale}
      submitLabel="Generate Comparison"
      onSubmit={() => tool.generate({ text, theme })}
      tool={tool}
    >
      <ToolField id="comparison-text" label="Topic">
        <Input
          id="comparison-text"
          maxLength={120}
          placeholder="Texting your ex"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </ToolField>
    </ToolCard>
  );
}

export function PersonalityTool({ theme }: { theme: VisualTheme }) {
  const [userId, setUserId] = useState("");
  const [sun, setSun] = useState("");
  const [moon, setMoon] = useState("");
  const [rising, setRising] = useState("");
  const tool = useVisualTool("personality", personalityVisualBodySchema);
  return (
    <ToolCard
      title="Mini Personality Snapshot"
      description="A member's Sun, Moon and rising from their chart (by user ID), or any three signs."
      icon={ScanFace}
      submitLabel="Generate Snapshot"
      onSubmit={() => tool.generate({ userId: userId.trim(), sun, moon, rising, theme })}
      tool={tool}
    >
      <ToolField id="personality-user" label="User ID">
        <Input
          id="personality-user"
          inputMode="numeric"
          placeholder="e.g. 42"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        />
      </ToolField>
      <p className="text-xs uppercase tracking-wide text-muted-foreground">or all three signs</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SignSelect id="personality-sun" label="Sun" value={sun} onChange={setSun} signs={SIGNS} optional />
        <SignSelect
          id="personality-moon"
          label="Moon"
          value={moon}
          onChange={setMoon}
          signs={SIGNS}
          optional
        />
        <SignSelect
          id="personality-rising"
          label="Rising"
          value={rising}
          onChange={setRising}
          signs={SIGNS}
          optional
        />
      </div>
    </ToolCard>
  );
}
