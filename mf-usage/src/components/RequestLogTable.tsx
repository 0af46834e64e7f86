import { Badge, type BadgeTone } from '@touchline/ui-kit';
import { NumberTd, NumberTh, Table, TBody, Td, Th, THead, Tr } from '@touchline/ui-kit/tables';
import { styled } from 'styled-components';
import { Fragment } from 'react';
import { graphql } from '../graphql';
import type { RequestLogRowFragment } from '../graphql/graphql';
import { formatCount, formatLatency } from './format';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const RequestLogRow = graphql(`
  fragment RequestLogRow on RequestLogEntry {
    occurredAt
    requestId
    apiKeyId
    keyName
    method
    path
    provider
    status
    latencyMs
    bytes
    cacheStatus
  }
`);

export type RequestLogEntry = RequestLogRowFragment;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * A request id breaks only after its hyphens, and its cell keeps room for two of its groups a
 * line: on a phone it takes two or three lines, not five broken mid-group.
 */
const RequestIdTd = styled(Td)`
  min-width: 10rem;

  code {
    overflow-wrap: normal;
  }
`;

/** Wide enough that a path reads in a line or two on a phone, not a few characters a line. */
const RequestTd = styled(Td)`
  min-width: 16rem;
`;

const OpenedTr = styled(Tr)<{ $isOpened: boolean }>`
  background: ${({ $isOpened, theme }) => ($isOpened ? theme.colors.surfaceHover : 'transparent')};
`;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const toneOf = (status: number): BadgeTone =>
  status >= 500 ? 'danger' : status >= 400 ? 'warning' : status >= 300 ? 'info' : 'success';

/**
 * Text with a line break allowed after each `separator` and nowhere else: a path wraps between
 * its segments (after "/"), a request id between its groups (after "-"), never inside a word.
 */
function WithBreaksAfter({ text, separator }: { text: string; separator: '/' | '-' }) {
  return text.split(separator === '/' ? /(?<=\/)/ : /(?<=-)/).map((part, index) => (
    <Fragment key={index}>
      {part}
      {part.endsWith(separator) && <wbr />}
    </Fragment>
  ));
}

/**
 * One row per call, newest first; the call a search opened is marked. The status comes right after
 * the time, so that whether a call succeeded shows without scrolling the table sideways on a phone.
 */
export function RequestLogTable({ rows, openedId }: { rows: readonly RequestLogEntry[]; openedId?: string }) {
  return (
    <Table isFramed={false} aria-label="Request log">
      <THead>
        <Tr>
          <Th scope="col">Time (UTC)</Th>
          <Th scope="col">Status</Th>
          <Th scope="col">Request</Th>
          <Th scope="col">Key</Th>
          <NumberTh scope="col">Latency</NumberTh>
          <NumberTh scope="col">Bytes</NumberTh>
          <Th scope="col">Cache</Th>
          <Th scope="col">Request id</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <OpenedTr
            key={row.requestId}
            $isOpened={row.requestId === openedId}
            aria-current={row.requestId === openedId ? 'true' : undefined}
          >
            <Td>
              <time dateTime={row.occurredAt}>{timeFormat.format(new Date(row.occurredAt))}</time>
            </Td>
            <Td>
              <Badge tone={toneOf(row.status)}>{row.status}</Badge>
            </Td>
            <RequestTd>
              <Mono>
                {row.method} <WithBreaksAfter text={`/api/${row.provider}${row.path}`} separator="/" />
              </Mono>
            </RequestTd>
            <Td>{row.keyName}</Td>
            <NumberTd>{formatLatency(row.latencyMs)}</NumberTd>
            <NumberTd>{formatCount(row.bytes)}</NumberTd>
            {/* As X-Cache and the cache filter name it; NONE: the proxy answered itself (a refusal, the provider down). */}
            <Td>{row.cacheStatus}</Td>
            <RequestIdTd>
              <Mono>
                <WithBreaksAfter text={row.requestId} separator="-" />
              </Mono>
            </RequestIdTd>
          </OpenedTr>
        ))}
      </TBody>
    </Table>
  );
}
