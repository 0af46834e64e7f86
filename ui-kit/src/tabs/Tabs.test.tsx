import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';
import { renderWithTheme } from '../testUtils';

function Example() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
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
