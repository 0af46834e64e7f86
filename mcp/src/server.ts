// The Touchline MCP server: the data tools over any transport. The command (`touchline-mcp`) runs
// it over stdio, calling the API over HTTP; the bff serves it at /mcp, calling its own data routes
// in-process. Either way a tool call is one call of the data API with the agent's key: checked,
// limited, cached and metered like any other.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaType, JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import type { CallData } from './data-answer.js';
import { resultOf } from './tool-results.js';
import { dataToolsOf, requestPathOf, type DataTool, type OpenApiDocument } from './tools.js';

export const SERVER_INFO = { name: 'touchline', title: 'Touchline football data', version: '0.1.0' } as const;

export interface TouchlineMcpOptions {
  /** The API's OpenAPI document (`/api/openapi.json`), where the tools come from. */
  document: OpenApiDocument;
  callData: CallData;
}

interface CheckedTool {
  tool: DataTool;
  /** The arguments against the tool's input schema: before the call, which would spend a call of the quota. */
  checkArguments: JsonSchemaValidator<Record<string, unknown>>;
}

/** The tools of each document, read once: the bff hands the same document to every /mcp request. */
const toolsByDocument = new WeakMap<OpenApiDocument, Map<string, CheckedTool>>();
const schemaValidator = new AjvJsonSchemaValidator();

function toolsOf(document: OpenApiDocument): Map<string, CheckedTool> {
  let tools = toolsByDocument.get(document);
  if (!tools) {
    tools = new Map(
      dataToolsOf(document).map((tool) => [
        tool.definition.name,
        { tool, checkArguments: schemaValidator.getValidator(tool.definition.inputSchema as JsonSchemaType) },
      ]),
    );
    toolsByDocument.set(document, tools);
  }
  return tools;
}

/**
 * Ids and page numbers are text in the API (a path segment, a query value) and in the input
 * schemas, but agents often send them as numbers: a whole number is taken as its digits.
 */
function withWholeNumbersAsText(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [name, Number.isSafeInteger(value) ? String(value) : value]),
  );
}

/**
 * Why the arguments cannot make a call, checked before it is made (each call spends one of the
 * quota): an argument the tool does not take, or one its input schema refuses.
 */
function argumentsRefusalOf({ tool, checkArguments }: CheckedTool, input: Record<string, unknown>): string | undefined {
  const known = Object.keys(tool.definition.inputSchema.properties ?? {});
  const unknown = Object.keys(input).filter((name) => !known.includes(name));
  if (unknown.length > 0)
    return `Unknown argument: ${unknown.join(', ')}. ${tool.definition.name} takes ${known.join(', ') || 'no arguments'}.`;
  const check = checkArguments(input);
  if (!check.valid) {
    // Ajv names the arguments object `data`: "data/day must match pattern ...".
    const reason = check.errorMessage.replaceAll('data/', '').replace(/^data /, 'arguments ');
    return `Invalid arguments for ${tool.definition.name}: ${reason}.`;
  }
  const empty = tool.pathParameters.filter((name) => input[name] === '');
  return empty.length > 0 ? `Empty argument: ${empty.join(', ')}.` : undefined;
}

export function createTouchlineMcpServer({ document, callData }: TouchlineMcpOptions): Server {
  const tools = toolsOf(document);
  // `Server` rather than `McpServer`: the tools' schemas are JSON Schema from the API's document, not zod.
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: {} },
    instructions:
      'Football data from Touchline: live and scheduled matches, fixtures, results and standings (flashscore-* tools), players, transfers, market values, clubs and competitions (transfermarkt-* tools). Search tools give the ids the other tools take.',
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [...tools.values()].map(({ tool }) => tool.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const checked = tools.get(request.params.name);
    if (!checked)
      return {
        isError: true,
        content: [{ type: 'text', text: `No tool named ${request.params.name}; list the tools to see what exists.` }],
      };
    const input = withWholeNumbersAsText(request.params.arguments ?? {});
    const refusal = argumentsRefusalOf(checked, input);
    if (refusal) return { isError: true, content: [{ type: 'text', text: `${refusal} Nothing was called.` }] };
    const { tool } = checked;
    try {
      return resultOf(tool, await callData(requestPathOf(tool, input)));
    } catch (error) {
      return {
        isError: true,
        content: [
          { type: 'text', text: `Could not reach the Touchline API (${(error as Error).message}); try again shortly.` },
        ],
      };
    }
  });
  return server;
}
