import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  Card,
  CardBody,
  EmptyState,
  Inline,
  LoadError,
  Notice,
  PageHeader,
  Spinner,
  Stack,
  TerminalIcon,
  Text,
  TitledCard,
} from '@touchline/ui-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { API_DOCS_PATH, apiUrl } from '../apiUrl';
import { graphql } from '../graphql';
import type { ApiExplorerPageQuery as ApiExplorerPageQueryResult } from '../graphql/graphql';
import { secretOfCreatedKey, useDropKeysOfOtherUsers, useKeysCreatedInThisTab } from '../hooks/useKeysCreatedInThisTab';
import { CatalogPanel } from './CatalogPanel';
import { endpointById, type Endpoint } from './catalog/endpoints';
import { canBeSentAsKey, exampleValues, NOT_A_KEY, parameterErrors, requestPath } from './catalog/request';
import { CodeSnippets } from './CodeSnippets';
import { DegradedProvidersNotice } from '../status/DegradedProvidersNotice';
import { McpConnection } from './McpConnection';
import { RequestForm } from './RequestForm';
import { ResponsePanel } from './ResponsePanel';
import { useProxyCall } from './useProxyCall';

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

export function ApiExplorerPage({ shell }: RouteProps<'/api-explorer'>) {
  const { data, error, refetch } = useQuery(ApiExplorerPageQuery);
  return (
    <Stack gap={6}>
      <PageHeader
        title="API Explorer"
        description={
          <>
            Call the live-score and transfer endpoints with one of your keys. Requests go to the real proxy, so what you
            see is what your code gets, and they count against your plan. The{' '}
            <a href={apiUrl(shell.config.apiBaseUrl, API_DOCS_PATH)}>API reference</a> describes the same endpoints for
            your code (OpenAPI).
          </>
        }
      />

      <DegradedProvidersNotice />

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
          <EmptyState
            icon={<TerminalIcon size={22} />}
            title="No data endpoints"
            description="This deployment lists no data endpoints to try."
          />
        </Card>
      ) : error ? (
        <Card>
          <LoadError
            title="The endpoint catalog could not be loaded"
            error={error}
            onRetry={() => void refetch().catch(() => undefined)}
          />
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
  const { call, send, clear } = useProxyCall();
  const catalogRef = useRef<HTMLElement>(null);
  const formCardRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped to ask for focus once the render it causes is on screen (the new endpoint's title,
  // the error of the first invalid field).
  const [formFocusRequest, setFormFocusRequest] = useState(0);
  const [invalidSubmitCount, setInvalidSubmitCount] = useState(0);

  useEffect(() => {
    if (formFocusRequest > 0) titleRef.current?.focus();
  }, [formFocusRequest]);

  // An answer belongs to the endpoint it was asked of: another endpoint starts with none, however
  // it was chosen (the catalog, the address, Back).
  useEffect(() => clear(), [endpoint.id, clear]);

  useEffect(() => {
    if (invalidSubmitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidSubmitCount]);

  const values = valuesById[endpoint.id] ?? exampleValues(endpoint);
  const errors = parameterErrors(endpoint, values);
  const keyToSend = picked ? secretOfCreatedKey(viewerId, picked.id) : apiKey.trim();
  const keyError = !keyToSend
    ? createdKeys.length > 0
      ? 'Pick a key or paste one'
      : 'Paste an API key'
    : canBeSentAsKey(keyToSend)
      ? undefined
      : NOT_A_KEY;
  const url = apiUrl(shell.config.apiBaseUrl, requestPath(endpoint, values));

  function select(next: Endpoint) {
    setIsSubmitted(false);
    setSearchParams((params) => {
      params.set('endpoint', next.id);
      return params;
    });
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
    if (!keyToSend || keyError || Object.keys(errors).length > 0) {
      setInvalidSubmitCount((count) => count + 1);
      return;
    }
    void send(url, keyToSend);
  }

  return (
    <Layout>
      <CatalogPanel ref={catalogRef} endpoints={endpoints} selected={endpoint} onSelect={select} />
      <Stack gap={5}>
        <RequestForm
          endpoint={endpoint}
          values={values}
          errors={isSubmitted ? errors : {}}
          onValueChange={setValue}
          keyField={{ value: apiKey, onChange: setApiKey, apiKeys, createdKeys, picked, onPick: setPickedId }}
          keyError={isSubmitted ? keyError : undefined}
          url={url}
          isSending={call.state === 'sending'}
          onSubmit={submit}
          cardRef={formCardRef}
          titleRef={titleRef}
          formRef={formRef}
        />
        <ResponsePanel call={call} />
        <TitledCard title="Use it in your code" description="The same request, ready to paste.">
          <CardBody>
            <CodeSnippets url={url} apiKey={picked ? '' : apiKey} />
          </CardBody>
        </TitledCard>
        <McpConnection apiBaseUrl={shell.config.apiBaseUrl} apiKey={picked ? '' : apiKey} />
      </Stack>
    </Layout>
  );
}
