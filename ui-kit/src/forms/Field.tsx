import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { AlertCircleIcon } from '@touchline/ui-kit';

// A grid, so that the label's action (a "Forgot your password?" link) shows at the end of the
// label's row while coming after the control in the page's order: a keyboard user tabs from the
// field before straight into this one, not into the link first.
const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space[2]};
  row-gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;

  & > * {
    grid-column: 1 / -1;
  }
`;

const LabelAction = styled.div`
  && {
    grid-row: 1;
    grid-column: 2;
  }
`;

const Label = styled.label`
  && {
    grid-row: 1;
    grid-column: 1;
  }
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.dangerText};

  svg {
    margin-top: 0.1em;
  }
`;

interface ControlProps {
  id?: string;
  required?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control: an Input, PasswordInput, Select, Textarea or any element taking id and aria props. */
  children: ReactElement<ControlProps>;
  hint?: ReactNode;
  /** Shown under the control and announced as soon as it appears. */
  error?: ReactNode;
  /** Marks the label and sets `required` on the control. */
  required?: boolean;
  /** Content at the end of the label row, e.g. a "Forgot password?" link; after the control for the keyboard. */
  labelAction?: ReactNode;
  className?: string;
}

/** Labels a form control and wires its hint and error to it for assistive technology. */
export function Field({ label, children, hint, error, required, labelAction, className }: FieldProps) {
  const baseId = useId();
  const control = Children.only(children);
  if (!isValidElement<ControlProps>(control)) throw new Error('Field expects a single form control as its child.');

  const controlId = control.props.id ?? `${baseId}-control`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = hasError ? `${baseId}-error` : undefined;
  const describedBy = [control.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Root className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden>*</RequiredMark>}
      </Label>
      {cloneElement(control, {
        id: controlId,
        required: required ?? control.props.required,
        'aria-invalid': hasError ? true : control.props['aria-invalid'],
        'aria-describedby': describedBy,
      })}
      {labelAction && <LabelAction>{labelAction}</LabelAction>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={errorId} role="alert">
          <AlertCircleIcon size={14} />
          <span>{error}</span>
        </ErrorText>
      )}
    </Root>
  );
}
