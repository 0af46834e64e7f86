import { useQuery } from '@apollo/client/react';
import { REQUEST_LOG_CACHE_STATUSES, REQUEST_LOG_STATUS_CLASSES, type RouteProps } from '@touchline/shell-contract';
import {
  Button,
  CardBody,
  EmptyState,
  Inline,
  LoadError,
  Notice,
  PageHeader,
  Stack,
  Spinner,
  TitledCard,
} from '@touchline/ui-kit';
import { Field, Input, Select } from '@touchline/ui-kit/forms';
import { PagerButton } from '@touchline/ui-kit/tables';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { AccountPicker } from '../components/AccountPicker';
import { KeyPicker } from '../components/KeyPicker';
import { RequestLogTable } from '../components/RequestLogTable';
import { NO_FILTERS, useRequestLogFilters, type RequestLogFilters } from './useRequestLogFilters';
import { graphql } from '../graphql';
import { useRequestLogDownload } from '../hooks/useRequestLogDownload';

export const RequestLogQuery = graphql(`
  query RequestLog(
    $userId: String
    $apiKeyId: String
    $endpoint: String
    $statusClass: String
    $cacheStatus: String
    $dateFrom: String
    $dateTo: String
    $requestId: String
    $cursor: String
    $limit: Int!
  ) {
    usageRequestLog(
      userId: $userId
      apiKeyId: $apiKeyId
      endpoint: $endpoint
      statusClass: $statusClass
      cacheStatus: $cacheStatus
      dateFrom: $dateFrom
      dateTo: $dateTo
      requestId: $requestId
      cursor: $cursor
      limit: $limit
    ) {
      nextCursor
      data {
        ...RequestLogRow
      }
    }
    usageKeys(window: "30d", limit: 100, userId: $userId) {
      data {
        id
        name
        prefix
        isRevoked
        isExpired
      }
    }
  }
`);

const PAGE_SIZE = 50;
/** As X-Cache names them, and the log's Cache column. */
const CACHE_STATUS_LABELS: Record<(typeof REQUEST_LOG_CACHE_STATUSES)[number], string> = {
  HIT: 'HIT',
  STALE: 'STALE',
  MISS: 'MISS',
  NONE: 'NONE (answered by the proxy)',
};

const Picker = styled.div`
  width: 11rem;
`;

/** A date and a time with its calendar button ("11/29/2026, 09:00 AM" in Chromium): 11rem cut the date off. */
const DateTimePicker = styled.div`
  width: 15rem;
`;

const WidePicker = styled.div`
  width: 20rem;
`;

const Filtersbar = styled(Inline)`
  align-items: flex-end;
`;

/**
 * A call is in the log within about a second of its answer (metering writes in batches): a
 * search for a request id minted this recently that finds nothing asks again, every second, until
 * the id is this old.
 */
const METERING_WAIT_MS = 10_000;
const METERING_POLL_MS = 1_000;

/** When a UUID v7 (every request id the bff mints) was minted, in ms; null for anything else. */
function mintedAt(id: string): number | null {
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab]/i.exec(id);
  return match ? parseInt(`${match[1]}${match[2]}`, 16) : null;
}

/** `2030-03-15T10:30` from a datetime-local input, as UTC (the table's times are UTC too). */
const utcOf = (local: string) => (local ? `${local}Z` : undefined);

/** The API's variables of the filters: unset ones left out. */
function variablesOf(filters: RequestLogFilters) {
  return {
    userId: filters.userId || undefined,
    apiKeyId: filters.apiKeyId || undefined,
    endpoint: filters.endpoint.trim() || undefined,
    statusClass: filters.statusClass || undefined,
    cacheStatus: filters.cacheStatus || undefined,
    dateFrom: utcOf(filters.dateFrom),
    dateTo: utcOf(filters.dateTo),
    requestId: filters.requestId.trim() || undefined,
  };
}

