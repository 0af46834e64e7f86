import {
  Badge,
  Button,
  formatExactTime,
  formatQuotaReset,
  Inline,
  Stack,
  Text,
  type BadgeTone,
} from '@touchline/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { ProxyAnswer } from './useProxyCall';
import { CodeBlock } from '../components/CodeBlock';
import { CopyButton } from '../components/CopyButton';
import { JsonTree } from './JsonTree';
import { responseAdvice } from './responseAdvice';

const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  div {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const BodyFrame = styled.div`
  max-height: 32rem;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  pre {
    padding: 0;
    border: 0;
    background: none;
  }
`;

const HeaderList = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    width: 40%;
  }
`;

const Disclosure = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  table {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Segmented = styled.div`
  display: inline-flex;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};

  button {
    height: 1.75rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.xs};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

function statusTone(status: number): BadgeTone {
  if (status < 300) return 'success';
  if (status < 500 && status !== 401 && status !== 403) return 'warning';
  return 'danger';
}

/**
 * The cache status worth showing: a hit or a stale answer, or a miss of an answer that carries
 * data. A refusal Touchline made itself (401, 429, 502…) is marked MISS only because nothing was
 * fetched for it, which says nothing about caching; an error served from the cache still shows.
 */
function cacheStatusToShow(status: number, xCache: string | undefined): string | undefined {
  if (!xCache || (status >= 400 && xCache === 'MISS')) return undefined;
  return xCache;
}

function cacheTone(value: string): BadgeTone {
  return value === 'HIT' ? 'success' : value === 'STALE' ? 'warning' : 'neutral';
}

function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

const AdviceLink = styled(Link)`
  color: inherit;
  text-decoration: underline;
`;

/** X-RateLimit-Reset (Unix seconds) as every screen names the quota's reset: "00:00 UTC, in 23 hours". */
export function resetLabel(reset: string, now: number = Date.now()): string {
  const seconds = Number(reset);
  return Number.isFinite(seconds) ? formatQuotaReset(new Date(seconds * 1000), now) : reset;
}

export function ResponseView({ answer }: { answer: ProxyAnswer }) {
  const headers = new Map(answer.headers);
  const [view, setView] = useState<'tree' | 'raw'>(answer.json === undefined ? 'raw' : 'tree');
  const [openDepth, setOpenDepth] = useState(2);
  const [treeKey, setTreeKey] = useState(0);
  const pretty = answer.json === undefined ? answer.body : JSON.stringify(answer.json, null, 2);
  const cache = cacheStatusToShow(answer.status, headers.get('x-cache'));
  const advice = responseAdvice(answer.status, headers);
  const reset = headers.get('x-ratelimit-reset');
  // The usage request log keeps every proxied call under the X-Request-Id its answer carried.
  const requestId = headers.get('x-request-id');

  const expand = (depth: number) => {
    setOpenDepth(depth);
    setTreeKey((key) => key + 1);
  };

  return (
    <Stack gap={4}>
      <Inline gap={2} wrap>
        <Badge tone={statusTone(answer.status)} withDot aria-label={`Status ${answer.status}`}>
          {answer.status} {answer.statusText}
        </Badge>
        <Badge tone="neutral">{Math.round(answer.latencyMs)} ms</Badge>
        <Badge tone="neutral">{formatBytes(answer.sizeBytes)}</Badge>
        {cache && <Badge tone={cacheTone(cache)}>Cache {cache}</Badge>}
        {headers.get('x-sample-data') === 'true' && <Badge tone="info">Sample data</Badge>}
      </Inline>

      {/* A call whose key was refused (401) belongs to no account, so no request log holds it; nor
          does one refused before it was counted (an unsafe path, a busy upstream), which alone
          carries no rate-limit headers. */}
      {requestId && (
        <Text size="sm" tone="muted">
          Request id <code>{requestId}</code>
          {answer.status === 401 ? (
            ' (not in your request log: the key was not accepted)'
          ) : !headers.has('x-ratelimit-limit') ? (
            ' (not in your request log: the call was refused before it was counted)'
          ) : (
            <>
              :{' '}
              <AdviceLink to={`/usage/requests?request_id=${encodeURIComponent(requestId)}`}>
                see this call in the request log
              </AdviceLink>
            </>
          )}
        </Text>
      )}

      {/* Not a live region: the explorer's announcement of the outcome already says this advice,
          with the status, and a second region would say it again. */}
      {advice && (
        <Text size="sm" tone={answer.status >= 400 ? 'danger' : 'muted'}>
          {advice.map((part, index) =>
            typeof part === 'string' ? (
              part
            ) : (
              <AdviceLink key={index} to={part.to}>
                {part.link}
              </AdviceLink>
            ),
          )}
        </Text>
      )}

      <Meta aria-label="Rate limit">
        <div>
          <dt>X-RateLimit-Limit</dt>
          <dd>{headers.get('x-ratelimit-limit') ?? '—'}</dd>
        </div>
        <div>
          <dt>X-RateLimit-Remaining</dt>
          <dd>{headers.get('x-ratelimit-remaining') ?? '—'}</dd>
        </div>
        <div>
          <dt>X-RateLimit-Reset</dt>
          <dd
            title={
              reset && Number.isFinite(Number(reset))
                ? formatExactTime(new Date(Number(reset) * 1000).toISOString())
                : undefined
            }
          >
            {reset ? resetLabel(reset) : '—'}
          </dd>
        </div>
        {headers.has('retry-after') && (
          <div>
            <dt>Retry-After</dt>
            <dd>{headers.get('retry-after')} s</dd>
          </div>
        )}
      </Meta>

      <Stack gap={2}>
        <Inline gap={2} wrap justify="between">
          <Segmented role="group" aria-label="Body view">
            <button
              type="button"
              aria-pressed={view === 'tree'}
              disabled={answer.json === undefined}
              onClick={() => setView('tree')}
            >
              Tree
            </button>
            <button type="button" aria-pressed={view === 'raw'} onClick={() => setView('raw')}>
              Raw
            </button>
          </Segmented>
          <Inline gap={2}>
            {view === 'tree' && (
              <>
                <Button variant="ghost" size="sm" onClick={() => expand(Number.POSITIVE_INFINITY)}>
                  Expand all
                </Button>
                <Button variant="ghost" size="sm" onClick={() => expand(1)}>
                  Collapse all
                </Button>
              </>
            )}
            <CopyButton text={pretty} label="Copy response body" />
          </Inline>
        </Inline>
        <BodyFrame aria-label="Response body" role="region" tabIndex={0}>
          {view === 'tree' && answer.json !== undefined ? (
            <JsonTree key={treeKey} value={answer.json} openDepth={openDepth} />
          ) : (
            <CodeBlock label="Response body">{pretty || '(empty body)'}</CodeBlock>
          )}
        </BodyFrame>
      </Stack>

      <Disclosure>
        <summary>All response headers ({answer.headers.length})</summary>
        <HeaderList>
          <tbody>
            {answer.headers.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HeaderList>
      </Disclosure>
    </Stack>
  );
}
