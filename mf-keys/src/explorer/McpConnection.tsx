import { CardBody, Stack, TitledCard } from '@touchline/ui-kit';
import { apiUrl } from '../apiUrl';
import { CopyableCode } from '../components/CopyableCode';
import { maskApiKey } from './catalog/request';

/** The MCP endpoint of the bff that serves this API: `/mcp` beside `/api`. */
export function mcpUrlOf(apiBaseUrl: string): string {
  return `${apiUrl(apiBaseUrl, '').replace(/\/api$/, '')}/mcp`;
}

/** An MCP client's configuration for this deployment, over HTTP with the key as a bearer token. */
export function mcpClientConfig(apiBaseUrl: string, apiKey: string): string {
  const server = { url: mcpUrlOf(apiBaseUrl), headers: { Authorization: `Bearer ${apiKey || 'tl_your_key'}` } };
  return JSON.stringify({ mcpServers: { touchline: server } }, null, 2);
}

/**
 * How an AI agent calls the same endpoints: the MCP server's tools, metered like these calls.
 * The key is shown masked, as the key field and the code snippets show it, and copied whole.
 */
export function McpConnection({ apiBaseUrl, apiKey }: { apiBaseUrl: string; apiKey: string }) {
  return (
    <TitledCard
      title="Connect an AI agent"
      description={
        <>
          Every endpoint here is also a Model Context Protocol tool, called with your key and counted in your usage. Add
          this to your MCP client's configuration (or run <code>npx touchline-mcp</code> with TOUCHLINE_API_KEY set).
        </>
      }
    >
      <CardBody>
        <Stack gap={2}>
          <CopyableCode
            code={mcpClientConfig(apiBaseUrl, maskApiKey(apiKey))}
            copyText={mcpClientConfig(apiBaseUrl, apiKey)}
            name="MCP configuration"
          />
        </Stack>
      </CardBody>
    </TitledCard>
  );
}