/** The account's calls of the last 30 days, newest first: filters, pages, a search by request id, a CSV download. */
export function RequestLogPage({ search, shell }: RouteProps<'/usage/requests'>) {
  const [filters, setFilters] = useRequestLogFilters(search, shell.viewer?.isSuperuser ?? false);
  // Typed text applies on submit, the pickers at once; the fields follow the address when it changes.
  const [typed, setTyped] = useState({ endpoint: filters.endpoint, requestId: filters.requestId });
  useEffect(() => {
    setTyped({ endpoint: filters.endpoint, requestId: filters.requestId });
  }, [filters.endpoint, filters.requestId]);
  // The cursors of the pages before this one, for these filters: "Newer" goes back without asking
  // the server for a way back, and other filters start on the first page.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, cursors: [undefined] as (string | undefined)[] });
  const cursors = paging.filtersKey === filtersKey ? paging.cursors : [undefined];
  const setCursors = (next: (string | undefined)[]) => setPaging({ filtersKey, cursors: next });
  const cursor = cursors.at(-1);
  const variables = { ...variablesOf(filters), cursor, limit: PAGE_SIZE };
  // Said at the dates, and not asked: the API's 422 would read as a failure to load, with a Try again.
  const isRangeInverted = filters.dateFrom !== '' && filters.dateTo !== '' && filters.dateFrom > filters.dateTo;
  const log = useQuery(RequestLogQuery, { variables, fetchPolicy: 'cache-and-network', skip: isRangeInverted });
  const { download, isDownloading, error: downloadError } = useRequestLogDownload(shell.config);
  const data = log.data ?? log.previousData;
  const rows = data?.usageRequestLog.data ?? [];
  const searchedAt = mintedAt(filters.requestId.trim());
  const isNotFound = Boolean(log.data) && rows.length === 0;
  const { startPolling, stopPolling } = log;
  useEffect(() => {
    if (!isNotFound || searchedAt === null) return;
    const left = searchedAt + METERING_WAIT_MS - Date.now();
    if (left <= 0) return;
    startPolling(METERING_POLL_MS);
    const timer = setTimeout(stopPolling, left);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [isNotFound, searchedAt, startPolling, stopPolling]);
  const keys = data?.usageKeys.data ?? [];

  function change(next: Partial<RequestLogFilters>) {
    setFilters({ ...filters, ...next });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    change({ endpoint: typed.endpoint, requestId: typed.requestId });
  }

  function clear() {
    setTyped({ endpoint: '', requestId: '' });
    change({ ...NO_FILTERS, userId: filters.userId });
  }

  return (
    <Stack gap={6}>
      <PageHeader
        title="Request log"
        description="Every call your API keys made in the last 30 days, newest first. Times are UTC."
        actions={<Link to="/usage">Back to usage</Link>}
      />
      <TitledCard
        isNamedByTitle
        title="Calls"
        description="Filter the log, or search the X-Request-Id an answer carried."
        actions={
          <Button
            variant="secondary"
            size="sm"
            isLoading={isDownloading}
            onClick={() => void download(variablesOf(filters))}
          >
            Download CSV
          </Button>
        }
      >
        <CardBody>
          <Stack gap={4}>
            <form onSubmit={submit} aria-label="Request log filters">
              <Filtersbar gap={3} wrap>
                {shell.viewer?.isSuperuser && (
                  <WidePicker>
                    <AccountPicker
                      value={filters.userId}
                      // Another account's keys are not this one's: the key filter starts over.
                      onChange={(userId) => change({ userId, apiKeyId: '' })}
                      viewerId={shell.viewer.id}
                      isPlatformOffered={false}
                    />
                  </WidePicker>
                )}
                <WidePicker>
                  <Field label="Request id">
                    <Input
                      value={typed.requestId}
                      placeholder="X-Request-Id of an answer"
                      onChange={(event) => setTyped({ ...typed, requestId: event.target.value })}
                    />
                  </Field>
                </WidePicker>
                <Picker>
                  <KeyPicker value={filters.apiKeyId} onChange={(apiKeyId) => change({ apiKeyId })} keys={keys} />
                </Picker>
                <Picker>
                  <Field label="Endpoint">
                    <Input
                      value={typed.endpoint}
                      placeholder="/football/live"
                      onChange={(event) => setTyped({ ...typed, endpoint: event.target.value })}
                    />
                  </Field>
                </Picker>
                <Picker>
                  <Field label="Status">
                    <Select
                      value={filters.statusClass}
                      onChange={(event) => change({ statusClass: event.target.value })}
                    >
                      <option value="">Any status</option>
                      {REQUEST_LOG_STATUS_CLASSES.map((status) => (
                        <option key={status} value={status}>
                          {status}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </Picker>
                <Picker>
                  <Field label="Cache">
                    <Select
                      value={filters.cacheStatus}
                      onChange={(event) => change({ cacheStatus: event.target.value })}
                    >
                      <option value="">Any</option>
                      {REQUEST_LOG_CACHE_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {CACHE_STATUS_LABELS[status]}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </Picker>
                <DateTimePicker>
                  <Field label="From (UTC)">
                    <Input
                      type="datetime-local"
                      value={filters.dateFrom}
                      onChange={(event) => change({ dateFrom: event.target.value })}
                    />
                  </Field>
                </DateTimePicker>
                <DateTimePicker>
                  <Field label="To (UTC)" error={isRangeInverted ? 'To must not be before From' : undefined}>
                    <Input
                      type="datetime-local"
                      value={filters.dateTo}
                      onChange={(event) => change({ dateTo: event.target.value })}
                    />
                  </Field>
                </DateTimePicker>
                <Button type="submit" size="sm">
                  Search
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={clear}>
                  Clear
                </Button>
              </Filtersbar>
            </form>
            {downloadError && (
              <Notice tone="danger" role="alert">
                {downloadError}
              </Notice>
            )}
            {/* An error answers the filters as they are now: the rows of the last ones would read as its answer. */}
            {isRangeInverted ? (
              <EmptyState
                title="No calls to show"
                description="Move From before To to search the calls between them."
              />
            ) : log.error ? (
              <LoadError
                title="The request log could not be loaded"
                error={log.error}
                onRetry={() => void log.refetch()}
              />
            ) : !data ? (
              <Spinner label="Loading the request log" />
            ) : rows.length === 0 ? (
              <EmptyState
                title={filters.requestId ? 'No call with this request id' : 'No calls'}
                description={
                  filters.requestId
                    ? 'No call of this account in the last 30 days answered with this X-Request-Id.'
                    : 'No call in the last 30 days matches these filters.'
                }
              />
            ) : (
              <RequestLogTable rows={rows} openedId={filters.requestId.trim().toLowerCase() || undefined} />
            )}
            <Inline gap={3}>
              <PagerButton canMove={cursors.length > 1} onMove={() => setCursors(cursors.slice(0, -1))}>
                Newer
              </PagerButton>
              <PagerButton
                canMove={Boolean(data?.usageRequestLog.nextCursor)}
                onMove={() => setCursors([...cursors, data?.usageRequestLog.nextCursor ?? undefined])}
              >
                Older
              </PagerButton>
            </Inline>
          </Stack>
        </CardBody>
      </TitledCard>
    </Stack>
  );
}
