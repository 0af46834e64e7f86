import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  Heading,
  Inline,
  LoadError,
  PlusIcon,
  Stack,
  Text,
  useNow,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { ApiKeysEmptyState } from '../components/ApiKeysEmptyState';
import { ApiKeyTable, ApiKeyTableSkeleton, type ApiKeyRow } from '../components/ApiKeyTable';
import { API_DOCS_PATH, apiUrl, curlExample, LIVE_SCORES_PATH } from '../components/apiUrl';
import { CreateApiKeyDialog } from '../components/CreateApiKeyDialog';
import { CopyableCode } from '../components/CopyableCode';
import { countByStatus } from '../components/keyStatus';
import { RevealKeyDialog } from '../components/RevealKeyDialog';
import { RevokeApiKeyDialog } from '../components/RevokeApiKeyDialog';
import { graphql } from '../graphql';
import { useCreateApiKey, type CreatedKey } from '../hooks/useCreateApiKey';
import { useDropKeysOfOtherUsers } from '../hooks/useKeysCreatedInThisTab';
import { useRevokeApiKey } from '../hooks/useRevokeApiKey';

export const ApiKeysPageQuery = graphql(`
  query ApiKeysPage {
    apiKeys {
      id
      ...ApiKeyTableRow
    }
  }
`);

const Header = styled(Inline)`
  justify-content: space-between;
  align-items: flex-end;
`;

function countLabel(apiKeys: readonly ApiKeyRow[], now: number): string {
  const { active, expired, revoked } = countByStatus(apiKeys, now);
  return [`${active} active`, expired > 0 ? `${expired} expired` : null, revoked > 0 ? `${revoked} revoked` : null]
    .filter(Boolean)
    .join(' · ');
}

export function ApiKeysPage({ shell }: RouteProps<'/api-keys'>) {
  const { data, loading, error, refetch } = useQuery(ApiKeysPageQuery, { notifyOnNetworkStatusChange: true });
  useDropKeysOfOtherUsers(shell.viewer?.id);
  const { createApiKey, isCreating } = useCreateApiKey(shell.viewer?.id);
  const { revokeApiKey, isRevoking } = useRevokeApiKey();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  // A new key's secret for its reveal panel; set back to null when the panel is dismissed (the
  // explorer's copy lives in useKeysCreatedInThisTab, never on the page).
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKeyRow | null>(null);
  const now = useNow();

  const liveScoresUrl = apiUrl(shell.config.apiBaseUrl, LIVE_SCORES_PATH);
  const apiKeys = data?.apiKeys;
  const isEmpty = apiKeys?.length === 0;

  async function create(name: string, expiresInDays: number | null) {
    const result = await createApiKey(name, expiresInDays);
    if (!result) return;
    setIsCreateOpen(false);
    setCreated(result);
  }

  async function confirmRevoke() {
    if (!keyToRevoke) return;
    if (await revokeApiKey(keyToRevoke)) setKeyToRevoke(null);
  }

  const openCreate = () => setIsCreateOpen(true);

  return (
    <Stack gap={6}>
      <Header gap={4} wrap>
        <Stack gap={1}>
          <Heading level={1}>API Keys</Heading>
          <Text tone="muted">Keys let your applications call the {shell.config.productName} data endpoints.</Text>
        </Stack>
        {!isEmpty && (
          <Button onClick={openCreate}>
            <PlusIcon size={16} />
            Create API key
          </Button>
        )}
      </Header>

      {loading && !apiKeys ? (
        <Card aria-busy="true" aria-label="Your keys">
          <CardHeader>
            <CardTitle>Your keys</CardTitle>
          </CardHeader>
          <VisuallyHidden role="status">Loading your keys…</VisuallyHidden>
          <ApiKeyTableSkeleton />
        </Card>
      ) : error && !apiKeys ? (
        <Card>
          <LoadError title="Your keys could not be loaded" error={error} onRetry={() => void refetch().catch(() => undefined)} />
        </Card>
      ) : isEmpty ? (
        <Card aria-label="Your keys">
          <ApiKeysEmptyState curlCommand={curlExample(liveScoresUrl)} onCreate={openCreate} />
        </Card>
      ) : (
        <>
          <Card aria-label="Your keys">
            <CardHeader>
              <div>
                <CardTitle>Your keys</CardTitle>
                <CardDescription>{countLabel(apiKeys ?? [], now)}. Newest first; expired and revoked keys stay listed.</CardDescription>
              </div>
            </CardHeader>
            <ApiKeyTable apiKeys={apiKeys ?? []} onRevoke={setKeyToRevoke} />
          </Card>

          <Card>
            <CardHeader>
              <div>
                <CardTitle>Calling the API with a key</CardTitle>
                <CardDescription>
                  Send the key in the X-API-Key header of every request. Answers carry X-RateLimit-* headers.
                </CardDescription>
              </div>
              <Inline gap={2} wrap>
                <Button as="a" href={apiUrl(shell.config.apiBaseUrl, API_DOCS_PATH)} variant="ghost" size="sm">
                  API reference
                </Button>
                <Button as={Link} to="/api-explorer" variant="secondary" size="sm">
                  Open the API Explorer
                </Button>
              </Inline>
            </CardHeader>
            <CardBody>
              <CopyableCode code={curlExample(liveScoresUrl)} />
            </CardBody>
          </Card>
        </>
      )}

      {isCreateOpen && (
        <CreateApiKeyDialog isOpen isCreating={isCreating} onClose={() => setIsCreateOpen(false)} onCreate={create} />
      )}
      {created && (
        <RevealKeyDialog
          name={created.apiKey.name}
          secret={created.secret}
          expiresAt={created.apiKey.expiresAt}
          exampleUrl={liveScoresUrl}
          onDismiss={() => setCreated(null)}
        />
      )}
      {keyToRevoke && (
        <RevokeApiKeyDialog
          name={keyToRevoke.name}
          isRevoking={isRevoking}
          onCancel={() => setKeyToRevoke(null)}
          onConfirm={() => void confirmRevoke()}
        />
      )}
    </Stack>
  );
}
