import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
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

  it('marked aria-disabled, stays focusable and ignores presses: it submits no form and calls no handler', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" aria-disabled>
          Save
        </Button>
        <Button type="button" aria-disabled onClick={onClick}>
          Cancel
        </Button>
      </form>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.click(save);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(save).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
  });
});
