import { AlertTriangleIcon, Button, formatExactTime, Notice, Stack, Text, formatDate } from '@touchline/ui-kit';
import { Dialog } from '@touchline/ui-kit/dialogs';
import { Field, Input } from '@touchline/ui-kit/forms';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type RefObject } from 'react';
import { styled } from 'styled-components';
import { CopyButton } from './CopyButton';
import { CopyableCode } from './CopyableCode';
import { curlExample } from '../apiUrl';

const Warning = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.warningSubtleText};
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);

  svg {
    margin-top: 0.15em;
  }
`;

const KeyRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const KeyInput = styled(Input)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.01em;
`;

export interface RevealKeyDialogProps {
  /** The key's name. */
  name: string;
  /** The full key. The caller drops it from its state in `onDismiss`. */
  secret: string;
  /** When the key stops working; null: never (nothing is said then). */
  expiresAt: string | null;
  /**
   * Set when the secret is a rotated key's new one: until when the old secret still works (null:
   * it stopped at once).
   */
  rotation?: { previousSecretExpiresAt: string | null };
  /** Absolute URL of an endpoint to show a ready-made curl call for. */
  exampleUrl: string;
  onDismiss: () => void;
  /** Where focus goes on close when the element that opened the panel is gone. */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The only time a key is shown in full: the key, a Copy button and a warning that it will not be
 * shown again. A stray click outside does not close it; "I have saved my key" does, and so do
 * Close and Escape once the key was copied. Before that they ask first, since the key would be
 * lost for good.
 */
/**
 * Selects the whole key with the caret at its start: a field narrower than the key (a phone) then
 * shows `tl_…`, where `select()` scrolls to the key's end, which reads like a whole key too.
 */
function selectFromStart(input: HTMLInputElement) {
  input.setSelectionRange(0, input.value.length, 'backward');
}

export function RevealKeyDialog({
  name,
  secret,
  expiresAt,
  rotation,
  exampleUrl,
  onDismiss,
  fallbackFocusRef,
}: RevealKeyDialogProps) {
  const keyRef = useRef<HTMLInputElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [isAskingToLeave, setIsAskingToLeave] = useState(false);
  const markCopied = () => setIsCopied(true);

  useEffect(() => {
    if (isAskingToLeave) stayRef.current?.focus();
  }, [isAskingToLeave]);

  function backToTheKey() {
    setIsAskingToLeave(false);
    keyRef.current?.focus();
  }

  function close() {
    if (isCopied) onDismiss();
    else if (isAskingToLeave) backToTheKey();
    else setIsAskingToLeave(true);
  }

  return (
    <Dialog
      isOpen
      onClose={close}
      fallbackFocusRef={fallbackFocusRef}
      title={rotation ? 'Save the new secret' : 'Save your new API key'}
      description={
        <>
          {rotation ? <>“{name}” has a new secret. </> : <>“{name}” is ready. </>}
          Send it in the <code>X-API-Key</code> header of every request.
          {rotation && <OldSecretFate until={rotation.previousSecretExpiresAt} />}
          {expiresAt && (
            <>
              {' '}
              This key expires on{' '}
              <time dateTime={expiresAt} title={formatExactTime(expiresAt)}>
                {formatDate(expiresAt)}
              </time>
              .
            </>
          )}
        </>
      }
      size="lg"
      closeOnBackdropClick={false}
      initialFocusRef={keyRef}
      footer={
        isAskingToLeave ? (
          <>
            <Button variant="secondary" onClick={onDismiss}>
              Close without copying
            </Button>
            <Button ref={stayRef} onClick={backToTheKey}>
              Back to the key
            </Button>
          </>
        ) : (
          <Button onClick={onDismiss}>I have saved my key</Button>
        )
      }
    >
      <Stack gap={4}>
        {isAskingToLeave && (
          <Notice tone="danger" role="alert" title="You have not copied the key">
            Once this panel closes, the key cannot be shown again. If you saved it some other way, close it; otherwise
            go back and copy it.
          </Notice>
        )}
        <Warning role="note">
          <AlertTriangleIcon size={18} />
          <Text as="span" size="md" style={{ color: 'inherit' }}>
            <strong>This key will not be shown again.</strong> Copy it now and keep it somewhere safe, such as a secrets
            manager. Touchline stores only a hash of it; if you lose it, revoke it and create a new one.
          </Text>
        </Warning>
        <Text size="sm" tone="muted">
          Until you reload this tab, the API Explorer offers “{name}” by name, without showing it.
        </Text>
        <Field label="Your API key">
          <KeyRowControl secret={secret} inputRef={keyRef} onCopied={markCopied} />
        </Field>
        <Stack gap={2}>
          <Text size="sm" tone="muted">
            Try it:
          </Text>
          <CopyableCode
            code={curlExample(exampleUrl, secret)}
            name="curl command with this key"
            onCopied={markCopied}
          />
        </Stack>
      </Stack>
    </Dialog>
  );
}

function OldSecretFate({ until }: { until: string | null }) {
  if (!until) return <> The old secret no longer works.</>;
  return (
    <>
      {' '}
      The old secret keeps working until{' '}
      <time dateTime={until} title={formatExactTime(until)}>
        {formatExactTime(until)}
      </time>
      , then stops: put the new one in place before then.
    </>
  );
}

/** Field hands its id and aria attributes to this; they belong on the input. */
function KeyRowControl({
  secret,
  inputRef,
  onCopied,
  ...aria
}: {
  secret: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onCopied: () => void;
} & ComponentPropsWithoutRef<'input'>) {
  return (
    <KeyRow>
      <KeyInput
        ref={inputRef}
        {...aria}
        readOnly
        value={secret}
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => selectFromStart(event.currentTarget)}
        // Copied by hand (Ctrl+C, the context menu) counts too.
        onCopy={onCopied}
      />
      <CopyButton
        text={secret}
        variant="primary"
        size="md"
        label="Copy API key"
        onCopied={() => {
          if (inputRef.current) selectFromStart(inputRef.current);
          onCopied();
        }}
      />
    </KeyRow>
  );
}
