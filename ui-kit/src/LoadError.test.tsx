import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { LoadError } from './LoadError';
import { renderWithTheme } from './testUtils';

describe('LoadError', () => {
  it('says what could not be loaded and why, and tries again on request', () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <LoadError title="Usage could not be loaded" error={{ detail: 'Not authenticated' }} onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { name: 'Usage could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
