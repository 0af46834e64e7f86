import { Button, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { ComingSoon } from '../components/ComingSoon';

export function ActivatePage() {
  return (
    <AuthLayout title="Activate your account" description="One last step before your first API key.">
      <Stack gap={4}>
        <Text>
          Open the link in the activation e-mail we sent you. It brings you back here and switches your account on, so
          you can log in.
        </Text>
        <ComingSoon>Activation links are being wired up to this screen.</ComingSoon>
        <Button as={Link} to="/login" variant="secondary" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
