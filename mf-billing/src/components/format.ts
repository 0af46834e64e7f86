// How the billing screen writes amounts and limits: one place, so the card, the grid and the
// invoices agree. Dates are ui-kit's `formatDate`, as on every other screen.

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

export function perSecondLabel(requestsPerSecond: number): string {
  return `${formatCount(requestsPerSecond)} ${requestsPerSecond === 1 ? 'request' : 'requests'} a second`;
}

export function perDayLabel(requestsPerDay: number): string {
  return `${formatCount(requestsPerDay)} ${requestsPerDay === 1 ? 'request' : 'requests'} a day`;
}
