import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { StatFigure } from './StatFigure';
import { renderWithTheme } from './testUtils';

describe('StatFigure', () => {
  it('reads as one sentence, the number then what it counts, so a screen reader says "3 active keys"', () => {
    renderWithTheme(<StatFigure value={3} label="active keys" />);
    const figure = screen.getByText('active keys').closest('p');
    expect(figure).toHaveTextContent(/^3 active keys$/);
    expect(screen.getByText('3').tagName).toBe('STRONG');
  });
});
