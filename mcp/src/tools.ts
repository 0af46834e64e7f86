// The tools are the data endpoints of the Touchline API, read from its OpenAPI document: one tool
// per catalog endpoint, named by its operation id, its input the endpoint's parameters and its
// output the endpoint's answer schema. A new endpoint in the catalog is a new tool, with nothing
// to write here.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

type JsonSchema = Record<string, unknown>;

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface DataTool {
  definition: Tool;
  /** The request path with `{name}` placeholders, e.g. `/api/transfermarkt/players/{player_id}/profile`. */
  path: string;
  pathParameters: readonly string[];
  queryParameters: readonly string[];
  /** Array answers are wrapped, as structured content must be an object. */
  wrapsArray: boolean;
}

/** Structured content must be an object: an array answer comes as `{ results: [...] }`. */
export const ARRAY_KEY = 'results';

export function dataToolsOf(document: OpenApiDocument): DataTool[] {
  const tools: DataTool[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const operation = operations.get;
    // The passthrough routes (`/api/flashscore/{*}`) take any upstream path: no schema to offer an agent.
    if (!operation?.operationId || !operation.tags?.includes('data') || path.includes('{*}')) continue;
    const parameters = operation.parameters ?? [];
    const answer = asJsonSchema(
      resolve(document, operation.responses?.['200']?.content?.['application/json']?.schema ?? {}),
    ) as JsonSchema;
    const wrapsArray = answer.type === 'array';
    tools.push({
      definition: {
        name: operation.operationId,
        title: operation.summary,
        description: [operation.summary, operation.description].filter(Boolean).join('\n\n'),
        inputSchema: {
          type: 'object',
          properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, inputPropertyOf(parameter)])),
          required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
          additionalProperties: false,
        },
        outputSchema: wrapsArray
          ? { type: 'object', properties: { [ARRAY_KEY]: answer }, required: [ARRAY_KEY] }
          : { type: 'object', ...answer },
        annotations: { readOnlyHint: true, openWorldHint: true },
      },
      path,
      pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
      queryParameters: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      wrapsArray,
    });
  }
  return tools;
}

function inputPropertyOf(parameter: OpenApiParameter): JsonSchema {
  return {
    ...(parameter.schema ?? { type: 'string' }),
    ...(parameter.description ? { description: parameter.description } : {}),
    ...(parameter.example ? { examples: [parameter.example] } : {}),
  };
}

/**
 * An OpenAPI 3.0 schema as JSON Schema, which tool schemas are: 3.0's `nullable: true` (no null type
 * there) becomes a null type beside the value's own, so that a client checking results against the
 * output schema accepts the nulls the answers hold (a match not started has no score).
 */
function asJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { nullable, ...rest } = schema as JsonSchema;
  const converted = Object.fromEntries(Object.entries(rest).map(([keyword, value]) => [keyword, asJsonSchema(value)]));
  if (nullable !== true) return converted;
  return typeof converted.type === 'string'
    ? { ...converted, type: [converted.type, 'null'] }
    : { anyOf: [converted, { type: 'null' }] };
}

/** The answer schemas are components, referenced once from each operation. */
function resolve(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const reference = schema.$ref;
  if (typeof reference !== 'string') return schema;
  const name = reference.replace('#/components/schemas/', '');
  return document.components?.schemas?.[name] ?? {};
}

/** The request path for a call, its parameters filled in and encoded. */
export function requestPathOf(tool: DataTool, input: Record<string, unknown>): string {
  const path = tool.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  const query = new URLSearchParams();
  for (const name of tool.queryParameters) {
    if (input[name] !== undefined && input[name] !== '') query.set(name, String(input[name]));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
