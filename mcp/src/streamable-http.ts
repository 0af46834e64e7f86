// The MCP server over streamable HTTP, for a host that already has a request in hand (the bff's
// /mcp route). Stateless: each POST carries its own messages and gets its answer as JSON, so any
// process behind one port can answer any call and nothing is kept between calls.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createTouchlineMcpServer, type TouchlineMcpOptions } from './server.js';

export async function answerMcpRequest(
  options: TouchlineMcpOptions,
  request: IncomingMessage,
  response: ServerResponse,
  parsedBody: unknown,
): Promise<void> {
  const server = createTouchlineMcpServer(options);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, parsedBody);
}
