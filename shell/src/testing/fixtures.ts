// Sample data for unit tests and stories: items, and the dashboard's Get started checklist.
import { GettingStartedQuery, type GettingStartedState } from '../pages/home/gettingStarted';
import { ITEMS_PAGE_SIZE, ItemsQuery } from '../pages/ItemsPage';

export interface ItemFixture {
  __typename: 'Item';
  id: string;
  title: string;
  description: string | null;
  ownerId: string;
  createdAt: string;
}

export function itemFixture(overrides: Partial<ItemFixture> = {}): ItemFixture {
  return {
    __typename: 'Item',
    id: 'i-1',
    title: 'Premier League fixtures',
    description: 'Matchdays 10 to 14, for the weekend preview widget.',
    ownerId: '1',
    createdAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}

export const sampleItems: ItemFixture[] = [
  itemFixture(),
  itemFixture({ id: 'i-2', title: 'Transfer watchlist', description: null, createdAt: '2026-11-02T16:20:00.000Z' }),
  itemFixture({
    id: 'i-3',
    title: 'Serie A standings check',
    description:
      'Compare the standings endpoint with the table on the league site every Monday morning before the newsletter goes out.',
    ownerId: '7d1c9e2a-5b7f-4a8e-9c1d-2f3e4a5b6c7d',
    createdAt: '2026-10-28T08:45:00.000Z',
  }),
];

export function itemsPageMock({
  page = 1,
  items = sampleItems,
  count = items.length,
}: { page?: number; items?: ItemFixture[]; count?: number } = {}) {
  return {
    request: { query: ItemsQuery, variables: { skip: (page - 1) * ITEMS_PAGE_SIZE, limit: ITEMS_PAGE_SIZE } },
    result: { data: { items: { __typename: 'ItemPage' as const, count, data: items } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A new account's Get started checklist: no step done, not dismissed. */
export const CHECKLIST_NOTHING_DONE: GettingStartedState = {
  hasKey: false,
  hasCalled: false,
  hasSeenUsage: false,
  hasPickedPlan: false,
  isDismissed: false,
};

/** The checklist's state as the server answers it. */
export const gettingStartedAnswer = (state: GettingStartedState) => ({
  __typename: 'GettingStarted' as const,
  ...state,
});

/** The dashboard's checklist query, answered with `state`. */
export const gettingStartedMock = (state: GettingStartedState) => ({
  request: { query: GettingStartedQuery },
  result: { data: { gettingStarted: gettingStartedAnswer(state) } },
});
