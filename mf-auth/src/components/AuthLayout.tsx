import { Card, CardBody, Heading, Logo, Stack, Text } from '@touchline/ui-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.bg};
  ${({ theme }) => theme.media.md} {
    justify-content: center;
    padding-bottom: ${({ theme }) => theme.space[16]};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 26rem;

  > section {
    width: 100%;
  }
`;

const Footer = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const HomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** The footer of the screens on the way back to logging in: recovery, reset, activation, a spent link. */
export function BackToLoginLink() {
  return <TextLink to="/login">Back to Login</TextLink>;
}

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other public screens. */
  footer?: ReactNode;
  /**
   * Moves focus to the title when the card appears: for a screen that replaces a form the person
   * just sent (an outcome), where focus would otherwise fall back to <body> and a screen reader
   * would say nothing. The title is then read out, and reading carries on from it.
   */
  focusTitle?: boolean;
}

/** The centred card every public screen (log in, sign up, recovery, activation) sits in. */
export function AuthLayout({ title, description, children, footer, focusTitle = false }: AuthLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);

  return (
    <Page>
      <Column>
        <HomeLink to="/login" aria-label="Touchline">
          <Logo size={36} />
        </HomeLink>
        <Card>
          <CardBody>
            <Stack gap={5}>
              <Stack gap={1}>
                <Heading level={1} size="lg" ref={heading} tabIndex={focusTitle ? -1 : undefined}>
                  {title}
                </Heading>
                {description && <Text tone="muted">{description}</Text>}
              </Stack>
              {children}
            </Stack>
          </CardBody>
        </Card>
        {footer && <Footer>{footer}</Footer>}
      </Column>
    </Page>
  );
}
