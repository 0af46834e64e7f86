import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled, keyframes } from 'styled-components';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { isOnBackdrop, useModalDialog } from './useModalDialog';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

/** The native element is the panel; the browser draws the backdrop behind it, in the top layer. */
const Panel = styled.dialog`
  position: fixed;
  inset: 0 auto 0 0;
  margin: 0;
  padding: 0;
  width: min(85vw, 300px);
  max-width: none;
  height: 100%;
  max-height: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 220ms cubic-bezier(0.2, 0, 0, 1);

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    animation: ${fadeIn} 150ms ease-out;
  }

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface DrawerProps {
  isOpen: boolean;
  onClose: () => void;
  /** Visible heading and accessible name, e.g. the logo or "Menu". */
  title: ReactNode;
  children?: ReactNode;
  /** Pinned to the bottom (e.g. "Logged in as: …" and Log Out). */
  footer?: ReactNode;
}

/**
 * A modal panel sliding in from the left, the small-screen home of the sidebar: a native `<dialog>`
 * opened with `showModal()`, so the page behind is inert while it is open.
 */
export function Drawer({ isOpen, onClose, title, children, footer }: DrawerProps) {
  const panelRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(panelRef, { isOpen, onCancel: onClose });

  if (!isOpen) return null;

  return createPortal(
    <Panel
      ref={panelRef}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={(event) => {
        if (isOnBackdrop(event)) onClose();
      }}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        <IconButton label="Close menu" onClick={onClose} data-skip-initial-focus="">
          <CloseIcon size={18} />
        </IconButton>
      </Header>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Panel>,
    document.body,
  );
}
