import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Button } from './Button';
import { renderWithTheme } from './testUtils';

describe('Button', () => {
  it('keeps focus while loading, says it is busy, and ignores presses', () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(<Button onClick={onClick}>Create key</Button>);
    const button = screen.getByRole('button', { name: 'Create key' });
    button.focus();
    rerender(
      <Button onClick={onClick} isLoading>
        Create key
      </Button>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form again while loading', () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" isLoading>
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
