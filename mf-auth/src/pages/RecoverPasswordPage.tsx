import { Button, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ComingSoon } from '../components/ComingSoon';

export function RecoverPasswordPage() {
  return (
    <AuthLayout title="Password recovery" description="Forgot your password? It happens.">
      <Stack gap={4}>
        <Text>
          Enter the e-mail address of your account and we send you a link to choose a new password. The link stays
          valid for 48 hours and works once.
        </Text>
        <ComingSoon>Recovery e-mails can be requested from this screen soon.</ComingSoon>
        <Button as={Link} to="/login" variant="secondary" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
