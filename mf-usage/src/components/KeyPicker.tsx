import { Field, Select } from '@touchline/ui-kit/forms';
import { keyStoppedBy, type KeyRow } from './KeyUsageTable';

type PickerKey = Pick<KeyRow, 'id' | 'name' | 'prefix' | 'isRevoked' | 'isExpired'>;

/**
 * A key's name as the key pickers (usage, request log) list it among `listed`: "Staging",
 * "Leaked in a gist (revoked)", and with its first characters where another listed key has the
 * same name, "Laptop (tl_AbC12345…)": names need not be unique (as at Stripe), prefixes are.
 */
function keyPickerLabel(key: PickerKey, listed: readonly PickerKey[]): string {
  const notes: string[] = [];
  if (listed.some((other) => other !== key && other.name === key.name)) notes.push(`${key.prefix}…`);
  const stoppedBy = keyStoppedBy(key);
  if (stoppedBy) notes.push(stoppedBy);
  return notes.length > 0 ? `${key.name} (${notes.join(', ')})` : key.name;
}

export interface KeyPickerProps {
  /** A key's id, or '' for all keys. */
  value: string;
  onChange: (value: string) => void;
  keys: readonly PickerKey[];
}

/** Which of the account's keys a usage view or the request log is narrowed to. */
export function KeyPicker({ value, onChange, keys }: KeyPickerProps) {
  return (
    <Field label="API key">
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All keys</option>
        {keys.map((key) => (
          <option key={key.id} value={key.id}>
            {keyPickerLabel(key, keys)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
