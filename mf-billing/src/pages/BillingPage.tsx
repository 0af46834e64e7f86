import type { RouteProps } from '@touchline/shell-contract';
import {
  Badge,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  CreditCardIcon,
  EmptyState,
  Heading,
  Stack,
  Text,
} from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { CheckoutNotice } from '../components/CheckoutNotice';
import { PLANS } from '../components/plans';

const PlanGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export function BillingPage({ search }: RouteProps<'/billing'>) {
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>Billing</Heading>
        <Text tone="muted">Your plan, payment details and invoices.</Text>
      </Stack>

      {search.checkout !== undefined && <CheckoutNotice checkout={search.checkout} />}

      <Card>
        <CardHeader>
          <div>
            <CardTitle>Current plan</CardTitle>
            <CardDescription>Quotas count per account, across all of your keys.</CardDescription>
          </div>
        </CardHeader>
        <EmptyState
          icon={<CreditCardIcon size={22} />}
          title="Billing status is on its way"
          description="Your plan, its quota and the next renewal date will show here, with a link to the billing portal for invoices and payment methods."
        />
      </Card>

      <Stack gap={3}>
        <Heading level={2} size="md">
          Plans
        </Heading>
        <PlanGrid>
          {PLANS.map((plan) => (
            <Card key={plan.id}>
              <CardBody>
                <Stack gap={2} align="start">
                  <Text weight="semibold">{plan.name}</Text>
                  <Text tone="muted" size="sm">
                    {plan.summary}
                  </Text>
                  <Badge tone={plan.id === 'free' ? 'neutral' : 'info'}>
                    {plan.id === 'free' ? 'Included' : 'Checkout coming soon'}
                  </Badge>
                </Stack>
              </CardBody>
            </Card>
          ))}
        </PlanGrid>
      </Stack>
    </Stack>
  );
}
