// How the billing screen writes amounts, dates and limits: one place, so the card, the grid and
// the invoices agree.

const counts = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return counts.format(value);
}

/** An amount in the currency's smallest unit (cents): "$29", "$29.50". */
export function formatMoney(amountInSmallestUnit: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: amountInSmallestUnit % 100 === 0 ? 0 : 2,
  }).format(amountInSmallestUnit / 100);
}

/** A calendar date in the reader's locale and time zone: "12 Dec 2026" / "Dec 12, 2026". */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

export function perSecondLabel(requestsPerSecond: number): string {
  return `${formatCount(requestsPerSecond)} ${requestsPerSecond === 1 ? 'request' : 'requests'} a second`;
}

export function perDayLabel(requestsPerDay: number): string {
  return `${formatCount(requestsPerDay)} ${requestsPerDay === 1 ? 'request' : 'requests'} a day`;
}
