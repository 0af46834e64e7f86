import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { createRef } from 'react';
import { Table, TBody, Td, Th, THead, Tr } from './Table';
import { renderWithTheme } from '../testUtils';

/**
 * jsdom lays nothing out: every box is 0 px wide. The scrolling box (the element around the
 * <table>) gets the widths set here instead, and its scroll position is what `scrollTo` sets.
 */
const box = { clientWidth: 400, scrollWidth: 400, scrollLeft: 0 };

function isScroller(element: Element): boolean {
  return element.firstElementChild?.tagName === 'TABLE';
}

beforeEach(() => {
  Object.assign(box, { clientWidth: 400, scrollWidth: 400, scrollLeft: 0 });
  for (const property of ['clientWidth', 'scrollWidth', 'scrollLeft'] as const) {
    jest.spyOn(Element.prototype, property, 'get').mockImplementation(function (this: Element) {
      return isScroller(this) ? box[property] : 0;
    });
  }
});

afterEach(() => {
  jest.restoreAllMocks();
});

function KeysTable(props: Parameters<typeof Table>[0]) {
  return (
    <Table {...props}>
      <THead>
        <Tr>
          <Th scope="col">Name</Th>
          <Th scope="col">Error rate</Th>
        </Tr>
      </THead>
      <TBody>
        <Tr>
          <Td>Production</Td>
          <Td>1.2%</Td>
        </Tr>
      </TBody>
    </Table>
  );
}

/** Where the edge cues are drawn: the frame around the scrolling region. */
const frameOf = (region: HTMLElement) => region.parentElement!;

function scrollTo(region: HTMLElement, left: number) {
  box.scrollLeft = left;
  fireEvent.scroll(region);
}

describe('Table', () => {
  it('names its scrolling region after the table, and gives the table its props and ref', () => {
    const ref = createRef<HTMLTableElement>();
    renderWithTheme(<KeysTable aria-label="API keys" ref={ref} className="extra" />);
    const region = screen.getByRole('region', { name: 'API keys' });
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(region).toContainElement(table);
    expect(ref.current).toBe(table);
    expect(table).toHaveClass('extra');
  });

  it('names the region after the caption when the table has no label', () => {
    renderWithTheme(
      <Table>
        <caption>3 of 24 hours had calls</caption>
        <TBody>
          <Tr>
            <Td>10:00</Td>
          </Tr>
        </TBody>
      </Table>,
    );
    expect(screen.getByRole('region', { name: '3 of 24 hours had calls' })).toContainElement(screen.getByRole('table'));
  });

  it('leaves a decorative (aria-hidden) table out: no region, never focusable', () => {
    box.scrollWidth = 900;
    const { container } = renderWithTheme(<KeysTable aria-hidden aria-label="Loading" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('shows no cue and takes no focus while everything fits', () => {
    renderWithTheme(<KeysTable aria-label="API keys" />);
    const region = screen.getByRole('region', { name: 'API keys' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(frameOf(region)).not.toHaveAttribute('data-overflow-left');
    expect(frameOf(region)).not.toHaveAttribute('data-overflow-right');
  });

  it('when columns are hidden, can be focused to scroll with the keyboard and shows a cue on the side that has more', () => {
    box.scrollWidth = 900;
    renderWithTheme(<KeysTable aria-label="Top endpoints" />);
    const region = screen.getByRole('region', { name: 'Top endpoints' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(frameOf(region)).toHaveAttribute('data-overflow-right');
    expect(frameOf(region)).not.toHaveAttribute('data-overflow-left');

    scrollTo(region, 250);
    expect(frameOf(region)).toHaveAttribute('data-overflow-left');
    expect(frameOf(region)).toHaveAttribute('data-overflow-right');

    scrollTo(region, 500);
    expect(frameOf(region)).toHaveAttribute('data-overflow-left');
    expect(frameOf(region)).not.toHaveAttribute('data-overflow-right');
  });

  it('updates the cue when the window is resized (no ResizeObserver)', () => {
    box.scrollWidth = 900;
    renderWithTheme(<KeysTable aria-label="Usage per key" />);
    const region = screen.getByRole('region', { name: 'Usage per key' });
    expect(frameOf(region)).toHaveAttribute('data-overflow-right');

    box.clientWidth = 900;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(frameOf(region)).not.toHaveAttribute('data-overflow-right');
    expect(region).not.toHaveAttribute('tabindex');
  });

  it('watches the scrolling box and the table with a ResizeObserver where there is one', () => {
    const observed: Element[] = [];
    let notify = () => undefined as void;
    class FakeResizeObserver {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    }
    Object.assign(globalThis, { ResizeObserver: FakeResizeObserver });
    try {
      renderWithTheme(<KeysTable aria-label="Items" />);
      const region = screen.getByRole('region', { name: 'Items' });
      expect(observed).toEqual([region, screen.getByRole('table', { name: 'Items' })]);
      expect(frameOf(region)).not.toHaveAttribute('data-overflow-right');

      // A row with a long title arrived: the table grew wider than its box.
      box.scrollWidth = 700;
      act(() => notify());
      expect(frameOf(region)).toHaveAttribute('data-overflow-right');
      expect(region).toHaveAttribute('tabindex', '0');
    } finally {
      Reflect.deleteProperty(globalThis, 'ResizeObserver');
    }
  });

  it('never wraps a column header', () => {
    renderWithTheme(<KeysTable aria-label="API keys" />);
    expect(getComputedStyle(screen.getByRole('columnheader', { name: 'Error rate' })).whiteSpace).toBe('nowrap');
  });
});
