// How input is checked against its schema, and how a refusal is worded: one ajv set-up and the
// FastAPI-style 422 list clients of the template already parse, for REST's validators
// (http/validation.ts) and GraphQL's input types (graphql/typebox-classes.ts) alike.
import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from 'typebox';
import { atLeastMessage, atMostMessage } from './bounds.js';
import { ValidationError, type ValidationIssue } from './errors.js';
import { NUL_CHARACTER_MESSAGE } from './nul-character.js';

export function createAjv(options: Options) {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, removeAdditional: true, strict: false, ...options });
  addFormats.default(ajv, ['email', 'uri', 'uuid', 'date-time', 'date']);
  return ajv;
}

/** The keyword of the NUL-character refusal REST's validators add to ajv's (shared/nul-character.ts). */
export const NUL_CHARACTER_KEYWORD = 'nulCharacter';

const strict = createAjv({ coerceTypes: false });

/**
 * A check of values that arrive typed (a GraphQL input, after GraphQL's own type checks): the
 * rules of a REST body, refused with its words; `part`, if any, heads each issue's `loc`.
 */
export function checkerOf(schema: TSchema, part: string | null): (value: unknown) => void {
  const validate = strict.compile(schema);
  return (value) => {
    if (!validate(value)) throw new ValidationError(toValidationIssues(validate.errors ?? [], part));
  };
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a valid string',
  integer: 'a valid integer',
  number: 'a valid number',
  boolean: 'a valid boolean',
  object: 'a valid dictionary',
  array: 'a valid list',
};

/** Turns ajv errors into the FastAPI-style list clients of the template already parse. */
export function toValidationIssues(errors: ErrorObject[], part: string | null): ValidationIssue[] {
  return errors.map((error) => {
    const loc: (string | number)[] = [
      ...(part === null ? [] : [part]),
      ...error.instancePath.split('/').filter(Boolean).map(segment),
    ];
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'required':
        return { loc: [...loc, String(params.missingProperty)], msg: 'Field required', type: 'missing' };
      case 'type': {
        const expected = String(params.type).split(',')[0]!;
        return { loc, msg: `Input should be ${TYPE_NAMES[expected] ?? expected}`, type: `${expected}_type` };
      }
      case 'minLength':
        return { loc, msg: `String should have at least ${characters(params.limit)}`, type: 'string_too_short' };
      case 'maxLength':
        return { loc, msg: `String should have at most ${characters(params.limit)}`, type: 'string_too_long' };
      case NUL_CHARACTER_KEYWORD:
        return { loc, msg: NUL_CHARACTER_MESSAGE, type: 'string_nul_character' };
      case 'minimum':
        return { loc, msg: atLeastMessage(params.limit), type: 'greater_than_equal' };
      case 'maximum':
        return { loc, msg: atMostMessage(params.limit), type: 'less_than_equal' };
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map((value) => `'${value}'`);
        return { loc, msg: `Input should be ${allowed.join(', ')}`, type: 'enum' };
      }
      case 'format':
        return params.format === 'email'
          ? { loc, msg: 'value is not a valid email address', type: 'value_error' }
          : { loc, msg: `Input should be a valid ${params.format}`, type: `${params.format}_parsing` };
      default:
        return { loc, msg: error.message ?? 'Invalid value', type: error.keyword };
    }
  });
}

const characters = (count: unknown) => `${count} character${count === 1 ? '' : 's'}`;
const segment = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);
