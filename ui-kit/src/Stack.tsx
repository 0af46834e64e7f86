import { styled } from 'styled-components';
import type { SpaceToken } from './theme';

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

export interface StackProps {
  gap?: SpaceToken;
  align?: Align;
  justify?: Justify;
  /** Inline only: let items wrap onto new lines. */
  wrap?: boolean;
}

const alignValues: Record<Align, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyValues: Record<Justify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

const ownProps = new Set(['gap', 'align', 'justify', 'wrap']);
const forward = (prop: string) => !ownProps.has(prop);

/** Vertical flow with even gaps. */
export const Stack = styled.div.withConfig({ shouldForwardProp: forward })<StackProps>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme, gap = 4 }) => theme.space[gap]};
  align-items: ${({ align = 'stretch' }) => alignValues[align]};
  justify-content: ${({ justify = 'start' }) => justifyValues[justify]};
`;

/** Horizontal row with even gaps, vertically centred by default. */
export const Inline = styled.div.withConfig({ shouldForwardProp: forward })<StackProps>`
  display: flex;
  flex-direction: row;
  min-width: 0;
  gap: ${({ theme, gap = 2 }) => theme.space[gap]};
  align-items: ${({ align = 'center' }) => alignValues[align]};
  justify-content: ${({ justify = 'start' }) => justifyValues[justify]};
  flex-wrap: ${({ wrap }) => (wrap ? 'wrap' : 'nowrap')};
`;
