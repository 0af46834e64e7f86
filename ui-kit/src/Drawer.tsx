import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled, keyframes } from 'styled-components';
import { IconButton } from './IconButton';
import { CloseIcon } from './icons';
import { useFocusTrap } from './useFocusTrap';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  width: min(85vw, 300px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 220ms cubic-bezier(0.2, 0, 0, 1);

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

/** A modal panel sliding in from the left; the small-screen home of the sidebar. */
export function Drawer({ isOpen, onClose, title, children, footer }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, { isActive: isOpen, onEscape: onClose });

  if (!isOpen) return null;

  return createPortal(
    <>
      <Backdrop onClick={onClose} aria-hidden />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton label="Close menu" onClick={onClose} data-focus-trap-skip-initial="">
            <CloseIcon size={18} />
          </IconButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </>,
    document.body,
  );
}
