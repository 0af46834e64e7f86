import { Card, CardBody, Stack, Text } from '@touchline/ui-kit';
import { styled } from 'styled-components';

const Value = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** One headline figure; shows a dash until the usage summary is wired in. */
export function StatCard({ label, hint }: { label: string; hint: string }) {
  return (
    <Card>
      <CardBody>
        <Stack gap={1}>
          <Text tone="muted" size="sm" weight="medium">
            {label}
          </Text>
          <Value aria-label={`${label}: not available yet`}>—</Value>
          <Text tone="muted" size="xs">
            {hint}
          </Text>
        </Stack>
      </CardBody>
    </Card>
  );
}
