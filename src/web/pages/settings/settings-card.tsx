import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { cn } from "#web/lib/utils.ts";

/** One titled card of the settings page, labelled by its heading. */
export function SettingsCard({
  id,
  icon: Icon,
  title,
  description,
  danger = false,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  danger?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className={cn(danger && "border-destructive/50", className)}
    >
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-xl",
              danger ? "bg-destructive/15 text-red-400" : "bg-primary/15 text-primary",
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <CardTitle id={`${id}-title`} className={cn("text-lg", danger && "text-red-300")}>
            {title}
          </CardTitle>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A label/value row list (name, e-mail, birth date …). */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {items.map(({ label, value }) => (
        <div key={label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words font-medium text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
