import { CalendarDays } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "#contracts/user";
import { Button } from "#web/components/ui/button.tsx";
import { formatBirthDate, formatBirthTime } from "#web/lib/dates.ts";
import { DetailList, SettingsCard } from "./settings-card.tsx";

/** Birth Information: read-only here; it is edited on the birth chart page. */
export function BirthInfoCard({ user }: { user: PublicUser }) {
  return (
    <SettingsCard
      id="birth-information"
      icon={CalendarDays}
      title="Birth Information"
      description="The moment and place your chart is calculated from."
    >
      <div className="grid gap-5">
        <DetailList
          items={[
            { label: "Birth date", value: formatBirthDate(user.birthDate) },
            { label: "Birth time", value: formatBirthTime(user.birthTime) },
            { label: "Birth place", value: user.birthPlace || "—" },
          ]}
        />
        <div>
          <Button asChild variant="outline">
            <Link href="/birth-chart">Edit Birth Info</Link>
          </Button>
        </div>
      </div>
    </SettingsCard>
  );
}
