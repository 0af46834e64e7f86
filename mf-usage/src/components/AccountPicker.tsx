import { useQuery } from '@apollo/client/react';
import { Field, Select } from '@touchline/ui-kit/forms';
import { graphql } from '../graphql';

/** Superusers only: for anyone else `users` answers 403, which ends the session (spec section 8). */
export const UsageAccountsQuery = graphql(`
  query UsageAccounts($limit: Int!) {
    users(limit: $limit) {
      count
      data {
        id
        email
        fullName
      }
    }
  }
`);

export const ACCOUNTS_LIMIT = 100;

/** The picker's values besides a user id: '' for one's own usage, 'all' for the whole platform. */
export const OWN_USAGE = '';
export const WHOLE_PLATFORM = 'all';

export interface AccountPickerProps {
  /** OWN_USAGE, WHOLE_PLATFORM or a user id. */
  value: string;
  onChange: (value: string) => void;
  viewerId: string;
  /** Whether "Whole platform" is offered (the request log is one account's: it is not). */
  isPlatformOffered?: boolean;
  className?: string;
}

/** Whose usage a superuser looks at: their own, the whole platform's or one account's. */
export function AccountPicker({ value, onChange, viewerId, isPlatformOffered = true, className }: AccountPickerProps) {
  const { data } = useQuery(UsageAccountsQuery, { variables: { limit: ACCOUNTS_LIMIT } });
  const users = (data?.users.data ?? []).filter((user) => user.id !== viewerId);
  const count = data?.users.count ?? 0;
  return (
    <Field label="Account" className={className}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={OWN_USAGE}>My usage</option>
        {isPlatformOffered && <option value={WHOLE_PLATFORM}>Whole platform</option>}
        {users.length > 0 && (
          <optgroup label={count > ACCOUNTS_LIMIT ? `Users (newest ${ACCOUNTS_LIMIT} of ${count})` : 'Users'}>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.fullName ? `${user.fullName} (${user.email})` : user.email}
              </option>
            ))}
          </optgroup>
        )}
      </Select>
    </Field>
  );
}
