import { Card, CardBody, CardDescription, CardHeader, CardTitle, Stack } from '@touchline/ui-kit';
import { apiUrl } from '../apiUrl';
import { CopyableCode } from '../components/CopyableCode';

/** The MCP endpoint of the bff that serves this API: `/mcp` beside `/api`. */
export function mcpUrlOf(apiBaseUrl: string): string {
  return `${apiUrl(apiBaseUrl, '').replace(/\/api$/, '')}/mcp`;
}

/** An MCP client's configuration for this deployment, over HTTP with the key as a bearer token. */
export function mcpClientConfig(apiBaseUrl: string, apiKey: string): string {
  const server = { url: mcpUrlOf(apiBaseUrl), headers: { Authorization: `Bearer ${apiKey || 'tl_your_key'}` } };
  return JSON.stringify({ mcpServers: { touchline: server } }, null, 2);
}

/** How an AI agent calls the same endpoints: the MCP server's tools, metered like these calls. */
export function McpConnection({ apiBaseUrl, apiKey }: { apiBaseUrl: string; apiKey: string }) {
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Connect an AI agent</CardTitle>
          <CardDescription>
            Every endpoint here is also a Model Context Protocol tool, called with your key and counted in your usage.
            Add this to your MCP client's configuration (or run <code>npx touchline-mcp</code> with TOUCHLINE_API_KEY
            set).
          </CardDescription>
        </div>
      </CardHeader>
      <CardBody>
        <Stack gap={2}>
          <CopyableCode code={mcpClientConfig(apiBaseUrl, apiKey)} label="Copy MCP configuration" />
        </Stack>
      </CardBody>
    </Card>
  );
}
