import { Button, Stack } from '@touchline/ui-kit';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  /** Runs on submit; the browser's own validation and page load are kept out of the way. */
  onSubmit: () => void | Promise<void>;
  /** The fields, and any notice above them. */
  children: ReactNode;
  submitLabel: string;
  isSubmitting: boolean;
  /** Holds the submit button back (sign-up waits for the bot check). */
  isSubmitDisabled?: boolean;
  /** What says why the submit button is held back. */
  submitDescribedBy?: string;
}

/** The form of a public screen: its fields stacked above one full-width submit button. */
export function AuthForm({
  onSubmit,
  children,
  submitLabel,
  isSubmitting,
  isSubmitDisabled,
  submitDescribedBy,
}: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap={4}>
        {children}
        <Button
          type="submit"
          fullWidth
          isLoading={isSubmitting}
          disabled={isSubmitDisabled}
          aria-describedby={submitDescribedBy}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
