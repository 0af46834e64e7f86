import type { RouteProps } from '@touchline/shell-contract';
import {
  Badge,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Heading,
  Stack,
  TBody,
  Table,
  Td,
  Text,
  Th,
  THead,
  TerminalIcon,
  Tr,
} from '@touchline/ui-kit';

const endpoints = [
  { path: '/flashscore/{path}', description: 'Live scores, fixtures, results and standings' },
  { path: '/transfermarkt/{path}', description: 'Players, clubs, transfers and market values' },
];

export function ApiExplorerPage({ shell }: RouteProps<'/api-explorer'>) {
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>API Explorer</Heading>
        <Text tone="muted">Try the data endpoints from the browser with one of your keys.</Text>
      </Stack>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Endpoints</CardTitle>
            <CardDescription>Both need an API key in the X-API-Key header.</CardDescription>
          </div>
        </CardHeader>
        <Table isFramed={false}>
          <THead>
            <Tr>
              <Th>Method</Th>
              <Th>Path</Th>
              <Th>Data</Th>
            </Tr>
          </THead>
          <TBody>
            {endpoints.map(({ path, description }) => (
              <Tr key={path}>
                <Td>
                  <Badge tone="success">GET</Badge>
                </Td>
                <Td>
                  <Text as="span" isMono size="sm">
                    {shell.config.apiBaseUrl}
                    {path}
                  </Text>
                </Td>
                <Td>{description}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </Card>

      <Card>
        <EmptyState
          icon={<TerminalIcon size={22} />}
          title="The request builder is on its way"
          description="Pick an endpoint, choose a key, send the request and read the response and rate-limit headers right here."
        />
      </Card>
    </Stack>
  );
}
