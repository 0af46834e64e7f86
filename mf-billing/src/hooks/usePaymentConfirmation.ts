import { useCallback, useEffect, useRef, useState } from 'react';

/** Between two reads of the status while Stripe confirms a payment. */
export const CONFIRMATION_POLL_MS = 1_500;
/** Reads before the screen says the confirmation is taking long (about half a minute). */
export const CONFIRMATION_MAX_READS = 20;

type ConfirmationPhase = 'waiting' | 'confirmed' | 'slow';

export interface PaymentConfirmationInput {
  /** The screen was reached from a completed checkout (`?checkout=success`). */
  isReturningFromCheckout: boolean;
  /** The latest status read says the account is on a paid plan; undefined before the first read. */
  isPaid: boolean | undefined;
  /** A read is in flight. */
  isReading: boolean;
  /** Reads the status again (with the checkout session, which the bff syncs from Stripe first). */
  read: () => Promise<unknown>;
}

/**
 * After Stripe Checkout sends the person back, the payment may not be confirmed yet (the webhook
 * can lag the redirect). The status is read again every CONFIRMATION_POLL_MS until it shows a paid
 * plan, at most CONFIRMATION_MAX_READS times, then the screen says it is taking long and offers
 * to check again: never an endless spinner, and never a plan picker while a payment is pending.
 */
export function usePaymentConfirmation({ isReturningFromCheckout, isPaid, isReading, read }: PaymentConfirmationInput) {
  const [reads, setReads] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;

  const phase: ConfirmationPhase | null = !isReturningFromCheckout
    ? null
    : isPaid
      ? 'confirmed'
      : reads >= CONFIRMATION_MAX_READS
        ? 'slow'
        : 'waiting';

  useEffect(() => {
    if (phase !== 'waiting' || isPaid === undefined || isReading) return;
    const timer = setTimeout(() => {
      setReads((count) => count + 1);
      // A failed read counts as one; the next one may pass.
      readRef.current().catch(() => undefined);
    }, CONFIRMATION_POLL_MS);
    return () => clearTimeout(timer);
  }, [phase, isPaid, isReading, reads]);

  const checkAgain = useCallback(() => {
    setReads(0);
    readRef.current().catch(() => undefined);
  }, []);

  return { phase, checkAgain };
}
