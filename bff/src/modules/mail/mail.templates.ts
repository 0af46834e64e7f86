// The product's messages, each in HTML and plain text, naming the product and how long the
// link stays valid.

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function layout(
  product: string,
  heading: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#4b5563">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111827;background:#f3f4f6;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;color:#2563eb">${escapeHtml(product)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}${button}
</div></body></html>`;
}

const hoursText = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`;

export function activationMessage(product: string, name: string | null, link: string, validHours: number): Rendered {
  const greeting = `Hi ${name ?? 'there'},`;
  const lines = [
    greeting,
    `Welcome to ${product}. Confirm your e-mail address to activate your account.`,
    `The link is valid for ${hoursText(validHours)} and works once. If you did not sign up, ignore this message.`,
  ];
  return {
    subject: `${product} - Activate your account`,
    html: layout(product, 'Activate your account', lines, { label: 'Activate account', url: link }),
    text: `${lines.join('\n\n')}\n\nActivate your account: ${link}\n`,
  };
}

export function recoveryMessage(product: string, email: string, link: string, validHours: number): Rendered {
  const lines = [
    `Someone asked to reset the password of the ${product} account ${email}.`,
    `The link is valid for ${hoursText(validHours)} and works once. If it was not you, ignore this message: your password stays as it is.`,
  ];
  return {
    subject: `${product} - Password recovery for ${email}`,
    html: layout(product, 'Reset your password', lines, { label: 'Reset password', url: link }),
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
  };
}

export function welcomeMessage(product: string, email: string, link: string): Rendered {
  const lines = [
    `Your ${product} account ${email} is ready.`,
    'Create an API key in the dashboard to start calling live scores and transfers.',
  ];
  return {
    subject: `${product} - Welcome`,
    html: layout(product, `Welcome to ${product}`, lines, { label: 'Open the dashboard', url: link }),
    text: `${lines.join('\n\n')}\n\nOpen the dashboard: ${link}\n`,
  };
}

/** To the new address: the link that makes it the account's login. */
export function emailChangeMessage(product: string, newEmail: string, link: string, validHours: number): Rendered {
  const lines = [
    `Someone asked to make ${newEmail} the e-mail address of their ${product} account.`,
    `Confirm it to sign in with this address from now on. The link is valid for ${hoursText(validHours)} and works once. If it was not you, ignore this message: nothing changes.`,
  ];
  return {
    subject: `${product} - Confirm your new e-mail address`,
    html: layout(product, 'Confirm your new e-mail address', lines, { label: 'Confirm e-mail address', url: link }),
    text: `${lines.join('\n\n')}\n\nConfirm your new e-mail address: ${link}\n`,
  };
}

/** To the old address: what is about to change, and the link that stops it and signs everyone out. */
export function emailChangeNoticeMessage(
  product: string,
  oldEmail: string,
  newEmail: string,
  link: string,
  validHours: number,
): Rendered {
  const lines = [
    `Someone asked to change the e-mail address of the ${product} account ${oldEmail} to ${newEmail}. It changes once the new address is confirmed.`,
    `If it was not you, cancel the change: it also signs out every session of the account. Then change your password. The link is valid for ${hoursText(validHours)}.`,
  ];
  return {
    subject: `${product} - Your e-mail address is being changed`,
    html: layout(product, 'Your e-mail address is being changed', lines, {
      label: 'Cancel the change and sign out everywhere',
      url: link,
    }),
    text: `${lines.join('\n\n')}\n\nCancel the change and sign out everywhere: ${link}\n`,
  };
}

/** To the old address when a superuser changed it: no link, the change is theirs to make. */
export function emailChangedByAdminMessage(product: string, oldEmail: string, newEmail: string): Rendered {
  const lines = [
    `An administrator changed the e-mail address of the ${product} account ${oldEmail} to ${newEmail}.`,
    'Sign in with the new address from now on. If you did not expect this, contact support.',
  ];
  return {
    subject: `${product} - Your e-mail address was changed`,
    html: layout(product, 'Your e-mail address was changed', lines),
    text: `${lines.join('\n\n')}\n`,
  };
}

/** An account reached 80% or 100% of its daily quota: what it means, when it resets, where to change plan or stop these mails. */
export function quotaAlertMessage(
  product: string,
  alert: { percent: number; used: number; quota: number; planName: string; resetsAt: Date },
  links: { billing: string; settings: string },
): Rendered {
  const resetsAt = alert.resetsAt
    .toISOString()
    .replace(/:00\.000Z$/, ' UTC')
    .replace('T', ' ');
  const heading =
    alert.percent >= 100 ? 'Your daily quota is used up' : `${alert.percent}% of your daily quota is used`;
  const lines = [
    `Your ${product} account has made ${alert.used} of the ${alert.quota} calls a day of its ${alert.planName} plan.`,
    alert.percent >= 100
      ? `Further calls are refused (429) until the quota resets at ${resetsAt}.`
      : `At 100%, calls are refused (429) until the quota resets at ${resetsAt}.`,
    'A plan with a larger quota takes effect at once.',
    `To stop these e-mails, turn them off in your settings: ${links.settings}`,
  ];
  return {
    subject: `${product} - ${heading}`,
    html: layout(product, heading, lines, { label: 'Compare plans', url: links.billing }),
    text: `${lines.join('\n\n')}\n\nCompare plans: ${links.billing}\n`,
  };
}
