import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

export interface TabItem<K extends string = string> {
  id: K;
  label: ReactNode;
  /** Rendered only while its tab is selected. */
  panel: ReactNode;
  /** Drawn in the danger colour (e.g. a "Danger zone" tab). */
  tone?: 'default' | 'danger';
}

export interface TabsProps<K extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
  }
  /* The rule under the tabs, drawn inside the padding so it lines up with the content. */
  background: linear-gradient(${({ theme }) => theme.colors.border}, ${({ theme }) => theme.colors.border}) center bottom /
    calc(100% - 8px) 1px no-repeat;
  overflow-x: auto;
  scrollbar-width: none;
  /* Room for the focus ring, which overflow would otherwise clip; text stays aligned. */
  margin: 0 -4px;
  padding: 4px 4px 0;
`;

const Tab = styled.button<{ $tone: 'default' | 'danger' }>`
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

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[6]};

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
export function Tabs<K extends string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = (id: K) => `${baseId}-panel-${id}`;
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target]!;
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
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
      {current && (
        <Panel role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0}>
          {current.panel}
        </Panel>
      )}
    </div>
  );
}
