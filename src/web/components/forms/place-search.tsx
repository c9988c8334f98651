import { Loader2, MapPin } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { PlaceSuggestion } from "#contracts/birth-chart";
import { GEOCODE_DEBOUNCE_MS, GEOCODE_MIN_CHARS } from "#contracts/constants";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/utils.ts";
import type { placeFieldsOf } from "./place-fields.ts";
import { searchPlaces } from "./search-places.ts";

/**
 * The Birth Place search box (docs/product.md §6.1, §6.4): a combobox that asks the server for places once at
 * least 3 characters were typed and the typing paused for 500 ms. Each suggestion shows its
 * display name, latitude and longitude to 4 decimals and its time zone. Arrow keys move through
 * the list, Enter picks, Escape closes.
 */
function PlaceSearch({
  id,
  value,
  onTextChange,
  onPick,
  invalid,
  describedBy,
}: {
  id: string;
  /** The text in the box. */
  value: string;
  /** The user typed: the previously chosen place no longer applies. */
  onTextChange: (text: string) => void;
  onPick: (place: PlaceSuggestion) => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState(false);
  // Only a typed query searches; picking a place or pre-filling does not.
  const [query, setQuery] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    aborter.current?.abort();
    if (text.length < GEOCODE_MIN_CHARS) {
      setSuggestions([]);
      setSearching(false);
      setSearched(false);
      return;
    }
    const controller = new AbortController();
    aborter.current = controller;
    setSearching(true);
    const timer = setTimeout(async () => {
      const places = await searchPlaces(text, controller.signal);
      if (controller.signal.aborted) return;
      setSuggestions(places);
      setActive(places.length ? 0 : -1);
      setSearching(false);
      setSearched(true);
      setOpen(true);
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (place: PlaceSuggestion) => {
    onPick(place);
    setQuery(null);
    setSuggestions([]);
    setSearched(false);
    setSearching(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      const place = open ? suggestions[active] : undefined;
      if (place) {
        event.preventDefault();
        pick(place);
      }
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    }
  };

  const showList = open && (suggestions.length > 0 || searched);
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="relative">
      <MapPin
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Search for a city..."
        value={value}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="pl-9 pr-9"
        onChange={(event) => {
          onTextChange(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (suggestions.length) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
      />
      {searching ? (
        <Loader2
          className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-primary"
          aria-label="Searching places"
        />
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label="Place suggestions"
        hidden={!showList}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-border bg-popover p-1 shadow-2xl"
      >
        {suggestions.length === 0 && searched ? (
          <p className="px-3 py-2 text-sm text-muted-foreground">No places found. Try another spelling.</p>
        ) : null}
        {suggestions.map((place, index) => (
          <div
            key={`${place.displayName}-${place.latitude}-${place.longitude}`}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown would blur the input and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => pick(place)}
            onKeyDown={() => undefined}
            className={cn(
              "cursor-pointer rounded-lg px-3 py-2 text-sm",
              index === active ? "bg-accent text-foreground" : "text-foreground/90",
            )}
          >
            <span className="block font-medium">{place.displayName}</span>
            <span className="block text-xs text-muted-foreground">
              {place.latitude.toFixed(4)}, {place.longitude.toFixed(4)} · {place.timezone}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The 'Birth Place' field of a birth form (the user's own, a partner's): the search, its one message,
 * and under it the chosen place's coordinates and zone, or how to choose one.
 */
export function PlaceField({
  id,
  place,
  text,
  prompt,
  chosenTestId,
}: {
  id: string;
  place: ReturnType<typeof placeFieldsOf>;
  /** What the search box shows. */
  text: string;
  /** The hint until a place is picked. */
  prompt: string;
  chosenTestId?: string;
}) {
  const { placeError, placeChosen, latitude, longitude, timezone } = place;
  return (
    <FormField
      id={id}
      label="Birth Place"
      error={placeError}
      hint={
        placeChosen ? (
          <span data-testid={chosenTestId}>
            {Number(latitude).toFixed(4)}, {Number(longitude).toFixed(4)} · {timezone}
          </span>
        ) : (
          prompt
        )
      }
    >
      <PlaceSearch
        id={id}
        value={text}
        onTextChange={place.typePlace}
        onPick={place.pickPlace}
        invalid={!!placeError}
        describedBy={placeError ? `${id}-error` : `${id}-hint`}
      />
    </FormField>
  );
}
