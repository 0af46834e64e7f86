import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { styled, keyframes } from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { ChevronDownIcon } from './icons';
import { sharedContext } from './sharedContext';

interface MenuContextValue {
  /** Closes the menu and puts focus back on its button. */
  closeAndRestoreFocus: () => void;
}

const MenuContext = sharedContext<MenuContextValue | null>('MenuContext', null);

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const List = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 12rem;
  max-width: 20rem;
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${appear} 120ms ease-out;

  &:focus {
    outline: none;
  }
`;

const Chevron = styled(ChevronDownIcon)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

export interface MenuProps {
  /** Content of the menu button: text, or an avatar with a name. */
  trigger: ReactNode;
  /** Accessible name for the button when `trigger` is not descriptive enough on its own. */
  label?: string;
  /** MenuItem, MenuSeparator and MenuLabel elements. */
  children: ReactNode;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** Hide the chevron, e.g. for an avatar-only trigger. */
  hideChevron?: boolean;
  className?: string;
}

type FocusTarget = 'first' | 'last' | null;

/** A menu button (WAI-ARIA menu pattern): arrow keys, Home/End, Escape, Enter/Space, outside click. */
export function Menu({
  trigger,
  label,
  children,
  align = 'start',
  triggerVariant = 'ghost',
  triggerSize = 'md',
  hideChevron = false,
  className,
}: MenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusTarget>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const listId = useId();

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  const open = (target: FocusTarget) => {
    setFocusOnOpen(target);
    setIsOpen(true);
  };

  const closeAndRestoreFocus = useCallback(() => {
    setIsOpen(false);
    triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const all = items();
    const target = focusOnOpen === 'last' ? all[all.length - 1] : all[0];
    (target ?? listRef.current)?.focus();
  }, [isOpen, focusOnOpen]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [isOpen]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        // Stop here so an enclosing Dialog stays open.
        event.preventDefault();
        event.stopPropagation();
        closeAndRestoreFocus();
        break;
      case 'Tab':
        setIsOpen(false);
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const rotated = [...all.slice(index + 1), ...all.slice(0, index + 1)];
          rotated.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
        }
    }
  };

  return (
    <Root ref={rootRef} className={className}>
      <Button
        ref={triggerRef}
        id={triggerId}
        type="button"
        variant={triggerVariant}
        size={triggerSize}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        onClick={() => (isOpen ? setIsOpen(false) : open('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        {!hideChevron && <Chevron size={14} />}
      </Button>
      {isOpen && (
        <MenuContext.Provider value={{ closeAndRestoreFocus }}>
          <List
            ref={listRef}
            id={listId}
            role="menu"
            aria-labelledby={triggerId}
            tabIndex={-1}
            $align={align}
            onKeyDown={onListKeyDown}
          >
            {children}
          </List>
        </MenuContext.Provider>
      )}
    </Root>
  );
}

const ItemRoot = styled.button<{ $tone: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: 2.125rem;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  svg {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? 'currentColor' : theme.colors.textMuted)};
  }

  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSubtle : theme.colors.surfaceHover)};
  }

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
    background: transparent;
  }
`;

export interface MenuItemProps {
  children: ReactNode;
  /** Runs when the item is chosen by click, Enter or Space. Navigate here for in-app links. */
  onSelect?: () => void;
  /** Renders a real link instead (external pages, downloads). */
  href?: string;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  isDisabled?: boolean;
}

export function MenuItem({ children, onSelect, href, icon, tone = 'default', isDisabled = false }: MenuItemProps) {
  const menu = useContext(MenuContext);
  const choose = () => {
    if (isDisabled) return;
    // Focus goes back first so anything opened by onSelect (a Dialog) records the menu button
    // as the element to return focus to.
    menu?.closeAndRestoreFocus();
    onSelect?.();
  };
  return (
    <ItemRoot
      as={href ? 'a' : 'button'}
      href={href}
      type={href ? undefined : 'button'}
      role="menuitem"
      tabIndex={-1}
      aria-disabled={isDisabled || undefined}
      $tone={tone}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (isDisabled) {
          event.preventDefault();
          return;
        }
        choose();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        // Links do not activate on Space natively; buttons do, and Enter works for both.
        if (href && event.key === ' ') {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    >
      {icon}
      {children}
    </ItemRoot>
  );
}

export const MenuSeparator = styled.div.attrs({ role: 'separator' })`
  height: 1px;
  margin: ${({ theme }) => `${theme.space[1]} -${theme.space[1]}`};
  background: ${({ theme }) => theme.colors.border};
`;

/** A non-interactive heading inside the menu, e.g. the signed-in e-mail. */
export const MenuLabel = styled.div.attrs({ role: 'presentation' })`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
