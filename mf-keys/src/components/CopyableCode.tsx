import { styled } from 'styled-components';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  text-align: left;
  width: 100%;
  min-width: 0;

  pre {
    border-top-left-radius: 0;
    border-top-right-radius: 0;
  }
`;

/**
 * The Copy button's own strip above the code, never over it: a floating button would cover the
 * end of a long line, or its middle on a phone.
 */
const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space[1.5]};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
`;

export interface CopyableCodeProps {
  /** The code as shown. */
  code: string;
  /** What the Copy button copies when it differs from what is shown (a key shown masked). */
  copyText?: string;
  /** What the code is: names the block ("curl example"). */
  name?: string;
  /** The Copy button's name; "Copy" and the code's name unless said. */
  label?: string;
  onCopied?: () => void;
}

/** Code in a block with a Copy button above its top right corner. */
export function CopyableCode({
  code,
  copyText = code,
  name = 'curl example',
  label = `Copy ${name}`,
  onCopied,
}: CopyableCodeProps) {
  return (
    <Frame>
      <Toolbar>
        <CopyButton text={copyText} label={label} onCopied={onCopied} />
      </Toolbar>
      <CodeBlock label={name}>{code}</CodeBlock>
    </Frame>
  );
}
