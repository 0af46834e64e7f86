import type { WidgetProps } from '@touchline/shell-contract';
import { Button, Card, CardBody, CardHeader, CardTitle, ChartIcon, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';

export function UsageWidget(_: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage</CardTitle>
        <ChartIcon size={18} aria-hidden />
      </CardHeader>
      <CardBody>
        <Stack gap={4} align="start">
          <Text tone="muted">
            Requests, error rate and latency of your keys will be charted here once they make their first calls.
          </Text>
          <Button as={Link} to="/usage" variant="secondary" size="sm">
            View usage
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}
