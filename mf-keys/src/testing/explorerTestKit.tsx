// The API explorer's component tests' kit: a fake fetch answering what a test queues, the page
// rendered with its catalog, and the controls the tests press.
import { afterEach, beforeEach, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote, testShell } from '@touchline/remote-devkit/testing';
import { keepOnlyKeysOf } from '../hooks/useKeysCreatedInThisTab';
import { ApiExplorerPage } from '../explorer/ApiExplorerPage';
import type { ProviderStatus } from '../status/providerStatus';
import { explorerPageMock, SAMPLE_SECRET, SAMPLE_VIEWER, sampleApiKeys, sampleEndpoints } from './fixtures';
import { statusMock } from './providerStatusFixtures';

export interface FakeAnswer {
  status: number;
  statusText?: string;
  headers?: Record<string, string>;
  body: string;
}

export const fetchMock = jest.fn<(url: string, init?: RequestInit) => Promise<unknown>>();

export function answerWith({ status, statusText = '', headers = {}, body }: FakeAnswer) {
  fetchMock.mockResolvedValueOnce({
    status,
    statusText,
    headers: { entries: () => Object.entries(headers)[Symbol.iterator]() },
    text: async () => body,
  });
}

/** Installs the fake fetch before each test of the file, and takes it away after. */
export function fakeFetchForEachTest() {
  beforeEach(() => {
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
    keepOnlyKeysOf(null);
  });
}

/** Renders the explorer and waits for the catalog, which comes with the page's query; the providers are well unless `statuses` say otherwise. */
export async function renderExplorer(
  path = '/api-explorer',
  endpoints = sampleEndpoints,
  statuses?: ProviderStatus[],
  keys = sampleApiKeys(),
) {
  renderRemote(<ApiExplorerPage search={{}} shell={testShell({ viewer: SAMPLE_VIEWER })} />, {
    mocks: [explorerPageMock(endpoints, keys), statusMock(statuses)],
    path,
  });
  await screen.findByRole('button', { name: /^Endpoint / });
}

export const keyField = () => screen.getByLabelText(/API key/);
export const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send request' })));

/** Opens the explorer, sends its first endpoint with the sample key, answered with `answer`; the Response region. */
export async function callWithSampleKey(answer: FakeAnswer): Promise<HTMLElement> {
  await renderExplorer();
  fireEvent.change(keyField(), { target: { value: SAMPLE_SECRET } });
  answerWith(answer);
  await send();
  return screen.getByRole('region', { name: 'Response' });
}
// jsdom applies no min-width media query, so the page is laid out as on a narrow screen: the
// catalog is folded behind this button until it is opened.
export const catalogToggle = () => screen.getByRole('button', { name: /^Endpoint / });
export function openCatalog() {
  fireEvent.click(catalogToggle());
  return screen.getByRole('navigation', { name: 'Endpoints' });
}

/** The live regions (and alerts) that say anything of the call's outcome: its status or its advice. */
export function regionsSpeakingOf(status: number, advice: RegExp) {
  return [
    ...document.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"])'),
  ].filter((region) => region.textContent?.includes(String(status)) || advice.test(region.textContent ?? ''));
}
