import { styled } from 'styled-components';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';

const Frame = styled.div`
  position: relative;
  text-align: left;
  width: 100%;
  min-width: 0;

  pre {
    /* Room for the Copy button on the first line; long lines scroll under it. */
    padding-right: 6.5rem;
  }
`;

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
`;

export interface CopyableCodeProps {
  /** The code as shown. */
  code: string;
  /** What the Copy button copies when it differs from what is shown (a key shown masked). */
  copyText?: string;
  label?: string;
  onCopied?: () => void;
}

/** Code in a block with a Copy button in its corner. */
export function CopyableCode({ code, copyText = code, label = 'Copy curl example', onCopied }: CopyableCodeProps) {
  return (
    <Frame>
      <CodeBlock>{code}</CodeBlock>
      <Corner>
        <CopyButton text={copyText} label={label} onCopied={onCopied} />
      </Corner>
    </Frame>
  );
}
