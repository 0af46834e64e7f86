import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  Badge,
  Button,
  Card,
  CardBody,
  formatDate,
  Heading,
  LoadError,
  Notice,
  PageHeader,
  Stack,
  Text,
  TitledCard,
  useToast,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '../components/Banner';
import { ConfirmingPayment } from '../components/ConfirmingPayment';
import { CurrentPlanCard, CurrentPlanCardSkeleton } from '../components/CurrentPlanCard';
import { InvoiceTable } from '../components/InvoiceTable';
import { changePlanTarget, PlanGrid, type PlanAction } from '../components/PlanGrid';
import { hasLiveSubscription } from '../components/subscription';
import { graphql } from '../graphql';
import type { BillingPageQuery as BillingPageData, PlanGridPlanFragment } from '../graphql/graphql';
import { useBillingRedirect } from '../hooks/useBillingRedirect';
import { usePaymentConfirmation } from '../hooks/usePaymentConfirmation';

export const BillingPageQuery = graphql(`
  query BillingPage($sessionId: String, $refresh: Boolean) {
    billingStatus(sessionId: $sessionId, refresh: $refresh) {
      billingConfigured
      testMode
      plan {
        id
        name
        isPaid
      }
      ...PlanSummaryStatus
      plans {
        id
        ...PlanGridPlan
      }
      invoices {
        id
        ...InvoiceRow
      }
      invoicesUnavailable
    }
  }
`);

type BillingStatus = BillingPageData['billingStatus'];

function planActionOf(status: BillingStatus, plan: PlanGridPlanFragment): PlanAction {
  if (!status.billingConfigured) return { kind: 'none' };
  if (hasLiveSubscription(status)) {
    if (plan.isPaid) return { kind: 'portal' };
    // Cancelled already: the banner above says when the plan ends, and how to keep it.
    if (status.cancelAtPeriodEnd && status.currentPeriodEnd)
      return { kind: 'none', note: `Your account returns to Free on ${formatDate(status.currentPeriodEnd)}.` };
    return { kind: 'none', note: 'To return to Free, cancel your subscription in Manage billing.' };
  }
  return plan.isPaid ? { kind: 'checkout' } : { kind: 'none' };
}

/**
 * The bff refused the return address's checkout session: not this account's (404) or never
 * completed (409). The address was typed or kept, and names no payment.
 */
function isRefusedCheckoutSession(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(({ extensions }) => extensions?.status === 404 || extensions?.status === 409)
  );
}

