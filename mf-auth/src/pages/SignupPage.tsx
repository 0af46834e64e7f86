import type { RouteProps } from '@touchline/shell-contract';
import { Button, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';
import { AuthLayout, TextLink } from '../components/AuthLayout';
import { ComingSoon } from '../components/ComingSoon';

export function SignupPage({ shell }: RouteProps<'/signup'>) {
  return (
    <AuthLayout
      title="Create your account"
      description={`Start calling the ${shell.config.productName} live-score and transfer endpoints in minutes.`}
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <Stack gap={4}>
        <Text>
          Sign up with your full name, e-mail and a password of at least 8 characters. We then send you an e-mail to
          activate the account.
        </Text>
        <ComingSoon>Self-service sign-up opens here shortly. Until then, ask your administrator for an account.</ComingSoon>
        <Button as={Link} to="/login" variant="secondary" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
