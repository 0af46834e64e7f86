import { Badge, Button, formatExactTime, formatRelativeTime, LoadError, Stack, Text, useNow } from '@touchline/ui-kit';
import { ConfirmDialog } from '@touchline/ui-kit/dialogs';
import {
  DataTable,
  DataTableSkeleton,
  RowActions,
  RowActionsHeader,
  Td,
  type DataColumn,
} from '@touchline/ui-kit/tables';
import { useState } from 'react';
import { useSessions } from '../hooks/useSessions';
import { SettingsSection } from './SettingsSection';

interface PendingEnd {
  kind: 'one' | 'others';
  id?: string;
  label?: string;
}

const COLUMNS: readonly DataColumn[] = [
  { head: 'Device', placeholder: { width: '5rem' } },
  { head: 'Browser', placeholder: { width: '9rem' } },
  { head: 'Address', placeholder: { width: '6rem' } },
  { head: 'Signed in', placeholder: { width: '5rem' } },
  { head: 'Last seen', placeholder: { width: '5rem' } },
  { head: <RowActionsHeader />, placeholder: { width: '4rem' } },
];
function When({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={formatExactTime(iso)}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}

/** "Sessions", on the Security tab: the account's signed-in sessions, each of which can be signed out, or all but this one. */
export function SessionsSection() {
  const { sessions, isLoading, error, retry, endSession, endOtherSessions, isEnding } = useSessions();
  const [pending, setPending] = useState<PendingEnd | null>(null);
  const now = useNow();
  const others = sessions?.filter((session) => !session.isCurrent) ?? [];

  const confirm = async () => {
    if (!pending) return;
    const isDone = pending.kind === 'one' ? await endSession(pending.id!) : await endOtherSessions();
    if (isDone) setPending(null);
  };

  return (
    <SettingsSection
      title="Sessions"
      description="Where your account is signed in. Sign out a session you do not recognise: its access stops at once. Then change your password."
      actions={
        <Button
          variant="secondary"
          disabled={others.length === 0 || isEnding}
          onClick={() => setPending({ kind: 'others' })}
        >
          Sign out everywhere else
        </Button>
      }
    >
      {isLoading && <DataTableSkeleton columns={COLUMNS} rows={2} />}
      {error && <LoadError title="Your sessions could not be read" error={error} onRetry={retry} />}
      {sessions && (
        <DataTable label="Signed-in sessions" columns={COLUMNS} rows={sessions} rowKey={(session) => session.id}>
          {(session) => (
            <>
              <Td>
                <Stack gap={1}>
                  <Text>{session.device}</Text>
                  {session.isCurrent && <Badge tone="success">This session</Badge>}
                </Stack>
              </Td>
              <Td>{session.browser}</Td>
              <Td>{session.ipAddress}</Td>
              <Td>
                <When iso={session.signedInAt} now={now} />
              </Td>
              <Td>{session.isCurrent ? 'Now' : <When iso={session.lastSeenAt} now={now} />}</Td>
              <RowActions>
                {!session.isCurrent && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Sign out ${session.browser} (${session.ipAddress})`}
                    disabled={isEnding}
                    onClick={() =>
                      setPending({ kind: 'one', id: session.id, label: `${session.browser} (${session.ipAddress})` })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </RowActions>
            </>
          )}
        </DataTable>
      )}
      {sessions && others.length === 0 && <Text tone="muted">This is the only session signed in.</Text>}
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'one' ? 'Sign out this session?' : 'Sign out everywhere else?'}
          description={
            pending.kind === 'one'
              ? `${pending.label} will have to sign in again.`
              : 'Every other browser and device signed in to your account will have to sign in again. This one stays signed in.'
          }
          confirmLabel="Sign out"
          isBusy={isEnding}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </SettingsSection>
  );
}
