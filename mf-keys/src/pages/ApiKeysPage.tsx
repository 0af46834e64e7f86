import type { RouteProps } from '@touchline/shell-contract';
import {
  Badge,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Heading,
  KeyIcon,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { CodeBlock } from '../components/CodeBlock';

export function ApiKeysPage({ shell }: RouteProps<'/api-keys'>) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>API Keys</Heading>
        <Text tone="muted">Keys let your applications call the {shell.config.productName} data endpoints.</Text>
      </Stack>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Your keys</CardTitle>
            <CardDescription>Name, prefix, creation date, last use and status of every key.</CardDescription>
          </div>
          <Badge tone="info">Coming soon</Badge>
        </CardHeader>
        <EmptyState
          icon={<KeyIcon size={22} />}
          title="No API keys yet"
          description="Creating, naming and revoking keys is coming to this screen. A new key is shown in full once, when you create it, so keep it somewhere safe."
        />
      </Card>

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Calling the API with a key</CardTitle>
            <CardDescription>Send the key in the X-API-Key header of every request.</CardDescription>
          </div>
        </CardHeader>
        <CardBody>
          <CodeBlock>{`curl -H "X-API-Key: <your key>" \\\n  ${origin}${shell.config.apiBaseUrl}/flashscore/football/live`}</CodeBlock>
        </CardBody>
      </Card>
    </Stack>
  );
}
