import {
  AlertCircleIcon,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  EmptyState,
  Inline,
  Spinner,
  TerminalIcon,
  Text,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { adviceText, responseAdvice } from './responseAdvice';
import { ResponseView } from './ResponseView';
import type { ProxyCall } from './useProxyCall';

/** Which request the response answers: the form above may already describe the next one. */
const AnsweredRequest = styled.code`
  flex-basis: 100%;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const requestLine = (url: string) => {
  const { pathname, search } = new URL(url);
  return `GET ${pathname}${search}`;
};

const Dimmed = styled.div`
  opacity: 0.55;
  pointer-events: none;
`;

/**
 * What a screen reader hears once a call is over: "200 OK in 34 ms", or "429 Too Many Requests in
 * 3 ms. Rate limit reached…" with the advice the response shows. This region is the only one that
 * speaks of the outcome (the advice under the status is not a live region), so it is said once.
 */
function outcomeAnnouncement(call: ProxyCall): string {
  if (call.state === 'failed') return `The request did not reach Touchline: ${call.message}`;
  if (call.state !== 'answered') return '';
  const { status, statusText, latencyMs, headers } = call.answer;
  const outcome = `${status}${statusText ? ` ${statusText}` : ''} in ${Math.round(latencyMs)} ms`;
  const advice = responseAdvice(status, new Map(headers));
  return advice ? `${outcome}. ${adviceText(advice)}` : outcome;
}

/** The answer to the last request sent, and what a screen reader hears of it. */
export function ResponsePanel({ call }: { call: ProxyCall }) {
  const answer = call.state === 'answered' ? call.answer : call.state === 'sending' ? call.previous : undefined;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {outcomeAnnouncement(call)}
      </VisuallyHidden>
      <Card aria-label="Response" aria-busy={call.state === 'sending' || undefined}>
        <CardHeader>
          <CardTitle>Response</CardTitle>
          {call.state === 'sending' && (
            <Inline gap={2}>
              <Spinner size="1rem" />
              <Text size="sm" tone="muted" as="span">
                Sending…
              </Text>
            </Inline>
          )}
          {call.state === 'answered' && <AnsweredRequest>{requestLine(call.answer.url)}</AnsweredRequest>}
        </CardHeader>
        <CardBody>
          {call.state === 'failed' ? (
            <EmptyState
              icon={<AlertCircleIcon size={22} />}
              title="The request did not reach Touchline"
              description={call.message}
            />
          ) : answer ? (
            call.state === 'sending' ? (
              <Dimmed aria-hidden>
                <ResponseView answer={answer} />
              </Dimmed>
            ) : (
              <ResponseView key={`${answer.url}-${answer.latencyMs}`} answer={answer} />
            )
          ) : (
            <EmptyState
              icon={<TerminalIcon size={22} />}
              title="No request sent yet"
              description="Pick or paste a key, check the parameters and press Send request. The status, latency, rate-limit and cache headers and the JSON body appear here."
            />
          )}
        </CardBody>
      </Card>
    </>
  );
}
