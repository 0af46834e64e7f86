import { AlertCircleIcon, CheckCircleIcon, InfoIcon, Inline, Text } from '@touchline/ui-kit';
import { styled } from 'styled-components';

type Tone = 'success' | 'warning' | 'info';

const Banner = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Subtle`]};
  color: ${({ theme, $tone }) => theme.colors[`${$tone}SubtleText`]};

  svg {
    flex-shrink: 0;
  }
`;

function describe(checkout: string): { tone: Tone; message: string } {
  if (checkout === 'success') return { tone: 'success', message: 'Checkout complete. Your new plan applies as soon as the payment is confirmed.' };
  if (checkout === 'cancel' || checkout === 'cancelled' || checkout === 'canceled') {
    return { tone: 'warning', message: 'Checkout was cancelled. Nothing was charged and your plan is unchanged.' };
  }
  return { tone: 'info', message: `Returned from checkout (${checkout}).` };
}

/** Shown after the payment provider sends the user back with ?checkout=… */
export function CheckoutNotice({ checkout }: { checkout: string }) {
  const { tone, message } = describe(checkout);
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'warning' ? AlertCircleIcon : InfoIcon;
  return (
    <Banner $tone={tone} role="status">
      <Inline gap={2}>
        <Icon size={16} aria-hidden />
        <Text size="sm" style={{ color: 'inherit' }}>
          {message}
        </Text>
      </Inline>
    </Banner>
  );
}
