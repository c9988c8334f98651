/** Validates a composer output against the schema of its kind (tests only). */
import { TEXT_KINDS, type TextKindName } from "../kinds.ts";

export function schemaCheck(kind: string, value: unknown): string | null {
  const entry = TEXT_KINDS[kind as TextKindName];
  if (!entry) return `no schema for ${kind}`;
  const result = entry.schema.safeParse(value);
  return result.success ? null : result.error.message;
}
