// The Touchline MCP server: the data tools over any transport. The command (`touchline-mcp`) runs
// it over stdio, calling the API over HTTP; the bff serves it at /mcp, calling its own data routes
// in-process. Either way a tool call is one call of the data API with the agent's key: checked,
// limited, cached and metered like any other.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CallData } from './data-answer.js';
import { resultOf } from './tool-results.js';
import { dataToolsOf, requestPathOf, type DataTool, type OpenApiDocument } from './tools.js';

export const SERVER_INFO = { name: 'touchline', title: 'Touchline football data', version: '0.1.0' } as const;

export interface TouchlineMcpOptions {
  /** The API's OpenAPI document (`/api/openapi.json`), where the tools come from. */
  document: OpenApiDocument;
  callData: CallData;
}

/** The tools of each document, read once: the bff hands the same document to every /mcp request. */
const toolsByDocument = new WeakMap<OpenApiDocument, Map<string, DataTool>>();

function toolsOf(document: OpenApiDocument): Map<string, DataTool> {
  let tools = toolsByDocument.get(document);
  if (!tools) {
    tools = new Map(dataToolsOf(document).map((tool) => [tool.definition.name, tool]));
    toolsByDocument.set(document, tools);
  }
  return tools;
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
    tools: [...tools.values()].map((tool) => tool.definition),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = tools.get(request.params.name);
    if (!tool)
      return {
        isError: true,
        content: [{ type: 'text', text: `No tool named ${request.params.name}; list the tools to see what exists.` }],
      };
    const input = request.params.arguments ?? {};
    const missing = tool.pathParameters.filter((name) => typeof input[name] !== 'string' || input[name] === '');
    if (missing.length > 0)
      return { isError: true, content: [{ type: 'text', text: `Missing argument: ${missing.join(', ')}.` }] };
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
