import { Notice, type NoticeTone } from '@touchline/ui-kit';

function describe(checkout: string): { tone: NoticeTone; message: string } {
  if (checkout === 'success') return { tone: 'success', message: 'Checkout complete. Your new plan applies as soon as the payment is confirmed.' };
  if (checkout === 'cancel' || checkout === 'cancelled' || checkout === 'canceled') {
    return { tone: 'warning', message: 'Checkout was cancelled. Nothing was charged and your plan is unchanged.' };
  }
  return { tone: 'info', message: `Returned from checkout (${checkout}).` };
}

/** Shown after the payment provider sends the user back with ?checkout=… */
export function CheckoutNotice({ checkout }: { checkout: string }) {
  const { tone, message } = describe(checkout);
  return (
    <Notice tone={tone} role="status">
      {message}
    </Notice>
  );
}
