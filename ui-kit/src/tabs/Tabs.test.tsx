import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';
import { renderWithTheme } from '../testUtils';

/** `initial`: the tab selected at first, as the page's address would choose it. */
function Example({ initial = 'a' }: { initial?: 'a' | 'b' | 'c' }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Tabs
      label="Example"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'First', panel: <p>first panel</p> },
        { id: 'b', label: 'Second', panel: <p>second panel</p> },
        { id: 'c', label: 'Third', panel: <p>third panel</p> },
      ]}
    />
  );
}

describe('tabs', () => {
  it('exposes a named tablist whose selected tab labels the one panel shown', () => {
    renderWithTheme(<Example />);
    expect(screen.getByRole('tablist', { name: 'Example' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(panel).toHaveTextContent('first panel');
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('second panel')).toBeNull();
  });

  it('moves with the arrow keys (wrapping), Home and End, taking focus along', () => {
    renderWithTheme(<Example />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('First').focus();
    fireEvent.keyDown(tab('First'), { key: 'ArrowRight' });
    expect(tab('Second')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Second')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('second panel');
    fireEvent.keyDown(tab('Second'), { key: 'End' });
    expect(tab('Third')).toHaveFocus();
    fireEvent.keyDown(tab('Third'), { key: 'ArrowRight' });
    expect(tab('First')).toHaveFocus();
    fireEvent.keyDown(tab('First'), { key: 'ArrowLeft' });
    expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Third'), { key: 'Home' });
    expect(tab('First')).toHaveAttribute('aria-selected', 'true');
  });

  it('selects a tab on click', () => {
    renderWithTheme(<Example />);
    fireEvent.click(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toHaveTextContent('third panel');
  });
});

describe('tabs wider than the screen (a phone)', () => {
  /**
   * jsdom lays nothing out: the tab list gets a width here, 120 px showing of 400, and each tab a
   * box of 100 px at its place in the row, moved by the list's scroll position.
   */
  const list = { clientWidth: 120, scrollWidth: 400, scrollLeft: 0 };
  const isList = (element: Element) => element.getAttribute('role') === 'tablist';

  function layOut() {
    Object.assign(list, { clientWidth: 120, scrollWidth: 400, scrollLeft: 0 });
    for (const property of ['clientWidth', 'scrollWidth'] as const) {
      jest.spyOn(Element.prototype, property, 'get').mockImplementation(function (this: Element) {
        return isList(this) ? list[property] : 0;
      });
    }
    jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
      return isList(this) ? list.scrollLeft : 0;
    });
    jest.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, value: number) {
      if (isList(this)) list.scrollLeft = Math.max(0, Math.min(value, list.scrollWidth - list.clientWidth));
    });
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = this.getAttribute('role') === 'tab' ? Array.from(this.parentElement!.children).indexOf(this) : -1;
      const left = isList(this) ? 0 : index * 100 - list.scrollLeft;
      const width = isList(this) ? list.clientWidth : 100;
      return { left, right: left + width, top: 0, bottom: 40, width, height: 40, x: left, y: 0 } as DOMRect;
    });
  }
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const frame = () => screen.getByRole('tablist').parentElement!;

  it('shows a cue on the side that has more tabs, updated as the row scrolls', () => {
    layOut();
    renderWithTheme(<Example />);
    expect(frame()).toHaveAttribute('data-overflow-right');
    expect(frame()).not.toHaveAttribute('data-overflow-left');

    list.scrollLeft = 280;
    fireEvent.scroll(screen.getByRole('tablist'));
    expect(frame()).toHaveAttribute('data-overflow-left');
    expect(frame()).not.toHaveAttribute('data-overflow-right');
  });

  it('scrolls the selected tab into view, also when it is chosen by the address and not by the reader', () => {
    layOut();
    renderWithTheme(<Example initial="c" />);
    // The third tab spans 200-300 px: the row scrolled so that it ends inside the 120 px shown.
    expect(list.scrollLeft).toBeGreaterThanOrEqual(180);
    fireEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(list.scrollLeft).toBe(0);
  });
});
