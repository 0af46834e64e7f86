import { useQuery } from '@apollo/client/react';
import type { RouteProps } from '@touchline/shell-contract';
import {
  Button,
  Card,
  CardBody,
  Inline,
  LoadError,
  PageHeader,
  PlusIcon,
  Stack,
  TitledCard,
  useNow,
  VisuallyHidden,
} from '@touchline/ui-kit';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiKeysEmptyState } from '../components/ApiKeysEmptyState';
import { ApiKeyTable, ApiKeyTableSkeleton, type ApiKeyRow } from '../components/ApiKeyTable';
import { API_DOCS_PATH, apiUrl, curlExample, LIVE_SCORES_PATH } from '../apiUrl';
import { CreateApiKeyDialog } from '../components/CreateApiKeyDialog';
import { CopyableCode } from '../components/CopyableCode';
import { countByStatus } from '../keys/keyStatus';
import { RevealKeyDialog } from '../components/RevealKeyDialog';
import { RenameApiKeyDialog } from '../components/RenameApiKeyDialog';
import { RevokeApiKeyDialog } from '../components/RevokeApiKeyDialog';
import { RotateApiKeyDialog, type GracePeriod } from '../components/RotateApiKeyDialog';
import { graphql } from '../graphql';
import { useCreateApiKey, type CreatedKey } from '../hooks/useCreateApiKey';
import { useDropKeysOfOtherUsers } from '../hooks/useKeysCreatedInThisTab';
import { useRenameApiKey } from '../hooks/useRenameApiKey';
import { useRevokeApiKey } from '../hooks/useRevokeApiKey';
import { useRotateApiKey } from '../hooks/useRotateApiKey';

export const ApiKeysPageQuery = graphql(`
  query ApiKeysPage {
    apiKeys {
      id
      ...ApiKeyTableRow
    }
  }
`);

function countLabel(apiKeys: readonly ApiKeyRow[], now: number): string {
  const { active, expired, revoked } = countByStatus(apiKeys, now);
  return [`${active} active`, expired > 0 ? `${expired} expired` : null, revoked > 0 ? `${revoked} revoked` : null]
    .filter(Boolean)
    .join(' · ');
}

