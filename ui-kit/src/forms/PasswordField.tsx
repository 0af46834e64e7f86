import { Field, type FieldProps } from './Field';
import { PasswordInput, type PasswordInputProps } from './PasswordInput';

export interface PasswordFieldProps
  extends
    Pick<FieldProps, 'hint' | 'error' | 'required' | 'labelAction'>,
    Omit<PasswordInputProps, 'fieldLabel' | 'required'> {
  /** The visible label, which also names the show/hide toggle ("Show Confirm Password"). */
  label: string;
}

/** A labelled password field: the label said once names both the field and its show/hide toggle. */
export function PasswordField({ label, hint, error, required, labelAction, ...inputProps }: PasswordFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} labelAction={labelAction}>
      <PasswordInput fieldLabel={label} {...inputProps} />
    </Field>
  );
}
