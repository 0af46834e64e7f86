import { Button, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ComingSoon } from '../components/ComingSoon';

export function ResetPasswordPage() {
  return (
    <AuthLayout title="Reset your password" description="Choose a new password for your account.">
      <Stack gap={4}>
        <Text>
          You arrive here from a recovery e-mail. Pick a new password of at least 8 characters, confirm it, and log in
          with it straight away.
        </Text>
        <ComingSoon>Setting a new password from a recovery link arrives with the recovery e-mails.</ComingSoon>
        <Button as={Link} to="/login" variant="secondary" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
