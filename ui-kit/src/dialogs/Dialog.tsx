import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { styled, keyframes } from 'styled-components';
import { Button, IconButton, CloseIcon, isOnBackdrop, useModalDialog, type ButtonVariant } from '@touchline/ui-kit';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const widths = { sm: '400px', md: '520px', lg: '720px' };

/** The native element is the panel; the browser draws the backdrop behind it, in the top layer. */
const Panel = styled.dialog<{ $size: keyof typeof widths }>`
  position: fixed;
  inset: 0;
  margin: auto;
  padding: 0;
  width: min(100% - 2rem, ${({ $size }) => widths[$size]});
  max-width: none;
  height: fit-content;
  max-height: calc(100% - 2rem);
  overflow: visible;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${popIn} 180ms cubic-bezier(0.2, 0, 0, 1);

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    backdrop-filter: blur(2px);
    animation: ${fadeIn} 150ms ease-out;
  }

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[12]} ${theme.space[2]} ${theme.space[6]}`};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]} ${theme.space[5]}`};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.xl} ${theme.radii.xl}`};
`;

const CloseButton = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
`;

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned in a footer bar. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false for dialogs that must not be dismissed by a stray click (e.g. a key shown once). */
  closeOnBackdropClick?: boolean;
  /**
   * While the dialog's action runs: Escape, the close button and the backdrop do not close it
   * (the outcome would have nowhere to show), and the panel says it is busy.
   */
  isBusy?: boolean;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: a native `<dialog>` opened with `showModal()`, so the page behind is inert while
 * it is open. Escape (wherever focus is while it is open), the close button and the backdrop close
 * it, except while it is busy. It is rendered in a portal on <body>, where no ancestor's styles
 * (a hidden parent, a table) can reach it.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeOnBackdropClick = true,
  isBusy = false,
  fallbackFocusRef,
}: DialogProps) {
  const panelRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!isBusy) onClose();
  };
  useModalDialog(panelRef, { isOpen, onCancel: close, initialFocusRef, fallbackFocusRef });

  if (!isOpen) return null;

  return createPortal(
    <Panel
      ref={panelRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={isBusy || undefined}
      tabIndex={-1}
      $size={size}
      // Only a press that starts and ends on the backdrop closes: a text selection dragged out
      // of the panel must not.
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = isOnBackdrop(event);
        // The backdrop cannot take focus: a press on it would otherwise move focus to <body>.
        if (pressStartedOnBackdrop.current) event.preventDefault();
      }}
      onClick={(event) => {
        if (closeOnBackdropClick && pressStartedOnBackdrop.current && isOnBackdrop(event)) close();
      }}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Header>
      {children && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
      <CloseButton
        label="Close"
        size="sm"
        onClick={close}
        aria-disabled={isBusy || undefined}
        data-skip-initial-focus=""
      >
        <CloseIcon size={16} />
      </CloseButton>
    </Panel>,
    document.body,
  );
}

/** A dialog's one action: what its button says, and a click or the submission of the dialog's form (by its id). */
type DialogAction = { label: string; variant?: ButtonVariant } & (
  { onClick: () => void; form?: never } | { form: string; onClick?: never }
);

/**
 * A dialog footer's Cancel and its one action. While the action runs its button spins, and Cancel
 * does nothing but stays focusable (aria-disabled rather than disabled), so the focus is not lost to
 * the page behind.
 */
export function DialogActions({
  action,
  isBusy,
  onCancel,
  cancelRef,
}: {
  action: DialogAction;
  isBusy: boolean;
  onCancel: () => void;
  cancelRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <>
      <Button ref={cancelRef} type="button" variant="secondary" onClick={onCancel} aria-disabled={isBusy || undefined}>
        Cancel
      </Button>
      <Button
        type={action.form ? 'submit' : 'button'}
        form={action.form}
        variant={action.variant}
        onClick={action.onClick}
        isLoading={isBusy}
      >
        {action.label}
      </Button>
    </>
  );
}
