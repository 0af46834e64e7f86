import { Button, Stack, Text } from '@touchline/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { StatusIcon } from './StatusIcon';

/**
 * The end of a one-step public flow (signed up, activated, recovery sent): what happened, and back
 * to login. It replaces the form that was sent, so focus moves to its title, which a screen reader
 * then reads out, instead of being lost on <body>.
 */
export function AuthOutcome({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'success' | 'failure';
  children: ReactNode;
}) {
  return (
    <AuthLayout title={title} focusTitle>
      <Stack gap={5} align="center">
        <StatusIcon tone={tone} />
        <Text style={{ textAlign: 'center' }}>{children}</Text>
        <Button as={Link} to="/login" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
