// The pages a person sees instead of Stripe's: Checkout (pay or cancel), the customer portal
// (change plan, cancel at period end, resume, cancel now, fail the next payment, retry it) and a
// hosted invoice. Plain server-rendered HTML with forms, so they work without script; every page
// says TEST MODE at the top. A form posts, the change is made, and the browser is sent on with a
// 303 (post/redirect/get), so a reload never repeats a payment.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Stripe from 'stripe';
import type { StandInLedger } from './stand-in-ledger.js';
import { isEnded } from './stripe-objects.js';
import { StripeApiError } from './stripe-errors.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

const formatDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f8fa}
.test-mode{background:#ffd43b;color:#1a1a1a;font-weight:700;text-align:center;padding:.5rem;letter-spacing:.05em}
main{max-width:36rem;margin:2rem auto;background:#fff;padding:1.5rem 2rem;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.15rem;margin-top:1.75rem}
button{font:inherit;padding:.5rem 1.25rem;border-radius:6px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5cad}button.danger{border-color:#b42318;background:#fff;color:#b42318}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
a{color:#0b5cad}fieldset{border:1px solid #d0d7de;border-radius:6px;margin:0 0 1rem}label{display:block;padding:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0}form{margin:0}
.notice{background:#e6f4ea;border-radius:6px;padding:.5rem 1rem}.warning{background:#fdecea;border-radius:6px;padding:.5rem 1rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #d0d7de}
.hint{color:#555;font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · TEST MODE</title><style>${STYLE}</style></head>
<body>
<div class="test-mode" role="note">TEST MODE · Stripe stand-in: no real payment is made</div>
<main>
${body}
</main>
</body>
</html>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // No script at all; forms post only to the stand-in itself, then the stand-in redirects.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      )
      .header('referrer-policy', 'no-referrer')
      .send(page(title, body))
  );
}

const notFound = (reply: FastifyReply) =>
  sendPage(
    reply,
    404,
    'Not found',
    '<h1>This link is not valid</h1><p>The session does not exist, or the stand-in was restarted (it keeps everything in memory).</p>',
  );

function priceLabel(price: Stripe.Price): string {
  return `${formatAmount(price.unit_amount ?? 0, price.currency)} / month`;
}

function statusLabel(subscription: Stripe.Subscription): string {
  const labels: Record<string, string> = {
    active: 'Active',
    past_due: 'Past due',
    canceled: 'Canceled',
    incomplete: 'Incomplete',
    incomplete_expired: 'Expired',
    trialing: 'Trial',
    unpaid: 'Unpaid',
    paused: 'Paused',
  };
  return labels[subscription.status] ?? subscription.status;
}

const PORTAL_NOTICES: Record<string, string> = {
  plan: 'Your plan was changed.',
  cancel: 'Your subscription will be canceled at the end of the period.',
  resume: 'Your subscription was resumed.',
  'cancel-now': 'Your subscription was canceled.',
  fail: 'The renewal payment was declined (test). The subscription is past due.',
  retry: 'The payment went through. The subscription is active.',
};

export function pageRoutes(app: FastifyInstance, { ledger }: { ledger: StandInLedger }) {
  type Params = { Params: { id: string } };

  app.get<Params>('/checkout/:id', async (request, reply) => {
    const record = ledger.checkoutSessions.get(request.params.id);
    if (!record) return notFound(reply);
    const { session } = record;
    const price = ledger.price(record.priceId);
    const plan = escapeHtml(price.nickname ?? price.id);
    if (session.status === 'complete') {
      const next = session.success_url ? `<p><a href="${escapeHtml(successUrlOf(session))}">Continue</a></p>` : '';
      return sendPage(
        reply,
        200,
        'Payment complete',
        `<h1>Payment complete</h1><p>You are subscribed to ${plan}.</p>${next}`,
      );
    }
    if (session.status === 'expired') {
      const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Go back</a></p>` : '';
      return sendPage(
        reply,
        410,
        'Checkout expired',
        `<h1>This checkout has expired</h1><p>Nothing was charged.</p>${back}`,
      );
    }
    const amount = formatAmount(session.amount_total ?? 0, session.currency ?? price.currency);
    const customer = typeof session.customer === 'string' ? ledger.customers.get(session.customer) : undefined;
    const email = customer?.email ?? session.customer_email;
    const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
    return sendPage(
      reply,
      200,
      `Subscribe to ${price.nickname ?? price.id}`,
      `<h1>Subscribe to ${plan}</h1>
<p><strong>${escapeHtml(amount)}</strong> per month${record.quantity > 1 ? ` (${record.quantity} × ${escapeHtml(priceLabel(price))})` : ''}</p>
${email ? `<p>Billed to ${escapeHtml(email)}</p>` : ''}
<p class="hint">Test card 4242 4242 4242 4242 is used; there is nothing to fill in.</p>
<div class="actions">
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form>
${cancel}
</div>`,
    );
  });

  app.post<Params>('/checkout/:id/pay', async (request, reply) => {
    const record = ledger.checkoutSessions.get(request.params.id);
    if (!record) return notFound(reply);
    // A second click on Pay (or a resubmitted form) finds the session complete and goes on, paying once.
    if (record.session.status === 'open') ledger.completeCheckout(record.session.id);
    if (record.session.status !== 'complete') return reply.redirect(`/checkout/${record.session.id}`, 303);
    return reply.redirect(
      record.session.success_url ? successUrlOf(record.session) : `/checkout/${record.session.id}`,
      303,
    );
  });

  app.get<Params & { Querystring: { done?: string } }>('/portal/:id', async (request, reply) => {
    const session = ledger.portalSessions.get(request.params.id);
    if (!session) return notFound(reply);
    const customer = ledger.customers.get(session.customer);
    if (!customer) return notFound(reply);
    const subscriptions = ledger.subscriptionsOf(customer.id);
    const subscription = subscriptions.find((candidate) => !isEnded(candidate)) ?? subscriptions[0];
    const notice = PORTAL_NOTICES[String(request.query.done)];
    const sections = [
      `<h1>Billing portal</h1>`,
      customer.email ? `<p>Signed in as ${escapeHtml(customer.email)}</p>` : '',
      notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : '',
      subscription
        ? subscriptionSection(ledger, session.id, subscription)
        : '<h2>Current plan</h2><p>You have no subscription.</p>',
      invoicesSection(ledger, customer.id),
      session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Return</a></p>` : '',
    ];
    return sendPage(reply, 200, 'Billing portal', sections.filter(Boolean).join('\n'));
  });

  app.post<Params & { Body: Record<string, unknown> }>('/portal/:id', async (request, reply) => {
    const session = ledger.portalSessions.get(request.params.id);
    if (!session) return notFound(reply);
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const action = typeof body.action === 'string' ? body.action : '';
    const subscriptionId = typeof body.subscription === 'string' ? body.subscription : '';
    const subscription = ledger.subscriptions.get(subscriptionId);
    // The portal session is the customer's key: it reaches their own subscriptions only.
    if (!subscription || subscription.customer !== session.customer) return notFound(reply);
    try {
      switch (action) {
        case 'plan':
          ledger.changePrice(subscription.id, typeof body.price === 'string' ? body.price : '', null);
          break;
        case 'cancel':
          ledger.setCancelAtPeriodEnd(subscription.id, true, null);
          break;
        case 'resume':
          ledger.setCancelAtPeriodEnd(subscription.id, false, null);
          break;
        case 'cancel-now':
          ledger.cancelNow(subscription.id, null);
          break;
        case 'fail':
          ledger.failNextPayment(subscription.id);
          ledger.renew(subscription.id, null);
          break;
        case 'retry':
          ledger.retryPayment(subscription.id, null);
          break;
        default:
          return sendPage(
            reply,
            400,
            'Unknown action',
            `<h1>Unknown action</h1><p><a href="/portal/${escapeHtml(session.id)}">Back to the portal</a></p>`,
          );
      }
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return sendPage(
        reply,
        400,
        'Not possible',
        `<h1>That is not possible</h1><p>${escapeHtml(error.message)}</p><p><a href="/portal/${escapeHtml(session.id)}">Back to the portal</a></p>`,
      );
    }
    return reply.redirect(`/portal/${session.id}?done=${action}`, 303);
  });

  app.get<Params>('/invoices/:id', async (request, reply) => {
    const invoice = ledger.invoices.get(request.params.id);
    if (!invoice) return notFound(reply);
    const line = invoice.lines.data[0];
    return sendPage(
      reply,
      200,
      `Invoice ${invoice.number ?? invoice.id}`,
      `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<table><tbody>
<tr><th scope="row">Amount due</th><td>${escapeHtml(formatAmount(invoice.amount_due, invoice.currency))}</td></tr>
<tr><th scope="row">Amount paid</th><td>${escapeHtml(formatAmount(invoice.amount_paid, invoice.currency))}</td></tr>
<tr><th scope="row">Status</th><td>${escapeHtml(invoice.status ?? 'draft')}</td></tr>
<tr><th scope="row">Date</th><td>${escapeHtml(formatDate(invoice.created))}</td></tr>
<tr><th scope="row">Period</th><td>${escapeHtml(`${formatDate(invoice.period_start)} – ${formatDate(invoice.period_end)}`)}</td></tr>
${line?.description ? `<tr><th scope="row">Item</th><td>${escapeHtml(line.description)}</td></tr>` : ''}
</tbody></table>`,
    );
  });
}

function successUrlOf(session: Stripe.Checkout.Session): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function actionForm(
  portalId: string,
  subscriptionId: string,
  action: string,
  label: string,
  style = 'secondary',
  extra = '',
): string {
  return `<form method="post" action="/portal/${escapeHtml(portalId)}">
<input type="hidden" name="subscription" value="${escapeHtml(subscriptionId)}"><input type="hidden" name="action" value="${action}">${extra}
<button type="submit" class="${style}">${escapeHtml(label)}</button></form>`;
}

function subscriptionSection(ledger: StandInLedger, portalId: string, subscription: Stripe.Subscription): string {
  const price = ledger.priceOf(subscription);
  const { end } = ledger.periodOf(subscription);
  const heading = `<h2>Current plan</h2>
<p><strong>${escapeHtml(price.nickname ?? price.id)}</strong>, ${escapeHtml(priceLabel(price))} · ${escapeHtml(statusLabel(subscription))}</p>`;
  if (isEnded(subscription)) {
    return `${heading}<p>Ended on ${escapeHtml(formatDate(subscription.ended_at ?? end))}.</p>`;
  }
  const when = subscription.cancel_at_period_end
    ? `<p class="warning">Your subscription will be canceled on ${escapeHtml(formatDate(end))}.</p>`
    : `<p>Renews on ${escapeHtml(formatDate(end))}.</p>`;
  const pastDue =
    subscription.status === 'past_due'
      ? `<p class="warning">The last payment was declined. Retry it to keep your plan.</p><div class="actions">${actionForm(portalId, subscription.id, 'retry', 'Retry payment', '')}</div>`
      : '';
  const choices = [...ledger.prices.values()]
    .map((choice) => {
      const id = `price-${escapeHtml(choice.id)}`;
      const checked = choice.id === price.id ? ' checked' : '';
      return `<label for="${id}"><input type="radio" id="${id}" name="price" value="${escapeHtml(choice.id)}"${checked}> ${escapeHtml(choice.nickname ?? choice.id)}, ${escapeHtml(priceLabel(choice))}</label>`;
    })
    .join('\n');
  const changePlan = `<h2>Change plan</h2>
<form method="post" action="/portal/${escapeHtml(portalId)}">
<input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><input type="hidden" name="action" value="plan">
<fieldset><legend>Choose a plan</legend>
${choices}
</fieldset>
<button type="submit">Update plan</button></form>`;
  const cancellation = subscription.cancel_at_period_end
    ? actionForm(portalId, subscription.id, 'resume', 'Resume subscription', '')
    : actionForm(portalId, subscription.id, 'cancel', 'Cancel at period end');
  return `${heading}
${when}
${pastDue}
${changePlan}
<h2>Cancel</h2>
<div class="actions">
${cancellation}
${actionForm(portalId, subscription.id, 'cancel-now', 'Cancel now', 'danger')}
</div>
<h2>Test payments</h2>
<p class="hint">Bills the next period now with a declined test card: the subscription becomes past due.</p>
<div class="actions">${actionForm(portalId, subscription.id, 'fail', 'Fail next payment', 'danger')}</div>`;
}

function invoicesSection(ledger: StandInLedger, customerId: string): string {
  const invoices = [...ledger.invoices.values()].reverse().filter((invoice) => invoice.customer === customerId);
  if (invoices.length === 0) return '';
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${escapeHtml(formatDate(invoice.created))}</td><td>${escapeHtml(formatAmount(invoice.amount_due, invoice.currency))}</td><td>${escapeHtml(invoice.status ?? '')}</td><td><a href="/invoices/${escapeHtml(invoice.id)}">${escapeHtml(invoice.number ?? invoice.id)}</a></td></tr>`,
    )
    .join('\n');
  return `<h2>Invoices</h2>
<table><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Invoice</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}
