import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Pagination, pageCountOf } from './Pagination';
import { renderWithTheme } from '../testUtils';

describe('Pagination', () => {
  it('says which slice of the list is shown and moves one page at a time', () => {
    const onPageChange = jest.fn();
    renderWithTheme(
      <Pagination page={2} pageSize={10} totalCount={23} itemLabel="users" onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Showing 11–20 of 23 users')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('cannot go before the first page or past the last, and keeps the focus on a button that reached the end', () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={1} pageSize={10} totalCount={7} onPageChange={onPageChange} />);
    for (const name of ['Previous', 'Next']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      // Not disabled: a disabled button drops the focus of the reader who just pressed it to <body>.
      expect(button).not.toBeDisabled();
      fireEvent.click(button);
    }
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('leads from a page past the end back to the last page', () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={9} pageSize={10} totalCount={23} onPageChange={onPageChange} />);
    expect(screen.getByText('23 results')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('counts at least one page, even for an empty list', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
