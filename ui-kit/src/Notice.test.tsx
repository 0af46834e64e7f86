import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Notice } from './Notice';
import { renderWithTheme } from './testUtils';

describe('Notice', () => {
  it('reads as its title and sentence alone (the icon is decoration), as a note unless told to announce itself', () => {
    renderWithTheme(
      <Notice tone="warning" title="Sign-up paused">
        Please try again later.
      </Notice>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(/^Sign-up pausedPlease try again later\.$/);
    expect(screen.getByRole('note').querySelector('svg')).toHaveAttribute('aria-hidden');
  });

  it('announces an outcome when given a live role', () => {
    renderWithTheme(
      <Notice tone="success" role="status">
        Checkout complete.
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checkout complete.');
  });

  it('holds paragraphs and buttons in its body without putting them inside a paragraph (invalid HTML)', () => {
    renderWithTheme(
      <Notice title="Change pending">
        <p>Open the link we sent.</p>
        <button type="button">Resend</button>
      </Notice>,
    );
    const note = screen.getByRole('note');
    expect(note.querySelector('p p, p button, p div')).toBeNull();
    expect(note).toHaveTextContent(/^Change pendingOpen the link we sent\.Resend$/);
  });
});
