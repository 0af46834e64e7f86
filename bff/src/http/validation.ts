// Request validation for REST routes. Bodies are validated strictly (a number is not a string),
// while query strings and path parameters are coerced, since they only ever arrive as text.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type {
  FastifyInstance,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyServerOptions,
  RouteOptions,
} from 'fastify';

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];
import { DECIMAL_INTEGER, DECIMAL_NUMBER } from '../shared/decimal-digits.js';
import { NUL_CHARACTER_MESSAGE, pathToNulCharacter } from '../shared/nul-character.js';
import { createAjv, NUL_CHARACTER_KEYWORD } from '../shared/input-validation.js';

/**
 * Builds the validator compiler for one schema scope. Fastify calls this for every plugin that
 * adds shared schemas, so the strict/coercing split holds everywhere, not only at the root.
 */
function buildValidatorCompiler(externalSchemas: Record<string, unknown> = {}): FastifySchemaCompiler<FastifySchema> {
  const strict = createAjv({ coerceTypes: false });
  const coercing = createAjv({ coerceTypes: 'array' });
  for (const schema of Object.values(externalSchemas)) {
    strict.addSchema(schema as object);
    coercing.addSchema(schema as object);
  }
  return ({ schema, httpPart }) =>
    refusingNulCharacters(
      httpPart === 'body'
        ? strict.compile(schema as object)
        : readingDecimalNumbers(coercing.compile(schema as object), schema),
    );
}

/**
 * The coercing validator, but numbers in a query or path are decimal digits only. Ajv's coercion
 * reads any text JavaScript's `+` turns into a number, so `1e2`, `0x10`, ` 5` and `5.` would
 * pass as 100, 16 and 5: no client means those, and a typo should not become a valid value.
 * Checked before ajv runs, since it coerces the data in place.
 */
function readingDecimalNumbers(validate: ValidateFunction, schema: unknown): ValidateFunction {
  const numericFields = Object.entries(
    (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {},
  ).filter(
    (entry): entry is [string, { type: 'integer' | 'number' }] =>
      entry[1].type === 'integer' || entry[1].type === 'number',
  );
  if (numericFields.length === 0) return validate;
  const validateDecimals = ((data: unknown) => {
    const fields = (data ?? {}) as Record<string, unknown>;
    const notDecimal: ErrorObject[] = numericFields
      .filter(([name, { type }]) => typeof fields[name] === 'string' && !DECIMAL[type].test(fields[name] as string))
      .map(([name, { type }]) => ({
        keyword: 'type',
        instancePath: `/${name}`,
        schemaPath: '',
        params: { type },
        message: `must be ${type}`,
      }));
    const valid = validate(data);
    const others = (validate.errors ?? []).filter(
      (error) => !notDecimal.some((issue) => issue.instancePath === error.instancePath),
    );
    validateDecimals.errors = notDecimal.length || !valid ? [...notDecimal, ...others] : null;
    return valid && notDecimal.length === 0;
  }) as ValidateFunction;
  return validateDecimals;
}

const DECIMAL = { integer: DECIMAL_INTEGER, number: DECIMAL_NUMBER } as const;

/** The validator, plus: no string in the input holds a NUL character (see shared/nul-character.ts). */
function refusingNulCharacters(validate: ValidateFunction): ValidateFunction {
  const validateWithoutNul = ((data: unknown) => {
    const valid = validate(data);
    validateWithoutNul.errors = validate.errors;
    if (!valid) return false;
    const path = pathToNulCharacter(data);
    if (!path) return true;
    const instancePath = path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
    validateWithoutNul.errors = [
      { keyword: NUL_CHARACTER_KEYWORD, instancePath, schemaPath: '', params: {}, message: NUL_CHARACTER_MESSAGE },
    ];
    return false;
  }) as ValidateFunction;
  return validateWithoutNul;
}

/**
 * Fastify option that applies buildValidatorCompiler in every schema scope. Fastify types the
 * factory after its own ajv compiler; ours has the same call shape with its own ajv instances.
 */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator: buildValidatorCompiler as unknown as ValidatorFactory },
};

/**
 * The validator compiler of a route whose handler checks its input itself (the data proxy's
 * path): it refuses nothing. On a GET route that means nothing can be refused before the
 * handler, so access control checks inside it (http/access-control.ts).
 */
export const acceptAnyInput: FastifySchemaCompiler<FastifySchema> = () => () => true;

/** The route checks some part of its request against a schema, and may refuse it with 422. */
export function validatesInput(route: RouteOptions): boolean {
  const schema = route.schema ?? {};
  const hasSchema =
    schema.body !== undefined ||
    schema.querystring !== undefined ||
    schema.params !== undefined ||
    schema.headers !== undefined;
  return hasSchema && route.validatorCompiler !== acceptAnyInput;
}

/** For an app built without the schemaController option (transport tests on a bare instance). */
export function installValidators(app: FastifyInstance) {
  app.setValidatorCompiler(buildValidatorCompiler());
}
