/** Validates a composer output against the schema of its kind (tests only). */
import { WRITING_SCHEMAS, type WritingKind } from "../schemas.ts";

export function schemaCheck(kind: string, value: unknown): string | null {
  const schema = WRITING_SCHEMAS[kind as WritingKind];
  if (!schema) return `no schema for ${kind}`;
  const result = schema.safeParse(value);
  return result.success ? null : result.error.message;
}
