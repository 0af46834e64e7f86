import { css, styled } from 'styled-components';

/** The styles that hide content from sight only, for a component that hides itself in some layouts. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Content for screen readers only; still read aloud and still focusable. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
