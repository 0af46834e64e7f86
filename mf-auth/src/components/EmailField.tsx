import { Field, Input, type useForm } from '@touchline/ui-kit/forms';
import type { ReactNode } from 'react';

// A type alias: useForm's values need an index signature, which an interface does not give.
type EmailValues = { email: string };

interface EmailFieldProps {
  form: Pick<ReturnType<typeof useForm<EmailValues>>, 'errors' | 'field'>;
  hint?: ReactNode;
  /** A notice about the whole form (a refused sign-in) the address answers. */
  'aria-describedby'?: string;
}

/** The account's e-mail address, bound to the form that asks for it. */
export function EmailField({ form, hint, 'aria-describedby': describedBy }: EmailFieldProps) {
  return (
    <Field label="Email" required error={form.errors.email} hint={hint}>
      <Input
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-describedby={describedBy}
        {...form.field('email')}
      />
    </Field>
  );
}
