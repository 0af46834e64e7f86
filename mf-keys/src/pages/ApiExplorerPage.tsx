import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  AlertCircleIcon,
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  ChevronDownIcon,
  EmptyState,
  Field,
  Heading,
  Inline,
  Input,
  LoadError,
  Notice,
  Spinner,
  Stack,
  TerminalIcon,
  Text,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { endpointById, type Endpoint } from '../catalog/endpoints';
import { exampleValues, parameterErrors, requestPath } from '../catalog/request';
import { API_DOCS_PATH, apiUrl } from '../components/apiUrl';
import { CodeSnippets } from '../components/CodeSnippets';
import { catalogCaption, catalogRow, catalogSummary, EndpointList } from '../components/EndpointList';
import { InlineCode } from '../components/InlineCode';
import { KeyField } from '../components/KeyField';
import { ResponseView } from '../components/ResponseView';
import { adviceText, responseAdvice } from '../components/responseAdvice';
import { graphql } from '../graphql';
import type { ApiExplorerPageQuery as ApiExplorerPageQueryResult } from '../graphql/graphql';
import { secretOfCreatedKey, useDropKeysOfOtherUsers, useKeysCreatedInThisTab } from '../hooks/useKeysCreatedInThisTab';
import { useProxyCall, type ProxyCall } from '../hooks/useProxyCall';

export const ApiExplorerPageQuery = graphql(`
  query ApiExplorerPage {
    dataEndpoints {
      ...DataEndpointFields
    }
    apiKeys {
      id
      ...KeyFieldKey
    }
  }
`);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

const Catalog = styled(Card)`
  padding: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
    max-height: calc(100vh - 6rem);
    overflow-y: auto;
  }
`;

/**
 * Stands for the catalog where it stacks above the form (below lg): folded, the catalog would
 * otherwise be a long list to scroll past before the form. Side by side the list is always in
 * view, so the button is not shown.
 */
const CatalogToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  ${catalogRow}

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const ToggleCaption = styled.span`
  display: block;
  ${catalogCaption}
`;

const ToggleSummary = styled.span`
  display: block;
  ${catalogSummary}
`;

/** The list under the toggle: shown only while open below lg, always from lg up (the toggle is gone there). */
const CatalogPanel = styled.div<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'block' : 'none')};
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.lg} {
    display: block;
    margin-top: 0;
    padding-top: 0;
    border-top: 0;
  }
`;

/** Focused when an endpoint is chosen on a narrow screen; clear of the sticky top bar. */
const EndpointTitle = styled(CardTitle)`
  scroll-margin-top: calc(${({ theme }) => `${theme.topBar.height} + ${theme.space[4]}`});

  &:focus {
    outline: none;
  }
