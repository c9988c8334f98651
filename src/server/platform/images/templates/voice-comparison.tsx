import { Fragment } from "react";
import { z } from "zod";
import { BrandFrame } from "../brand.tsx";
import {
  contentBox,
  DisplayText,
  LabelledText,
  Panel,
  STYLES,
  sizeDisplay,
  sizeText,
  type TemplateArgs,
} from "./visual-parts.tsx";

/** "voice-comparison": one topic, said in the normal voice and then in the roast voice. */
export const voiceComparisonProps = z.object({
  topic: z.string().min(1).max(140),
  normal: z.string().min(1).max(320),
  roast: z.string().min(1).max(320),
  dateLabel: z.string().min(1),
  eyebrow: z.string().min(1).default("NORMAL VS ROAST"),
});

const PANEL_PAD = 36;

export function VoiceComparison({ props, ctx }: TemplateArgs<typeof voiceComparisonProps>) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const topic = sizeDisplay(props.topic, ctx, box.height * 0.2, 0.062);
  const inner = box.width - 2 * PANEL_PAD - 6;
  const panelText = (box.height - topic.height - 44 - 32 - 2 * (2 * PANEL_PAD + 6 + 26 + 16)) / 2;
  const normal = sizeText(props.normal, STYLES.body, inner, panelText, 38);
  const roast = sizeText(props.roast, STYLES.strong, inner, panelText, 38);
  const size = Math.min(normal.fontSize, roast.fontSize);
  // The two voices, stacked: the normal one in a plain panel, the roast in an accent one.
  const voices = [
    {
      label: "NORMAL",
      text: props.normal,
      style: STYLES.body,
      accent: false,
      labelColor: palette.muted,
      color: palette.ink,
    },
    {
      label: "ROAST",
      text: props.roast,
      style: STYLES.strong,
      accent: true,
      labelColor: palette.accent,
      color: palette.highlight,
    },
  ];
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <DisplayText
        text={props.topic}
        size={topic.fontSize}
        ctx={ctx}
        color={palette.ink}
        extra={{ marginBottom: 44 }}
      />
      {voices.map((voice, i) => (
        <Fragment key={voice.label}>
          {i > 0 && <div style={{ display: "flex", height: 32 }} />}
          <Panel ctx={ctx} accent={voice.accent} width={box.width}>
            <LabelledText
              label={voice.label}
              labelColor={voice.labelColor}
              gap={16}
              text={voice.text}
              style={voice.style}
              size={size}
              width={inner}
              color={voice.color}
            />
          </Panel>
        </Fragment>
      ))}
    </BrandFrame>
  );
}
