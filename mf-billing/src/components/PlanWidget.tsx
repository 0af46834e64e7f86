import type { WidgetProps } from '@touchline/shell-contract';
import { Button, Card, CardBody, CardHeader, CardTitle, CreditCardIcon, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';

export function PlanWidget(_: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CreditCardIcon size={18} aria-hidden />
      </CardHeader>
      <CardBody>
        <Stack gap={4} align="start">
          <Text tone="muted">Every account starts on Free. Upgrade for higher quotas when your traffic grows.</Text>
          <Button as={Link} to="/billing" variant="secondary" size="sm">
            See plans
          </Button>
        </Stack>
      </CardBody>
    </Card>
  );
}
