import { mcpClientConfig, mcpUrlOf } from './McpConnection';

describe('the MCP connection snippet', () => {
  it('points an MCP client at /mcp beside the API, on this origin or on an absolute API base', () => {
    expect(mcpUrlOf('https://api.touchline.example/api')).toBe('https://api.touchline.example/mcp');
    expect(mcpUrlOf('/api')).toBe(`${window.location.origin}/mcp`);
  });

  it("carries the key the explorer uses as the client's bearer token, or a placeholder", () => {
    expect(JSON.parse(mcpClientConfig('/api', 'tl_abc'))).toEqual({
      mcpServers: { touchline: { url: `${window.location.origin}/mcp`, headers: { Authorization: 'Bearer tl_abc' } } },
    });
    expect(mcpClientConfig('/api', '')).toContain('Bearer tl_your_key');
  });
});
