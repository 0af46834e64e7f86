/** The plan catalogue as the product describes it (behaviour notes: plans); prices come from billing. */
export const PLANS = [
  { id: 'free', name: 'Free', summary: '100 requests a day, 1 request a second' },
  { id: 'pro', name: 'Pro', summary: 'Higher daily quota and rate for production apps' },
  { id: 'business', name: 'Business', summary: 'The highest quotas, for heavy traffic' },
] as const;
