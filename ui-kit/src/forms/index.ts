export { Input } from './Input';
export { Textarea } from './Textarea';
export { Select, type SelectProps } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { PasswordInput, type PasswordInputProps } from './PasswordInput';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Field, type FieldProps } from './Field';
export { useFailureUntilEdited, useFormFailure } from './useFormFailure';
export { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';
export {
  passwordStrength,
  strengthLabel,
  MIN_PASSWORD_LENGTH,
  type PasswordStrengthResult,
  type PasswordStrengthLabel,
} from './passwordStrength';
export { useForm, type FormValues, type FormErrors, type FormValidator } from './useForm';
