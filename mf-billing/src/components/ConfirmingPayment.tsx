import { Button, Card, CardBody, Inline, Spinner, Stack, Text } from '@touchline/ui-kit';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';

const Body = styled(CardBody)`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface ConfirmingPaymentProps {
  /** The confirmation has taken longer than the screen waits by itself. */
  isSlow: boolean;
  onCheckAgain: () => void;
  /** Back to the billing screen without waiting. */
  onLeave: () => void;
}

/** Shown on the return from checkout until the status shows the paid plan: no plan picker meanwhile. */
export function ConfirmingPayment({ isSlow, onCheckAgain, onLeave }: ConfirmingPaymentProps) {
  const checkAgainRef = useRef<HTMLButtonElement>(null);
  // The buttons appear under a live message; focus goes to the one most wanted.
  useEffect(() => {
    if (isSlow) checkAgainRef.current?.focus();
  }, [isSlow]);

  return (
    <Card aria-label="Payment confirmation">
      <Body>
        {!isSlow && <Spinner size="1.5rem" />}
        <Stack gap={3} role="status" aria-live="polite">
          {isSlow ? (
            <>
              <Title>Your payment is not confirmed yet</Title>
              <Text tone="muted">
                Stripe has not confirmed it so far. If you paid, your plan changes as soon as it does: nothing is
                charged twice.
              </Text>
            </>
          ) : (
            <>
              <Title>Confirming your payment</Title>
              <Text tone="muted">Stripe is confirming your payment. This usually takes a few seconds.</Text>
            </>
          )}
        </Stack>
      </Body>
      {isSlow && (
        <CardBody style={{ paddingTop: 0 }}>
          <Inline gap={2} wrap>
            <Button ref={checkAgainRef} onClick={onCheckAgain}>
              Check again
            </Button>
            <Button variant="ghost" onClick={onLeave}>
              Back to billing
            </Button>
          </Inline>
        </CardBody>
      )}
    </Card>
  );
}
