// The limits, patterns and words of the fields people type, one module per entity
// (`<module>/<noun>.rules.ts`). The bff's schemas take their numbers from them, and
// `npm run rules:emit` writes them all to bff/field-rules.json, which the dashboard's forms read
// (through @touchline/shell-contract/field-rules) instead of keeping copies of their own.

export interface FieldRule {
  /** What the forms call the field; every message below starts with it. */
  label: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** A regular expression the whole value must match, as `new RegExp(source, flags)`. */
  pattern?: { source: string; flags: string };
  /** What a form says when the value breaks a rule: `required`, `tooShort`, `tooLong`, `invalid`, or a rule of the field's own. */
  messages: Record<string, string>;
}

interface TextLimits {
  minLength?: number;
  maxLength: number;
  pattern?: RegExp;
}

const characters = (count: number) => `${count} character${count === 1 ? '' : 's'}`;

/** A text field's rule, with the messages every form words the same way. */
export function textField<L extends TextLimits, M extends Record<string, string> = Record<never, string>>(
  label: string,
  limits: L,
  messages?: M,
) {
  const { pattern, ...lengths } = limits;
  const { minLength, maxLength } = lengths;
  return {
    label,
    ...(lengths as Omit<L, 'pattern'>),
    ...(pattern ? { pattern: { source: pattern.source, flags: pattern.flags } } : {}),
    messages: {
      required: `${label} is required`,
      ...(minLength !== undefined && minLength > 1
        ? { tooShort: `${label} must be at least ${characters(minLength)}` }
        : {}),
      tooLong: `${label} must be at most ${characters(maxLength)}`,
      ...messages,
    } as { required: string; tooShort?: string; tooLong: string } & M,
  } satisfies FieldRule;
}
