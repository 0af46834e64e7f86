import type { WidgetProps } from '@touchline/shell-contract';
import { Button, Card, CardBody, CardHeader, CardTitle, KeyIcon, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';

export function ApiKeysWidget(_: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>API Keys</CardTitle>
        <KeyIcon size={18} aria-hidden />
      </CardHeader>
      <CardBody>
        <Stack gap={4} align="start">
          <Text tone="muted">
            Keys authenticate your calls to the live-score and transfer endpoints. Create one to start calling the API.
          </Text>
          <Button as={Link} to="/api-keys" variant="secondary" size="sm">
            Manage keys
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}