export function BillingPage({ search }: RouteProps<'/billing'>) {
  // Stripe sends the browser back from a completed checkout with its session, which the bff
  // verifies with Stripe before anything is said; `?checkout=success` alone claims nothing.
  const [isSessionRefused, setIsSessionRefused] = useState(false);
  const isReturningFromCheckout = search.checkout === 'success' && search.sessionId !== undefined && !isSessionRefused;
  const isReturningFromPortal = search.portal === 'return';
  const { data, previousData, loading, error, refetch } = useQuery(BillingPageQuery, {
    // The checkout return names its session: the bff reads it from Stripe before answering, so
    // the plan is right even before Stripe's webhook arrives.
    // Back from the billing portal, the bff reads the subscription from Stripe first, so a change
    // made there shows before its webhook arrives.
    variables: {
      sessionId: isReturningFromCheckout ? (search.sessionId ?? null) : null,
      refresh: isReturningFromPortal,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // Leaving the checkout address for /billing asks again without the session: the confirmed
  // status stays on screen meanwhile.
  const status = (data ?? previousData)?.billingStatus;
  const { pending, checkout, openPortal } = useBillingRedirect();
  const toast = useToast();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const plansHeadingId = useId();

  const { phase, checkAgain } = usePaymentConfirmation({
    isReturningFromCheckout,
    isPaid: data?.billingStatus.plan.isPaid,
    isReading: loading,
    read: () => refetch(),
  });

  // A refused session, or checkout words without one: the plain screen, at the plain address.
  const isUnverifiedReturn = search.checkout !== undefined && search.checkout !== 'cancel' && !isReturningFromCheckout;
  useEffect(() => {
    if (isReturningFromCheckout && error && !data && isRefusedCheckoutSession(error)) setIsSessionRefused(true);
  }, [isReturningFromCheckout, error, data]);
  useEffect(() => {
    if (isUnverifiedReturn) void navigate('/billing', { replace: true });
  }, [isUnverifiedReturn, navigate]);

  const confirmedPlan = phase === 'confirmed' ? data?.billingStatus.plan.name : undefined;
  const isConfirmationAnnounced = useRef(false);
  useEffect(() => {
    if (!confirmedPlan || isConfirmationAnnounced.current) return;
    isConfirmationAnnounced.current = true;
    toast.success(`Payment confirmed: you are on ${confirmedPlan} now.`);
    // The address loses its checkout parameters, so a reload or Back does not confirm again.
    void navigate('/billing', { replace: true });
    // Focus was in the confirmation, which is gone: the screen's heading takes it.
    headingRef.current?.focus();
  }, [confirmedPlan, toast, navigate]);

  const header = (
    <PageHeader
      title="Billing"
      headingRef={headingRef}
      titleAddon={status?.testMode && <Badge tone="warning">Test mode</Badge>}
      description={
        <>
          Your plan, today's quota and your invoices.
          {status?.testMode && ' Payments run in Stripe test mode: no money moves.'}
        </>
      }
    />
  );

  if (phase === 'waiting' || phase === 'slow' || (phase === 'confirmed' && !status)) {
    return (
      <Stack gap={6}>
        {header}
        {error && !data ? (
          <Card>
            <LoadError title="Your payment could not be checked" error={error} onRetry={checkAgain} />
          </Card>
        ) : (
          <ConfirmingPayment
            isSlow={phase === 'slow'}
            onCheckAgain={checkAgain}
            onLeave={() => void navigate('/billing', { replace: true })}
          />
        )}
      </Stack>
    );
  }

  if (!status) {
    return (
      <Stack gap={6}>
        {header}
        {error ? (
          <Card>
            <LoadError
              title="Your billing status could not be loaded"
              error={error}
              onRetry={() => void refetch().catch(() => undefined)}
            />
          </Card>
        ) : (
          <>
            <VisuallyHidden role="status">Loading your billing status…</VisuallyHidden>
            <CurrentPlanCardSkeleton />
          </>
        )}
      </Stack>
    );
  }

  const isSubscriber = hasLiveSubscription(status);
  const canManage = status.billingConfigured && (status.subscriptionStatus !== 'none' || status.invoices.length > 0);

  return (
    <Stack gap={6}>
      {header}

      {isSessionRefused && (
        <Notice tone="info" role="status">
          This address names no completed checkout, so nothing has changed: your plan is as shown below.
        </Notice>
      )}

      {search.checkout === 'cancel' && (
        <Notice tone="info" role="status">
          Checkout was cancelled, nothing was charged.
        </Notice>
      )}

      {!status.billingConfigured && (
        <Notice tone="info" title="Billing is off">
          This deployment takes no payments, so every account is on the Free plan. The plans are listed for reference.
        </Notice>
      )}

      {status.subscriptionStatus === 'past_due' && (
        <Banner
          tone="danger"
          title="Your last payment failed"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void openPortal('past-due')}
              isLoading={pending === 'past-due'}
            >
              Update payment method
            </Button>
          }
        >
          {status.graceEndsAt
            ? `Update your payment method by ${formatDate(status.graceEndsAt)}: after that date your account falls back to the Free plan.`
            : 'The grace period has ended, so your account is on the Free plan. Update your payment method: once the payment goes through, your paid plan comes back.'}
        </Banner>
      )}

      {isSubscriber && status.cancelAtPeriodEnd && status.currentPeriodEnd && (
        <Banner
          tone="warning"
          title={`Your ${status.plan.name} plan ends on ${formatDate(status.currentPeriodEnd)}`}
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void openPortal('resume')}
              isLoading={pending === 'resume'}
            >
              Resume subscription
            </Button>
          }
        >
          The subscription was cancelled and will not renew: after that date your account is on the Free plan. Resume it
          in the billing portal to keep {status.plan.name}.
        </Banner>
      )}

      <CurrentPlanCard
        status={status}
        onManage={canManage ? () => void openPortal('portal') : undefined}
        isManaging={pending === 'portal'}
      />

      <Stack gap={3} as="section" aria-labelledby={plansHeadingId}>
        <Stack gap={1}>
          <Heading level={2} size="md" id={plansHeadingId}>
            Plans
          </Heading>
          <Text tone="muted" size="sm">
            {isSubscriber
              ? 'You change plan in the billing portal; the new limits apply as soon as Stripe confirms.'
              : 'Limits count per account, across all of your keys. An upgrade applies at once and keeps today’s count.'}
          </Text>
        </Stack>
        <PlanGrid
          plans={status.plans}
          currentPlanId={status.plan.id}
          actionOf={(plan) => planActionOf(status, plan)}
          onCheckout={(plan) => void checkout(plan)}
          onChangePlan={(plan) => void openPortal(changePlanTarget(plan))}
          pending={pending}
        />
      </Stack>

      {status.billingConfigured && (
        <TitledCard
          isNamedByTitle
          title="Invoices"
          description={
            canManage
              ? 'The latest first. Manage billing has them all, with your payment methods.'
              : 'The latest first.'
          }
        >
          {status.invoicesUnavailable ? (
            <CardBody>
              <Text tone="muted">
                Your invoices could not be read from Stripe just now; your plan above is up to date. Reload the page in
                a moment to see them.
              </Text>
            </CardBody>
          ) : status.invoices.length > 0 ? (
            <InvoiceTable invoices={status.invoices} />
          ) : (
            <CardBody>
              <Text tone="muted">No invoices yet. Each payment adds one here.</Text>
            </CardBody>
          )}
        </TitledCard>
      )}
    </Stack>
  );
}
