import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Orbit } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type ChartSettings, chartSettingsSchema, NODE_TYPE_NAMES, NODE_TYPES } from "#contracts/birth-chart";
import type { PublicUser } from "#contracts/user";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { fieldOf, messageOr } from "#web/lib/api.ts";
import { HOUSE_SYSTEM_HINTS, HOUSE_SYSTEM_OPTIONS, saveChartSettings } from "#web/lib/chart-settings.ts";
import { toast } from "#web/lib/use-toast.ts";
import { RadioChoices } from "./radio-choices.tsx";
import { SettingsCard } from "./settings-card.tsx";

type Errors = Partial<Record<keyof ChartSettings, string>>;

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * Chart settings (issue 31): the house system every reading uses and the North Node (true or
 * mean). Saving recasts the chart and writes the readings again; the chart page offers the house
 * system too.
 */
export function ChartSettingsCard({ user }: { user: PublicUser }) {
  const client = useQueryClient();
  const [values, setValues] = useState<ChartSettings>({
    houseSystem: user.houseSystem,
    nodeType: user.nodeType,
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof ChartSettings>(key: K, value: ChartSettings[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  const save = useMutation({
    mutationFn: (body: ChartSettings) => saveChartSettings(client, body),
    onSuccess: () => toast({ title: "Chart Settings Saved", variant: "success" }),
    onError: (failure: Error) => {
      const message = messageOr(failure, "Failed to save your chart settings. Please try again.");
      toast({ title: "Not Saved", description: message, variant: "destructive" });
      const field = fieldOf(failure);
      if (field === "houseSystem" || field === "nodeType") setErrors({ [field]: message });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's schema: the same sentences the server would answer.
    const parsed = chartSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof ChartSettings] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <SettingsCard
      id="chart-settings"
      icon={Orbit}
      title="Chart Settings"
      description="How your houses are divided and which North Node your readings use."
    >
      <form className="grid gap-5" onSubmit={submit} noValidate>
        <FormField
          id="house-system-setting"
          label="House system"
          error={errors.houseSystem}
          hint={HOUSE_SYSTEM_HINTS[values.houseSystem]}
        >
          <select
            id="house-system-setting"
            className={selectClass}
            value={values.houseSystem}
            aria-invalid={errors.houseSystem ? true : undefined}
            onChange={(event) => set("houseSystem", event.target.value as ChartSettings["houseSystem"])}
          >
            {HOUSE_SYSTEM_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <RadioChoices
          legend="North Node"
          name="nodeType"
          options={NODE_TYPES.map((type) => ({ value: type, label: NODE_TYPE_NAMES[type] }))}
          value={values.nodeType}
          onChange={(type) => set("nodeType", type)}
          error={errors.nodeType}
        >
          <p className="text-xs text-muted-foreground">
            The true node follows the Moon's real wobble; the mean node is its smoothed average.
          </p>
        </RadioChoices>
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            <PendingLabel pending={save.isPending}>Save Chart Settings</PendingLabel>
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
