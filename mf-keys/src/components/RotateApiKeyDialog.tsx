import { Field, Select } from '@touchline/ui-kit/forms';
import { FormDialog } from '@touchline/ui-kit/dialogs';
import { useRef, useState, type RefObject } from 'react';

/**
 * How long the old secret keeps working after a rotation: the bff's grace periods
 * (bff/src/modules/keys/api-key.rules.ts), which it refuses with 422 otherwise.
 */
const GRACE_PERIOD_CHOICES = [
  { value: 'none', label: 'Stop it at once' },
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
] as const;

export type GracePeriod = (typeof GRACE_PERIOD_CHOICES)[number]['value'];

/** Long enough to roll the new secret out to a deployment or two; a leaked key is rotated with none. */
const DEFAULT_GRACE_PERIOD: GracePeriod = '24h';

export interface RotateApiKeyDialogProps {
  name: string;
  isRotating: boolean;
  /** Why the last attempt failed (the server's words); the dialog stays open to try again. */
  error?: string;
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  onCancel: () => void;
  onRotate: (gracePeriod: GracePeriod) => void;
}

/** Asks how long the old secret should keep working, naming the key; the new secret is shown next, once. */
export function RotateApiKeyDialog({
  name,
  isRotating,
  error,
  fallbackFocusRef,
  onCancel,
  onRotate,
}: RotateApiKeyDialogProps) {
  const [gracePeriod, setGracePeriod] = useState<GracePeriod>(DEFAULT_GRACE_PERIOD);
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <FormDialog
      onClose={onCancel}
      onSubmit={() => onRotate(gracePeriod)}
      isSaving={isRotating}
      submitLabel="Rotate key"
      title={`Rotate “${name}”?`}
      description="The key gets a new secret, shown once. It keeps its name, expiry and usage. Choose how long the old secret keeps working, so you can put the new one in place first; if the old one leaked, stop it at once."
      initialFocusRef={selectRef}
      fallbackFocusRef={fallbackFocusRef}
      failure={error}
      values={{ gracePeriod }}
      failureTitle="The key was not rotated"
    >
      <Field label="Old secret keeps working" hint="After this, requests with the old secret are refused with 401.">
        <Select
          ref={selectRef}
          name="grace_period"
          value={gracePeriod}
          onChange={(event) => setGracePeriod(event.target.value as GracePeriod)}
        >
          {GRACE_PERIOD_CHOICES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