export function ApiKeysPage({ shell }: RouteProps<'/api-keys'>) {
  // cache-and-network: the cached list shows at once, and is brought up to date (Last used moves
  // as the keys are used elsewhere, in the API Explorer or in code) each time the screen opens.
  const { data, loading, error, refetch } = useQuery(ApiKeysPageQuery, {
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  useDropKeysOfOtherUsers(shell.viewer?.id);
  const {
    createApiKey,
    isCreating,
    error: createError,
    clearError: clearCreateError,
  } = useCreateApiKey(shell.viewer?.id);
  const { revokeApiKey, isRevoking, error: revokeError, clearError: clearRevokeError } = useRevokeApiKey();
  const {
    rotateApiKey,
    isRotating,
    error: rotateError,
    clearError: clearRotateError,
  } = useRotateApiKey(shell.viewer?.id);
  const { renameApiKey, isRenaming, error: renameError, clearError: clearRenameError } = useRenameApiKey();
  // Where focus goes when a dialog closes and what opened it is gone: a revoked key's Revoke
  // button, the empty state's Create button once the first key exists.
  const tableRef = useRef<HTMLTableElement>(null);
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  // A new key's secret for its reveal panel; set back to null when the panel is dismissed (the
  // explorer's copy lives in useKeysCreatedInThisTab, never on the page).
  const [created, setCreated] = useState<CreatedKey | null>(null);
  // A rotated key's new secret, revealed as a new key's is; `created` and `rotated` are never both set.
  const [rotated, setRotated] = useState<CreatedKey | null>(null);
  const [keyToRevoke, setKeyToRevoke] = useState<ApiKeyRow | null>(null);
  const [keyToRotate, setKeyToRotate] = useState<ApiKeyRow | null>(null);
  const [keyToRename, setKeyToRename] = useState<ApiKeyRow | null>(null);
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

  async function confirmRotate(gracePeriod: GracePeriod) {
    if (!keyToRotate) return;
    const result = await rotateApiKey(keyToRotate, gracePeriod);
    if (!result) return;
    setKeyToRotate(null);
    setRotated(result);
  }

  async function confirmRename(name: string) {
    if (!keyToRename) return;
    if (await renameApiKey(keyToRename, name)) setKeyToRename(null);
  }

  function cancelRotate() {
    clearRotateError();
    setKeyToRotate(null);
  }
  function cancelRename() {
    clearRenameError();
    setKeyToRename(null);
  }

  const openCreate = () => setIsCreateOpen(true);
  function closeCreate() {
    clearCreateError();
    setIsCreateOpen(false);
  }
  function cancelRevoke() {
    clearRevokeError();
    setKeyToRevoke(null);
  }

  return (
    <Stack gap={6}>
      <PageHeader
        title="API Keys"
        description={`Keys let your applications call the ${shell.config.productName} data endpoints.`}
        actions={
          // Not while the list failed to load: the error and its Try again are what is needed then.
          apiKeys &&
          !isEmpty && (
            <Button onClick={openCreate}>
              <PlusIcon size={16} />
              Create API key
            </Button>
          )
        }
      />

      {loading && !apiKeys ? (
        <TitledCard aria-busy="true" aria-label="Your keys" title="Your keys">
          <VisuallyHidden role="status">Loading your keys…</VisuallyHidden>
          <ApiKeyTableSkeleton />
        </TitledCard>
      ) : error && !apiKeys ? (
        <Card>
          <LoadError
            title="Your keys could not be loaded"
            error={error}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        </Card>
      ) : isEmpty ? (
        <Card aria-label="Your keys">
          <ApiKeysEmptyState curlCommand={curlExample(liveScoresUrl)} onCreate={openCreate} />
        </Card>
      ) : (
        <>
          <TitledCard
            aria-label="Your keys"
            title="Your keys"
            description={`${countLabel(apiKeys ?? [], now)}. Newest first; expired and revoked keys stay listed.`}
          >
            <ApiKeyTable
              ref={tableRef}
              apiKeys={apiKeys ?? []}
              onRevoke={setKeyToRevoke}
              onRotate={setKeyToRotate}
              onRename={setKeyToRename}
            />
          </TitledCard>

          <TitledCard
            title="Calling the API with a key"
            description="Send the key in the X-API-Key header of every request. Answers carry X-RateLimit-* headers."
          >
            {/* The next steps sit under the example they follow from, at every width. */}
            <CardBody>
              <Stack gap={4}>
                <CopyableCode code={curlExample(liveScoresUrl)} />
                <Inline gap={2} wrap>
                  <Button as={Link} to="/api-explorer" variant="secondary" size="sm">
                    Open the API Explorer
                  </Button>
                  <Button as="a" href={apiUrl(shell.config.apiBaseUrl, API_DOCS_PATH)} variant="ghost" size="sm">
                    API reference
                  </Button>
                </Inline>
              </Stack>
            </CardBody>
          </TitledCard>
        </>
      )}

      {isCreateOpen && (
        <CreateApiKeyDialog
          isOpen
          isCreating={isCreating}
          error={createError}
          onClose={closeCreate}
          onCreate={create}
        />
      )}
      {created && (
        <RevealKeyDialog
          name={created.apiKey.name}
          secret={created.secret}
          expiresAt={created.apiKey.expiresAt}
          exampleUrl={liveScoresUrl}
          fallbackFocusRef={tableRef}
          onDismiss={() => setCreated(null)}
        />
      )}
      {rotated && (
        <RevealKeyDialog
          name={rotated.apiKey.name}
          secret={rotated.secret}
          expiresAt={rotated.apiKey.expiresAt}
          rotation={{ previousSecretExpiresAt: rotated.apiKey.previousSecretExpiresAt }}
          exampleUrl={liveScoresUrl}
          fallbackFocusRef={tableRef}
          onDismiss={() => setRotated(null)}
        />
      )}
      {keyToRotate && (
        <RotateApiKeyDialog
          name={keyToRotate.name}
          isRotating={isRotating}
          error={rotateError}
          fallbackFocusRef={tableRef}
          onCancel={cancelRotate}
          onRotate={(gracePeriod) => void confirmRotate(gracePeriod)}
        />
      )}
      {keyToRename && (
        <RenameApiKeyDialog
          name={keyToRename.name}
          isRenaming={isRenaming}
          error={renameError}
          fallbackFocusRef={tableRef}
          onCancel={cancelRename}
          onRename={(name) => void confirmRename(name)}
        />
      )}
      {keyToRevoke && (
        <RevokeApiKeyDialog
          name={keyToRevoke.name}
          isRevoking={isRevoking}
          error={revokeError}
          fallbackFocusRef={tableRef}
          onCancel={cancelRevoke}
          onConfirm={() => void confirmRevoke()}
        />
      )}
    </Stack>
  );
}
