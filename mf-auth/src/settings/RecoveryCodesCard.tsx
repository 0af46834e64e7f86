import { Button, Inline, Notice, Stack, useToast } from '@touchline/ui-kit';
import { styled } from 'styled-components';
import { SettingsSection } from './SettingsSection';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[8]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface RecoveryCodesCardProps {
  codes: string[];
  /** The person says they have kept them: the codes leave the screen for good. */
  onDone: () => void;
}

/** The ten recovery codes, shown once (the server keeps only their hashes). */
export function RecoveryCodesCard({ codes, onDone }: RecoveryCodesCardProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('The browser did not allow copying; select the codes and copy them instead.');
    }
  };

  return (
    <SettingsSection
      title="Your recovery codes"
      takesFocus
      description="Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a password manager."
      actions={
        <Inline gap={2} wrap>
          <Button variant="secondary" onClick={() => void copy()}>
            Copy codes
          </Button>
          <Button onClick={onDone}>I have saved my codes</Button>
        </Inline>
      }
    >
      <Stack gap={4}>
        <Notice tone="warning" title="Shown only once">
          You will not see these codes again. If you lose them, you can create new ones here while you still have your
          authenticator app.
        </Notice>
        <Codes aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
      </Stack>
    </SettingsSection>
  );
}
