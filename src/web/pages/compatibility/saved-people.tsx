import { type LucideIcon, Pencil, Trash2, Users } from "lucide-react";
import { useState } from "react";
import type { SavedPeopleResponse, SavedPerson } from "#contracts/compatibility";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { openWhile } from "#web/components/ui/open-while.ts";
import { formatBirthDate } from "#web/lib/dates.ts";

/**
 * The people a user keeps for Compatibility (issue 29): one tap puts a person's birth data in the
 * form; each can be edited or deleted. Free keeps three, Premium any number (the server holds it).
 */
export function SavedPeopleCard({
  saved,
  activeId,
  onUse,
  onEdit,
  onDelete,
  deletePending,
}: {
  saved: SavedPeopleResponse;
  /** The person whose data is in the form, if any. */
  activeId: number | null;
  onUse: (person: SavedPerson) => void;
  onEdit: (person: SavedPerson) => void;
  onDelete: (person: SavedPerson, done: () => void) => void;
  deletePending: boolean;
}) {
  const [deleting, setDeleting] = useState<SavedPerson | null>(null);
  const { people, limit } = saved;
  if (people.length === 0) return null;
  return (
    <Card aria-labelledby="saved-people-title" data-testid="saved-people">
      <CardHeader className="px-4 pb-3 sm:px-6">
        <CardTitle id="saved-people-title" className="flex items-center gap-2 font-display text-xl">
          <Users className="size-5 shrink-0 text-primary" aria-hidden="true" />
          Saved people
        </CardTitle>
        <CardDescription>
          {limit === null
            ? `${people.length} saved.`
            : `${people.length} of ${limit} saved on the Free plan.`}{" "}
          Tap a name to fill in the form.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="divide-y divide-border">
          {people.map((person) => (
            <li key={person.id} className="flex items-center gap-2 py-2" data-testid="saved-person">
              <button
                type="button"
                onClick={() => onUse(person)}
                aria-pressed={activeId === person.id}
                className="min-h-11 min-w-0 flex-1 rounded-md px-2 py-1 text-left hover:bg-muted/50 aria-pressed:bg-muted/60"
              >
                <span className="block truncate font-medium">{person.partnerName}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatBirthDate(person.birthDate)}
                  {person.birthTimeKnown ? `, ${person.birthTime}` : ", time unknown"}
                </span>
                <span className="block truncate text-xs text-muted-foreground">{person.birthPlace}</span>
              </button>
              <PersonAction
                label={`Edit ${person.partnerName}`}
                icon={Pencil}
                onClick={() => onEdit(person)}
              />
              <PersonAction
                label={`Delete ${person.partnerName}`}
                icon={Trash2}
                onClick={() => setDeleting(person)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        {...openWhile(deleting, () => setDeleting(null))}
        title={`Delete ${deleting?.partnerName ?? ""}?`}
        description="Their birth details are removed from your saved people. Results already shown stay on screen."
        confirmLabel="Delete"
        destructive
        pending={deletePending}
        onConfirm={() => {
          if (deleting) onDelete(deleting, () => setDeleting(null));
        }}
      />
    </Card>
  );
}

/** One of a saved person's actions (edit, delete), shown as its icon and named for that person. */
function PersonAction({
  label,
  icon: Icon,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}
