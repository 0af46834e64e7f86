import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { edgeCues, overflowAttributes, useHorizontalOverflow } from '@touchline/ui-kit';
import { indexAfterKey, useRovingElements } from './rovingFocus';

export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  /** Rendered only while its tab is selected. */
  panel: ReactNode;
  /** Drawn in the danger colour (e.g. a "Danger zone" tab). */
  tone?: 'default' | 'danger';
}

export type TabsVariant = 'page' | 'compact';

export interface TabsProps<K extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  /** `page`: the sections of a screen; `compact`: a small switch inside a card (code languages). */
  variant?: TabsVariant;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

/** Keeps a tab that is scrolled into view clear of the edge cue. */
const SCROLL_MARGIN_PX = 24;

// Labels stay on one line; on a narrow screen the row of tabs scrolls instead, and a shadow on an
// edge says there are more tabs that way (the page variant hides the scrollbar, which said it).
const ListFrame = styled.div`
  position: relative;
  ${edgeCues}
`;

const List = styled.div<{ $variant: TabsVariant }>`
  display: flex;
  overflow-x: auto;
  ${({ $variant, theme }) =>
    $variant === 'page'
      ? css`
          gap: ${theme.space[4]};
          ${theme.media.md} {
            gap: ${theme.space[6]};
          }
          /* The rule under the tabs, drawn inside the padding so it lines up with the content. */
          background: linear-gradient(${theme.colors.border}, ${theme.colors.border}) center bottom / calc(100% - 8px)
            1px no-repeat;
          scrollbar-width: none;
          /* Room for the focus ring, which overflow would otherwise clip; text stays aligned. */
          margin: 0 -4px;
          padding: 4px 4px 0;
        `
      : css`
          gap: ${theme.space[1]};
          /* A line, not a border: a scroll box clips what crosses its border, so the selected
             tab's underline could not overlap one. */
          box-shadow: inset 0 -1px 0 ${theme.colors.border};
          margin-bottom: ${theme.space[3]};
        `}
`;

const CompactTab = styled.button<{ $tone: 'default' | 'danger' }>`
  flex-shrink: 0;
  height: 2.25rem;
  white-space: nowrap;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.link};
    border-bottom-color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

const PageTab = styled.button<{ $tone: 'default' | 'danger' }>`
  position: relative;
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[3]}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  transition: color ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 2px;
    border-radius: ${({ theme }) => theme.radii.full};
    background: transparent;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerText : theme.colors.link)};
  }
  &[aria-selected='true']::after {
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const Panel = styled.div<{ $variant: TabsVariant }>`
  padding-top: ${({ theme, $variant }) => ($variant === 'page' ? theme.space[6] : 0)};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/**
 * WAI-ARIA tabs with automatic activation: the selected tab is the only one in the tab order;
 * Left/Right arrows move between tabs (wrapping), Home/End go to the first/last.
 */
export function Tabs<K extends string>({ label, variant = 'page', tabs, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRovingElements<K>();
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = (id: K) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const Tab = variant === 'page' ? PageTab : CompactTab;
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(listRef);

  // The selected tab in view, whichever way it was chosen (the address on a phone may name the last).
  const selectedId = current?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = selectedId === undefined ? null : buttons.elementOf(selectedId);
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left + SCROLL_MARGIN_PX;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right + SCROLL_MARGIN_PX;
  }, [selectedId, buttons]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const target = indexAfterKey(event.key, index, tabs.length, { orientation: 'horizontal', wraps: true });
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!;
    onSelect(next.id);
    buttons.elementOf(next.id)?.focus();
  };

  return (
    <div>
      <ListFrame {...overflowAttributes(overflow)}>
        <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown} $variant={variant}>
          {tabs.map((tab) => {
            const isSelected = tab.id === current?.id;
            return (
              <Tab
                key={tab.id}
                ref={buttons.refFor(tab.id)}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={isSelected}
                // Only the selected tab's panel exists in the page.
                aria-controls={isSelected ? panelId(tab.id) : undefined}
                tabIndex={isSelected ? 0 : -1}
                $tone={tab.tone ?? 'default'}
                onClick={() => onSelect(tab.id)}
              >
                {tab.label}
              </Tab>
            );
          })}
        </List>
      </ListFrame>
      {current && (
        <Panel
          role="tabpanel"
          id={panelId(current.id)}
          aria-labelledby={tabId(current.id)}
          tabIndex={0}
          $variant={variant}
        >
          {current.panel}
        </Panel>
      )}
    </div>
  );
}
