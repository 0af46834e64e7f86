// The notices of two-factor sign-in, in the layout of the product's other messages.
import { layout, type Rendered } from '../mail/mail.templates.js';

export type TwoFactorOffReason = 'by-user' | 'by-superuser';

/** Sent when the second factor goes: if the account's owner did not do it, they learn at once. */
export function twoFactorOffMessage(
  product: string,
  email: string,
  reason: TwoFactorOffReason,
  link: string,
): Rendered {
  const who =
    reason === 'by-superuser'
      ? `An administrator of ${product} reset the two-factor sign-in`
      : 'Two-factor sign-in was turned off';
  const lines = [
    `${who} of the account ${email}. Logging in now asks only for the password (or Google).`,
    'You can set it up again under Settings → Security. If you did not expect this, change your password now.',
  ];
  return {
    subject: `${product} - Two-factor sign-in turned off`,
    html: layout(product, 'Two-factor sign-in turned off', lines, { label: 'Open security settings', url: link }),
    text: `${lines.join('\n\n')}\n\nOpen security settings: ${link}\n`,
  };
}
