import { useMutation } from '@apollo/client/react';
import { useMutationFeedback } from '@touchline/ui-kit';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { graphql } from '../graphql';

const StartCheckoutMutation = graphql(`
  mutation StartCheckout($plan: String!) {
    startCheckout(plan: $plan) {
      url
    }
  }
`);

const OpenBillingPortalMutation = graphql(`
  mutation OpenBillingPortal {
    openBillingPortal {
      url
    }
  }
`);

/**
 * How the screen leaves for Stripe's pages. A context so that tests and stories can watch where
 * it would go instead of navigating away (jsdom cannot leave a page).
 */
export const LeavePageContext = createContext<(url: string) => void>((url) => window.location.assign(url));

/** Names what is being opened (a plan's checkout, the portal from one button or another), for its button's spinner. */
export type RedirectTarget = string;

/**
 * Starts a checkout or opens the billing portal, then sends the browser to the page Stripe gave.
 * A failure is the spec's error toast with the bff's detail (e.g. a 409 for a subscriber). One at
 * a time: the button that was pressed stays busy until the browser has left.
 */
export function useBillingRedirect() {
  const leavePage = useContext(LeavePageContext);
  const runWithFeedback = useMutationFeedback();
  const [startCheckout] = useMutation(StartCheckoutMutation);
  const [openBillingPortal] = useMutation(OpenBillingPortalMutation);
  const [pending, setPending] = useState<RedirectTarget | null>(null);

  // Coming back with the browser's Back button may restore this page as it was left (the
  // back-forward cache), its button still busy: it is idle again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const redirect = useCallback(
    async (target: RedirectTarget, fetchUrl: () => Promise<string | undefined>) => {
      if (pending !== null) return;
      setPending(target);
      const url = await runWithFeedback(fetchUrl);
      if (url) leavePage(url);
      else setPending(null);
    },
    [pending, runWithFeedback, leavePage],
  );

  const checkout = useCallback(
    (plan: string) =>
      redirect(plan, async () => (await startCheckout({ variables: { plan } })).data?.startCheckout.url),
    [redirect, startCheckout],
  );
  const openPortal = useCallback(
    (target: RedirectTarget = 'portal') =>
      redirect(target, async () => (await openBillingPortal()).data?.openBillingPortal.url),
    [redirect, openBillingPortal],
  );

  return { pending, checkout, openPortal };
}
