import { Badge, Button, Stack, Text } from '@touchline/ui-kit';
import { useId } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../graphql';
import type { PlanGridPlanFragment } from '../graphql/graphql';
import { formatMoney, perDayLabel, perSecondLabel } from './format';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const PlanGridPlan = graphql(`
  fragment PlanGridPlan on BillingPlan {
    id
    name
    requestsPerSecond
    requestsPerDay
    priceLabel
    monthlyAmount
    currency
    isPaid
  }
`);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const PlanItem = styled.li<{ $isCurrent: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $isCurrent }) => ($isCurrent ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $isCurrent }) => ($isCurrent ? `0 0 0 1px ${theme.colors.primary}` : theme.shadows.sm)};
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const PlanName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Limits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Keeps the actions on one line across the cards whatever their text above. */
const Action = styled.div`
  margin-top: auto;
`;

export const changePlanTarget = (planId: string) => `change:${planId}`;

/** What a plan's card offers: checkout, the portal for a subscriber, or nothing. */
export type PlanAction = { kind: 'checkout' } | { kind: 'portal' } | { kind: 'none'; note?: string };

export interface PlanGridProps {
  plans: readonly PlanGridPlanFragment[];
  currentPlanId: string;
  actionOf: (plan: PlanGridPlanFragment) => PlanAction;
  onCheckout: (planId: string) => void;
  /** Opens the portal to change to this plan (there the person picks it again). */
  onChangePlan: (planId: string) => void;
  /** What is being opened: a plan's id (its checkout) or changePlanTarget(id). */
  pending: string | null;
}

/** Every plan with its price and limits; the current one marked, the others one press from checkout or the portal. */
export function PlanGrid({ plans, currentPlanId, actionOf, onCheckout, onChangePlan, pending }: PlanGridProps) {
  const gridId = useId();
  return (
    <Grid aria-label="Plans">
      {plans.map((plan) => {
        const isCurrent = plan.id === currentPlanId;
        const action: PlanAction = isCurrent ? { kind: 'none' } : actionOf(plan);
        const nameId = `${gridId}-${plan.id}`;
        return (
          <PlanItem
            key={plan.id}
            $isCurrent={isCurrent}
            aria-labelledby={nameId}
            aria-current={isCurrent ? 'true' : undefined}
          >
            <Stack gap={2}>
              <NameRow>
                <PlanName id={nameId}>{plan.name}</PlanName>
                {isCurrent && <Badge tone="primary">Current plan</Badge>}
              </NameRow>
              <Price>
                <strong>{formatMoney(plan.monthlyAmount, plan.currency)}</strong> / month
              </Price>
            </Stack>
            <Limits aria-label={`Limits of ${plan.name}`}>
              <li>{perSecondLabel(plan.requestsPerSecond)}</li>
              <li>{perDayLabel(plan.requestsPerDay)}</li>
            </Limits>
            <Action>
              {action.kind === 'checkout' ? (
                <Button
                  fullWidth
                  onClick={() => onCheckout(plan.id)}
                  isLoading={pending === plan.id}
                  aria-disabled={pending !== null || undefined}
                >
                  Upgrade to {plan.name}
                </Button>
              ) : action.kind === 'portal' ? (
                <Button
                  fullWidth
                  variant="secondary"
                  onClick={() => onChangePlan(plan.id)}
                  isLoading={pending === changePlanTarget(plan.id)}
                  aria-disabled={pending !== null || undefined}
                  aria-label={`Change plan to ${plan.name}`}
                >
                  Change plan
                </Button>
              ) : (
                action.kind === 'none' &&
                action.note && (
                  <Text tone="muted" size="sm">
                    {action.note}
                  </Text>
                )
              )}
            </Action>
          </PlanItem>
        );
      })}
    </Grid>
  );
}
