import { styled } from 'styled-components';
import { inputStyles } from './Input';

export const Textarea = styled.textarea`
  ${inputStyles}
  height: auto;
  min-height: 5.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  resize: vertical;
`;
