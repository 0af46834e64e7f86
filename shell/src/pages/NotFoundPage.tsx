import { Button, Heading, Logo, Stack, Text } from '@touchline/ui-kit';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { DocumentTitle } from '../layout/DocumentTitle';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.bg};
  text-align: center;
`;

const Code = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 4.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.04em;
  line-height: 1;
`;

export function NotFoundPage() {
  return (
    <Page>
      <DocumentTitle title="Page not found" />
      <Stack gap={4} align="center">
        <Logo size={32} variant="mark" />
        <Code aria-hidden>404</Code>
        <Heading level={1}>Oops!</Heading>
        <Text tone="muted">The page you are looking for was not found.</Text>
        <Button as={Link} to="/" variant="primary">
          Go Back
        </Button>
      </Stack>
    </Page>
  );
}
