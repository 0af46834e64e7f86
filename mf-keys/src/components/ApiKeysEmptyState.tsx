import { Button, KeyIcon, PlusIcon, Stack, Text } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { CopyableCode } from './CopyableCode';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]} ${theme.space[10]}`};
  text-align: center;
`;

const IconHolder = styled.div`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primarySubtleText};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Explanation = styled(Text)`
  max-width: 34rem;
`;

const Example = styled.div`
  width: min(100%, 40rem);
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.95em;
`;

export interface ApiKeysEmptyStateProps {
  /** The ready-to-paste curl command, with a placeholder for the key. */
  curlCommand: string;
  onCreate: () => void;
}

/** What a key is for, how it is used, and the button that makes the first one. */
export function ApiKeysEmptyState({ curlCommand, onCreate }: ApiKeysEmptyStateProps) {
  return (
    <Root>
      <IconHolder aria-hidden>
        <KeyIcon size={22} />
      </IconHolder>
      <Stack gap={2} align="center">
        <Title>Create your first API key</Title>
        <Explanation tone="muted">
          A key lets your code call the live-score (<Mono>/api/flashscore/…</Mono>) and transfer (
          <Mono>/api/transfermarkt/…</Mono>) endpoints. Send it in the <Mono>X-API-Key</Mono> header; every call is
          counted against your plan. The full key is shown once, when you create it.
        </Explanation>
      </Stack>
      <Button onClick={onCreate}>
        <PlusIcon size={16} />
        Create API key
      </Button>
      <Example>
        <CopyableCode code={curlCommand} />
      </Example>
    </Root>
  );
}
