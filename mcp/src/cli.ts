#!/usr/bin/env node
// `npx touchline-mcp`: the MCP server over stdio, for an agent on this machine. It calls the
// Touchline API at TOUCHLINE_API_URL with the key in TOUCHLINE_API_KEY; its tools are read from
// that deployment's API document, so they are always the deployment's endpoints.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createTouchlineMcpServer } from './server.js';
import type { OpenApiDocument } from './tools.js';

const apiUrl = (process.env.TOUCHLINE_API_URL ?? 'http://localhost:8000').replace(/\/+$/, '');
const apiKey = process.env.TOUCHLINE_API_KEY;

if (!apiKey) {
  process.stderr.write('touchline-mcp: set TOUCHLINE_API_KEY to an API key from the Touchline dashboard (API Keys).\n');
  process.exit(2);
}

const documentResponse = await fetch(`${apiUrl}/api/openapi.json`).catch((error: Error) => error);
if (documentResponse instanceof Error || !documentResponse.ok) {
  const reason = documentResponse instanceof Error ? documentResponse.message : `HTTP ${documentResponse.status}`;
  process.stderr.write(
    `touchline-mcp: could not read ${apiUrl}/api/openapi.json (${reason}); is TOUCHLINE_API_URL right?\n`,
  );
  process.exit(2);
}

const server = createTouchlineMcpServer({
  document: (await documentResponse.json()) as OpenApiDocument,
  async callData(path) {
    const response = await fetch(`${apiUrl}${path}`, { headers: { 'X-API-Key': apiKey, Accept: 'application/json' } });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  },
});
await server.connect(new StdioServerTransport());