`;

const Method = styled(Badge)`
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Path = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Url = styled.output`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Params = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[5]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

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

function formatTtl(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  return `${seconds / 3600} h`;
}

export function ApiExplorerPage({ shell }: RouteProps<'/api-explorer'>) {
  const { data, error, refetch } = useQuery(ApiExplorerPageQuery);
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading level={1}>API Explorer</Heading>
        <Text tone="muted">
          Call the live-score and transfer endpoints with one of your keys. Requests go to the real proxy, so what you see
          is what your code gets, and they count against your plan. The{' '}
          <a href={apiUrl(shell.config.apiBaseUrl, API_DOCS_PATH)}>API reference</a> describes the same endpoints for your
          code (OpenAPI).
        </Text>
      </Stack>

      {data?.dataEndpoints.some((endpoint) => endpoint.isSampleData) && (
        <Notice tone="info">
          {data.dataEndpoints.every((endpoint) => endpoint.isSampleData)
            ? "No data provider is configured on this deployment: every answer comes from Touchline's bundled sample upstream, realistic and in the real data's shape, but not real."
            : "Some providers are not configured on this deployment: their endpoints (marked Data: sample) answer from Touchline's bundled sample upstream, realistic but not real."}
        </Notice>
      )}

      {data && data.dataEndpoints.length > 0 ? (
        <Explorer shell={shell} endpoints={data.dataEndpoints} apiKeys={data.apiKeys} />
      ) : data ? (
        <Card>
          <EmptyState icon={<TerminalIcon size={22} />} title="No data endpoints" description="This deployment lists no data endpoints to try." />
        </Card>
      ) : error ? (
        <Card>
          <LoadError title="The endpoint catalog could not be loaded" error={error} onRetry={() => void refetch().catch(() => undefined)} />
        </Card>
      ) : (
        <Card aria-busy="true">
          <CardBody>
            <Inline gap={2}>
              <Spinner size="1rem" />
              <Text size="sm" tone="muted" as="span" role="status">
                Loading the endpoint catalog…
              </Text>
            </Inline>
          </CardBody>
        </Card>
      )}
    </Stack>
  );
}

interface ExplorerProps {
  shell: RouteProps<'/api-explorer'>['shell'];
  endpoints: readonly Endpoint[];
  apiKeys: ApiExplorerPageQueryResult['apiKeys'];
}

function Explorer({ shell, endpoints, apiKeys }: ExplorerProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const endpoint = endpointById(endpoints, searchParams.get('endpoint')) ?? endpoints[0]!;
  const [apiKey, setApiKey] = useState('');
  const viewerId = shell.viewer?.id;
  useDropKeysOfOtherUsers(viewerId);
  const createdKeys = useKeysCreatedInThisTab(viewerId);
  // A key created in this tab is the one a developer came here to try: it starts picked.
  const [pickedId, setPickedId] = useState<string | null>(() => createdKeys[0]?.id ?? null);
  const picked = createdKeys.find((key) => key.id === pickedId);
  const [valuesById, setValuesById] = useState<Record<string, Record<string, string>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { call, send } = useProxyCall();
  const catalogRef = useRef<HTMLElement>(null);
  const formCardRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped to ask for focus once the render it causes is on screen (the new endpoint's title,
  // the error of the first invalid field).
  const [formFocusRequest, setFormFocusRequest] = useState(0);
  const [invalidSubmitCount, setInvalidSubmitCount] = useState(0);
  // Only read below lg, where the catalog is folded behind its toggle until asked for.
  const [isCatalogOpen, setIsCatalogOpen] = useState(false);
  const catalogPanelId = useId();

  useEffect(() => {
    if (formFocusRequest > 0) titleRef.current?.focus();
  }, [formFocusRequest]);

  useEffect(() => {
    if (invalidSubmitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmitCount]);

  const values = valuesById[endpoint.id] ?? exampleValues(endpoint);
  const errors = parameterErrors(endpoint, values);
  const keyToSend = picked ? secretOfCreatedKey(viewerId, picked.id) : apiKey.trim();
  const keyError = keyToSend ? undefined : createdKeys.length > 0 ? 'Pick a key or paste one' : 'Paste an API key';
  const url = apiUrl(shell.config.apiBaseUrl, requestPath(endpoint, values));

  function select(next: Endpoint) {
    setIsSubmitted(false);
    setSearchParams((params) => {
      params.set('endpoint', next.id);
      return params;
    });
    // A choice is made: fold the list away again where it is foldable (side by side it stays).
    setIsCatalogOpen(false);
    // Narrow screens stack the catalog above the form, which is then out of sight: take the
    // person to it (focus lands on the form's title, so it does not fall to <body> with the
    // folded list). Side by side, the form is in view and focus stays in the catalog.
    const catalog = catalogRef.current?.getBoundingClientRect();
    const formCard = formCardRef.current?.getBoundingClientRect();
    if (catalog && formCard && formCard.top >= catalog.bottom) setFormFocusRequest((count) => count + 1);
  }

  function setValue(name: string, value: string) {
    setValuesById((current) => ({ ...current, [endpoint.id]: { ...values, [name]: value } }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setIsSubmitted(true);
    if (!keyToSend || Object.keys(errors).length > 0) {
      setInvalidSubmitCount((count) => count + 1);
      return;
    }
    void send(url, keyToSend);
  }

  const answer = call.state === 'answered' ? call.answer : call.state === 'sending' ? call.previous : undefined;

  return (
    <Layout>
      <Catalog ref={catalogRef}>
        <CatalogToggle
          type="button"
          aria-expanded={isCatalogOpen}
          aria-controls={catalogPanelId}
          onClick={() => setIsCatalogOpen((isOpen) => !isOpen)}
        >
          <span>
            <ToggleCaption>Endpoint</ToggleCaption>{' '}
            <ToggleSummary>{endpoint.summary}</ToggleSummary>
          </span>
          <ChevronDownIcon size={18} />
        </CatalogToggle>
        <CatalogPanel id={catalogPanelId} $isOpen={isCatalogOpen}>
          <EndpointList endpoints={endpoints} selectedId={endpoint.id} onSelect={select} />
        </CatalogPanel>
      </Catalog>

      <Stack gap={5}>
        <Card ref={formCardRef}>
          <CardHeader>
            <Stack gap={1}>
              <Inline gap={2} wrap>
                <Method tone="success">GET</Method>
                <Path>{endpoint.path}</Path>
              </Inline>
              <EndpointTitle ref={titleRef} tabIndex={-1}>
                {endpoint.summary}
              </EndpointTitle>
              <CardDescription>
                <InlineCode text={endpoint.description} />
              </CardDescription>
            </Stack>
          </CardHeader>
          <CardBody>
            <form ref={formRef} onSubmit={submit} noValidate aria-label="Request">
              <Stack gap={5}>
                <Facts>
                  <div>
                    <dt>Returns</dt>
                    <dd>{endpoint.returns}</dd>
                  </div>
                  <div>
                    <dt>Plans</dt>
                    <dd>{endpoint.plans.join(', ')}</dd>
                  </div>
                  <div>
                    <dt>Cached for</dt>
                    <dd>{formatTtl(endpoint.cacheTtlSeconds)}</dd>
                  </div>
                  {endpoint.isSampleData && (
                    <div>
                      <dt>Data</dt>
                      <dd>sample, from the bundled sample upstream</dd>
                    </div>
                  )}
                </Facts>

                <KeyField
                  value={apiKey}
                  onChange={setApiKey}
                  apiKeys={apiKeys}
                  createdKeys={createdKeys}
                  picked={picked}
                  onPick={setPickedId}
                  error={isSubmitted ? keyError : undefined}
                />

                {endpoint.parameters.length > 0 && (
                  <Params>
                    {endpoint.parameters.map((parameter) => (
                      <Field
                        key={`${endpoint.id}-${parameter.name}`}
                        label={
                          <>
                            <code>{parameter.name}</code> <Text as="span" size="xs" tone="muted">{parameter.in}</Text>
                          </>
                          }
                        required={parameter.required}
                        hint={<InlineCode text={parameter.description} />}
                        error={isSubmitted ? errors[parameter.name] : undefined}
                      >
                        <Input
                          name={parameter.name}
                          value={values[parameter.name] ?? ''}
                          placeholder={parameter.example || undefined}
                          spellCheck={false}
                          autoComplete="off"
                          onChange={(event) => setValue(parameter.name, event.target.value)}
                        />
                      </Field>
                    ))}
                  </Params>
                )}

                <Stack gap={1.5}>
                  <Text size="sm" tone="muted" as="span" id="explorer-url-label">
                    Request URL
                  </Text>
                  <Url aria-labelledby="explorer-url-label">GET {url}</Url>
                </Stack>

                <Inline gap={3}>
                  <Button type="submit" isLoading={call.state === 'sending'}>
                    Send request
                  </Button>
                  <Text size="sm" tone="muted" as="span">
                    Sent with the header X-API-Key only, like your code would.
                  </Text>
                </Inline>
              </Stack>
            </form>
          </CardBody>
        </Card>

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

        <Card>
          <CardHeader>
            <div>
              <CardTitle>Use it in your code</CardTitle>
              <CardDescription>The same request, ready to paste.</CardDescription>
            </div>
          </CardHeader>
          <CardBody>
            <CodeSnippets url={url} apiKey={picked ? '' : apiKey} />
          </CardBody>
        </Card>
      </Stack>
    </Layout>
  );
}
