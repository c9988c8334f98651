import { Download, type LucideIcon, Smartphone, Square } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { VISUAL_FORMATS, type VisualFormat, type VisualPreview } from "#contracts/visuals";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/utils.ts";
import { signName } from "#web/lib/zodiac.ts";

/** One labelled control of a tool's form (every tool lays its fields out the same way). */
export function ToolField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** One tool of the generator: what it makes and at which size, its form, and its previews. */
export function ToolCard({
  title,
  description,
  icon: Icon,
  onSubmit,
  submitLabel,
  tool: { pending, error, previews, format },
  extraActions,
  wide = false,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  onSubmit: () => void;
  submitLabel: string;
  /** The tool's state from useVisualTool: whether it is generating, its error, its images, their size. */
  tool: { pending: boolean; error: string | null; previews: VisualPreview[]; format: VisualFormat };
  extraActions?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  const size = VISUAL_FORMATS[format];
  const FormatIcon = format === "story" ? Smartphone : Square;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card className={cn("flex min-w-0 flex-col", wide && "lg:col-span-2")} data-testid="visual-tool">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {title}
          </CardTitle>
          <Badge variant="secondary">
            <FormatIcon className="size-3" aria-hidden="true" /> {size.label}
          </Badge>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {children}
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-300">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {pending ? "Generating..." : submitLabel}
            </Button>
            {extraActions}
          </div>
        </form>
        {previews.length > 0 ? <PreviewGrid previews={previews} format={format} wide={wide} /> : null}
      </CardContent>
    </Card>
  );
}

function PreviewGrid({
  previews,
  format,
  wide,
}: {
  previews: VisualPreview[];
  format: VisualFormat;
  wide: boolean;
}) {
  return (
    <ul
      className={cn(
        "grid gap-3",
        previews.length === 1
          ? "grid-cols-1 sm:max-w-xs"
          : wide
            ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
            : "grid-cols-2",
      )}
      aria-label="Previews"
    >
      {previews.map((preview) => (
        <li key={preview.fileName} className="flex flex-col gap-1.5" data-testid="visual-preview">
          <img
            src={preview.dataUrl}
            alt={preview.alt}
            width={preview.width}
            height={preview.height}
            className={cn(
              "h-auto w-full rounded-lg border border-border shadow-lg",
              format === "story" ? "aspect-[9/16]" : "aspect-[4/5]",
            )}
          />
          <a
            href={preview.dataUrl}
            download={preview.fileName}
            className="inline-flex items-center justify-center gap-1 rounded-md px-2 py-1 text-xs text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <Download className="size-3" aria-hidden="true" />
            {preview.sign ? signName(preview.sign) : "Download"}
            <span className="sr-only"> ({preview.fileName})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A labelled native select of the twelve signs. */
export function SignSelect({
  id,
  label,
  value,
  onChange,
  signs,
  optional = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  signs: readonly string[];
  optional?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 rounded-lg border border-input bg-background/60 px-3 text-base text-foreground sm:text-sm"
      >
        <option value="">{optional ? "—" : "Choose a sign"}</option>
        {signs.map((sign) => (
          <option key={sign} value={sign}>
            {signName(sign)}
          </option>
        ))}
      </select>
    </div>
  );
}
