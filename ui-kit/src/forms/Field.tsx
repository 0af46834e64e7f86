import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { AlertCircleIcon } from '@touchline/ui-kit';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.label`
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
  /** Content at the end of the label row, e.g. a "Forgot password?" link. */
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
      <LabelRow>
        <Label htmlFor={controlId}>
          {label}
          {required && <RequiredMark aria-hidden>*</RequiredMark>}
        </Label>
        {labelAction}
      </LabelRow>
      {cloneElement(control, {
        id: controlId,
        required: required ?? control.props.required,
        'aria-invalid': hasError ? true : control.props['aria-invalid'],
        'aria-describedby': describedBy,
      })}
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
