import { z } from "zod";
import { BrandFrame, type CardContext } from "../brand.tsx";
import { contentBox, Label, Panel, STYLES, sizeText, TextBlock } from "./visual-parts.tsx";

/** "voice-comparison": one topic, said in the normal voice and then in the roast voice. */
export const voiceComparisonProps = z.object({
  topic: z.string().min(1).max(140),
  normal: z.string().min(1).max(320),
  roast: z.string().min(1).max(320),
  dateLabel: z.string().min(1),
  eyebrow: z.string().min(1).default("NORMAL VS ROAST"),
});

const PANEL_PAD = 36;

export function VoiceComparison({
  props,
  ctx,
}: {
  props: z.output<typeof voiceComparisonProps>;
  ctx: CardContext;
}) {
  const { palette } = ctx;
  const box = contentBox(ctx);
  const topic = sizeText(
    props.topic,
    STYLES.display,
    box.width,
    box.height * 0.2,
    Math.round(ctx.width * 0.062),
  );
  const inner = box.width - 2 * PANEL_PAD - 6;
  const panelText = (box.height - topic.height - 44 - 32 - 2 * (2 * PANEL_PAD + 6 + 26 + 16)) / 2;
  const normal = sizeText(props.normal, STYLES.body, inner, panelText, 38);
  const roast = sizeText(props.roast, STYLES.strong, inner, panelText, 38);
  const size = Math.min(normal.fontSize, roast.fontSize);
  return (
    <BrandFrame ctx={ctx} eyebrow={props.eyebrow} dateLabel={props.dateLabel}>
      <TextBlock
        text={props.topic}
        style={STYLES.display}
        size={topic.fontSize}
        width={box.width}
        color={palette.ink}
        extra={{ marginBottom: 44 }}
      />
      <Panel ctx={ctx} accent={false} width={box.width}>
        <Label color={palette.muted}>NORMAL</Label>
        <TextBlock
          text={props.normal}
          style={STYLES.body}
          size={size}
          width={inner}
          color={palette.ink}
          extra={{ marginTop: 16 }}
        />
      </Panel>
      <div style={{ display: "flex", height: 32 }} />
      <Panel ctx={ctx} accent width={box.width}>
        <Label color={palette.accent}>ROAST</Label>
        <TextBlock
          text={props.roast}
          style={STYLES.strong}
          size={size}
          width={inner}
          color={palette.highlight}
          extra={{ marginTop: 16 }}
        />
      </Panel>
    </BrandFrame>
  );
}
