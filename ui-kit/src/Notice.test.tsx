import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Notice } from './Notice';
import { renderWithTheme } from './testUtils';

describe('Notice', () => {
  it('reads as its sentence alone (the icon is decoration), and passes a live-region role on', () => {
    renderWithTheme(
      <Notice tone="success" role="status">
        Checkout complete.
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Checkout complete\.$/);
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('aria-hidden');
  });
});
