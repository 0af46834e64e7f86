import { styled } from 'styled-components';
import { CodeBlock } from './CodeBlock';
import { CopyButton } from './CopyButton';

const Frame = styled.div`
  position: relative;
  text-align: left;
  width: 100%;
  min-width: 0;

  pre {
    padding-right: 6.5rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
`;

/** Code in a block with a Copy button in its corner. */
export function CopyableCode({ code, label = 'Copy curl example' }: { code: string; label?: string }) {
  return (
    <Frame>
      <CodeBlock>{code}</CodeBlock>
      <Corner>
        <CopyButton text={code} label={label} />
      </Corner>
    </Frame>
  );
}
