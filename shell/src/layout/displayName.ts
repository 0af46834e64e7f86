import type { Viewer } from '@touchline/shell-contract';

/** Spec section 2: the full name, falling back to the e-mail, then 'User'. */
export function displayName(viewer: Pick<Viewer, 'fullName' | 'email'> | null | undefined): string {
  return viewer?.fullName?.trim() || viewer?.email?.trim() || 'User';
}
