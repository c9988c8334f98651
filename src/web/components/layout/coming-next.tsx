import { Hourglass } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";

/**
 * A page whose feature is still being built says so plainly and lists what will be there,
 * instead of pretending (used only for screens a later piece of work owns).
 */
export function ComingNext({ title, subtitle, items }: { title: string; subtitle: string; items: string[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-3xl font-semibold md:text-4xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{subtitle}</p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Hourglass className="h-5 w-5 text-primary" aria-hidden /> Being built right now
          </CardTitle>
          <CardDescription>
            This screen is part of the product and is on its way. Here is what it will hold:
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm text-foreground/90">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
