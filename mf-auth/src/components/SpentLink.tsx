import { Stack, Text } from '@touchline/ui-kit';
import type { ReactNode } from 'react';
import { AuthLayout, BackToLoginLink } from './AuthLayout';
import { StatusIcon } from './StatusIcon';

export interface SpentLinkProps {
  /** Why such links stop working, in the words of the flow. */
  children: ReactNode;
  /** The way to a new link: a form, or a button to the screen that sends one. */
  action: ReactNode;
}

/**
 * An e-mailed one-time link (activation, password reset) that the server refused: used, expired
 * or superseded. It replaces the screen the link opened, which can no longer work, so focus moves
 * to its title; the server's reason is in the 'Something went wrong!' toast.
 */
export function SpentLink({ children, action }: SpentLinkProps) {
  return (
    <AuthLayout title="This link did not work" footer={<BackToLoginLink />} focusTitle>
      <Stack gap={5}>
        <Stack gap={3} align="center">
          <StatusIcon tone="failure" />
          <Text style={{ textAlign: 'center' }}>{children}</Text>
        </Stack>
        {action}
      </Stack>
    </AuthLayout>
  );
}
