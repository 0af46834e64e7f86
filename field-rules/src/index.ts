// The bff's field rules (bff/field-rules.json, emitted from its rules modules), for the dashboard's
// forms: the limits they check before anything is sent and the words they say, so every form says
// the same thing about the same field and nothing here can drift from what the bff enforces. Read
// at build time, as codegen reads bff/schema.graphql.
import rules from '../../bff/field-rules.json' with { type: 'json' };

export const FIELD_RULES = rules;

interface TextRule {
  minLength?: number;
  maxLength?: number;
  pattern?: { source: string; flags: string };
  messages: { required: string; tooShort?: string; tooLong?: string; invalid?: string };
}

/** A rule's pattern as a RegExp. */
export const patternOf = (rule: { pattern: { source: string; flags: string } }) =>
  new RegExp(rule.pattern.source, rule.pattern.flags);

/**
 * What is wrong with a text value under its rule, in the rule's words: missing (when required),
 * too short, too long, or not matching its pattern; undefined when nothing is.
 */
export function textFieldError(rule: TextRule, value: string, { required }: { required: boolean }): string | undefined {
  if (!value) return required ? rule.messages.required : undefined;
  if (rule.minLength !== undefined && value.length < rule.minLength)
    return rule.messages.tooShort ?? rule.messages.required;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return rule.messages.tooLong;
  if (rule.pattern && !new RegExp(rule.pattern.source, rule.pattern.flags).test(value)) return rule.messages.invalid;
  return undefined;
}
