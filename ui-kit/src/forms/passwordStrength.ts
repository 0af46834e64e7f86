export type PasswordStrengthLabel = 'Low' | 'Medium' | 'High';

export interface PasswordStrengthResult {
  /** 0 to 100. */
  score: number;
  label: PasswordStrengthLabel;
}

// The product's minimum password length (spec section 9).
export const MIN_PASSWORD_LENGTH = 8;

/** Spec section 9: Low below 33%, Medium below 66%, otherwise High. */
export function strengthLabel(score: number): PasswordStrengthLabel {
  if (score < 33) return 'Low';
  if (score < 66) return 'Medium';
  return 'High';
}

/**
 * A quick, offline estimate: up to 50 points for length (full at 20 characters), up to 50 for
 * variety (lower case, upper case, digits, symbols). Anything under the minimum length, or made
 * of a single repeated character, stays Low whatever its variety.
 */
export function passwordStrength(password: string): PasswordStrengthResult {
  if (!password) return { score: 0, label: 'Low' };
  const length = Array.from(password).length;
  const lengthPoints = Math.min(length, 20) * 2.5;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const varietyPoints = classes * 12.5;
  let score = Math.floor(lengthPoints + varietyPoints);
  if (length < MIN_PASSWORD_LENGTH || new Set(password).size === 1) score = Math.min(score, 32);
  score = Math.max(0, Math.min(100, score));
  return { score, label: strengthLabel(score) };
}

/** How many of the meter's four segments to fill, in step with the label's colour. */
export function strengthSegments({ score, label }: PasswordStrengthResult): 0 | 1 | 2 | 3 | 4 {
  if (score === 0) return 0;
  if (label === 'Low') return 1;
  if (label === 'Medium') return 2;
  return score >= 85 ? 4 : 3;
}
