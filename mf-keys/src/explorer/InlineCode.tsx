import { Fragment } from 'react';
import { styled } from 'styled-components';

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.95em;
`;

/** Text from the catalog, where `backticks` mark code. */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) =>
          index % 2 === 1 ? <Code key={index}>{part}</Code> : <Fragment key={index}>{part}</Fragment>,
        )}
    </>
  );
}
