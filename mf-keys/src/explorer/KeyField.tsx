import { Badge, EyeIcon, EyeOffIcon, formatExactTime, IconButton, Stack, Text, useNow } from '@touchline/ui-kit';
import { Field, Input, Select } from '@touchline/ui-kit/forms';
import { useState } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { canBeSentAsKey, looksLikeApiKey } from './catalog/request';
import { graphql } from '../graphql';
import type { KeyFieldKeyFragment } from '../graphql/graphql';
import type { KeyCreatedInThisTab } from '../hooks/useKeysCreatedInThisTab';
import { keyStatus } from '../keys/keyStatus';

/** @public The fragment its screen's query spreads by name; codegen reads it here. */
export const KeyFieldKey = graphql(`
  fragment KeyFieldKey on ApiKey {
    id
    name
    prefix
    isRevoked
    expiresAt
    isExpired
    previousPrefix
    previousSecretExpiresAt
  }
`);

const Row = styled.div`
  position: relative;
  input {
    padding-right: 2.75rem;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Toggle = styled(IconButton)`
  position: absolute;
  top: 50%;
  right: 2px;
  transform: translateY(-50%);
`;

const InlineLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
`;

export interface KeyFieldProps {
  /** The pasted key. */
  value: string;
  onChange: (value: string) => void;
  /** The caller's keys, to say which one was pasted (only prefixes are known to the dashboard). */
  apiKeys: readonly KeyFieldKeyFragment[] | undefined;
  /** Keys the caller created in this tab, offered by name; their secrets never reach this component. */
  createdKeys: readonly KeyCreatedInThisTab[];
  /** The offered key in use instead of a pasted one, if any. */
  picked: KeyCreatedInThisTab | undefined;
  onPick: (id: string | null) => void;
  error?: string;
}

function Match({ value, apiKeys }: { value: string; apiKeys: KeyFieldProps['apiKeys'] }) {
  const now = useNow();
  const key = value.trim();
  if (key === '') {
    return (
      <>
        Full keys are shown only once, so paste one you saved. No key yet?{' '}
        <InlineLink to="/api-keys">Create one</InlineLink>.
      </>
    );
  }
  if (!looksLikeApiKey(key))
    return (
      <>
        This does not look like a Touchline key (tl_ followed by 38 letters and digits)
        {/* One that cannot be sent at all is the field's error on sending. */}
        {canBeSentAsKey(key) ? '; the call will get 401.' : '.'}
      </>
    );
  const match = apiKeys?.find((apiKey) => key.startsWith(apiKey.prefix));
  // A secret a rotation replaced: the key's own still, working through its grace period.
  const rotatedFrom = match
    ? undefined
    : apiKeys?.find((apiKey) => apiKey.previousPrefix !== null && key.startsWith(apiKey.previousPrefix));
  const owner = match ?? rotatedFrom;
  if (!owner) return <>Not one of your keys: calls are counted against the account that owns it.</>;
  const status = keyStatus(owner, now);
  const graceEnds = rotatedFrom?.previousSecretExpiresAt;
  return (
    <>
      Your key “{owner.name}”{rotatedFrom ? ', its old secret' : ''}{' '}
      {status === 'revoked' ? (
        <Badge tone="neutral" withDot>
          Revoked: calls get 401
        </Badge>
      ) : status === 'expired' ? (
        <Badge tone="warning" withDot>
          Expired: calls get 401
        </Badge>
      ) : rotatedFrom ? (
        graceEnds && Date.parse(graceEnds) > now ? (
          <Badge tone="warning" withDot>
            Works until {formatExactTime(graceEnds)}
          </Badge>
        ) : (
          <Badge tone="neutral" withDot>
            Replaced by a rotation: calls get 401
          </Badge>
        )
      ) : (
        <Badge tone="success" withDot>
          Active
        </Badge>
      )}
    </>
  );
}

/**
 * Which key the explorer sends: one created in this tab, picked by name, or one pasted. A picked
 * key is never shown (it was shown once, at creation): the field names it, and the snippets keep
 * their placeholder.
 */
export function KeyField({ value, onChange, apiKeys, createdKeys, picked, onPick, error }: KeyFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Stack gap={3}>
      {createdKeys.length > 0 && (
        <Field
          label="Key created in this tab"
          hint={
            picked ? (
              <>
                Sent with each request but never shown again; the snippets below keep <code>&lt;your key&gt;</code>.
              </>
            ) : undefined
          }
        >
          <Select value={picked?.id ?? ''} onChange={(event) => onPick(event.target.value || null)}>
            {createdKeys.map((key) => (
              <option key={key.id} value={key.id}>
                {key.name} ({key.prefix}…)
              </option>
            ))}
            <option value="">None: paste a key</option>
          </Select>
        </Field>
      )}
      {!picked && (
        <Field
          label="API key"
          required
          error={error}
          hint={
            <Text as="span" size="sm" tone="muted">
              <Match value={value} apiKeys={apiKeys} />
            </Text>
          }
        >
          <KeyInput
            value={value}
            isVisible={isVisible}
            onChange={onChange}
            toggle={() => setIsVisible((visible) => !visible)}
          />
        </Field>
      )}
    </Stack>
  );
}

function KeyInput({
  value,
  isVisible,
  onChange,
  toggle,
  ...aria
}: {
  value: string;
  isVisible: boolean;
  onChange: (value: string) => void;
  toggle: () => void;
  id?: string;
  required?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}) {
  return (
    <Row>
      <Input
        {...aria}
        type={isVisible ? 'text' : 'password'}
        name="api-key"
        autoComplete="off"
        spellCheck={false}
        placeholder="tl_…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Toggle label={isVisible ? 'Hide key' : 'Show key'} size="sm" onClick={toggle}>
        {isVisible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </Toggle>
    </Row>
  );
}
