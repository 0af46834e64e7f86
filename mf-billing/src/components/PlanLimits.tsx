import { styled } from 'styled-components';
import { perDayLabel, perSecondLabel } from './format';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

export interface PlanLimitsProps {
  plan: { requestsPerSecond: number; requestsPerDay: number };
}

/**
 * A plan's two limits by the names the API uses for them: the daily quota (`X-RateLimit-Limit`)
 * and the rate limit (429 past it). The dashboard's plan card and the billing screen's current
 * plan say them the same way.
 */
export function PlanLimits({ plan }: PlanLimitsProps) {
  return (
    <List aria-label="Limits of the plan">
      <div>
        <Term>Daily quota</Term>
        <Value>{perDayLabel(plan.requestsPerDay)}</Value>
      </div>
      <div>
        <Term>Rate limit</Term>
        <Value>{perSecondLabel(plan.requestsPerSecond)}</Value>
      </div>
    </List>
  );
}
