import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled, keyframes } from 'styled-components';
import { IconButton } from './IconButton';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import { useTopmostModalDialog } from './modalLayer';
import { sharedContext } from './sharedContext';

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Time on screen while the page is active and the toast is not hovered. */
  durationMs?: number;
  /**
   * False for a toast whose words something else on screen already says to assistive technology
   * (a dialog's own alert, where focus is): shown, but not a live region, so it is not heard twice.
   */
  isAnnounced?: boolean;
}

export interface ToastApi {
  /** Returns the toast's id, for `dismiss`. */
  show: (options: ToastOptions) => string;
  success: (description: ReactNode, title?: ReactNode) => string;
  error: (description: ReactNode, title?: ReactNode) => string;
  dismiss: (id: string) => void;
  /**
   * Dismisses every error and warning toast: for a move to another screen, where a failure of the
   * screen left behind would be stale (a failed login on the dashboard the next login opened).
   */
  dismissFailures: () => void;
}

interface ToastRecord extends Required<Pick<ToastOptions, 'tone' | 'durationMs' | 'isAnnounced'>> {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
}

// Titles fixed by the product spec (section 8).
export const SUCCESS_TITLE = 'Success!';
export const ERROR_TITLE = 'Something went wrong!';
export const DEFAULT_TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 5;
/** The tones that say how an action went; the newest replaces any earlier one. */
const OUTCOME_TONES: ReadonlySet<ToastTone> = new Set(['success', 'error']);

const ToastContext = sharedContext<ToastApi | null>('ToastContext', null);

let nextId = 0;

function isDocumentHidden() {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/** True while the tab is hidden or the window has lost focus: nobody is reading toasts then. */
function usePageIsIdle() {
  const [isIdle, setIsIdle] = useState(isDocumentHidden);
  useEffect(() => {
    const onVisibility = () => setIsIdle(isDocumentHidden());
    const onBlur = () => setIsIdle(true);
    const onFocus = () => setIsIdle(isDocumentHidden());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return isIdle;
}

export function ToastProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const isPageIdle = usePageIsIdle();
  // Inside the topmost modal dialog while one is open: outside it, toasts would sit under its
  // backdrop, inert (modalLayer.ts).
  const topmostDialog = useTopmostModalDialog();

  const api = useMemo<ToastApi>(() => {
    const dismiss = (id: string) => setToasts((current) => current.filter((toast) => toast.id !== id));
    const show = ({
      title,
      description,
      tone = 'info',
      durationMs = DEFAULT_TOAST_DURATION_MS,
      isAnnounced = true,
    }: ToastOptions) => {
      const id = `toast-${++nextId}`;
      // One outcome at a time: a success after an error (the retry worked) or an error after a
      // success (the next action failed) answers the same person's latest action, and the older
      // one beside it would contradict it. Notices (info, warning) stay until they time out.
      const isOutcome = OUTCOME_TONES.has(tone);
      setToasts((current) =>
        [
          ...current.filter((toast) => !(isOutcome && OUTCOME_TONES.has(toast.tone))),
          { id, title, description, tone, durationMs, isAnnounced },
        ].slice(-MAX_VISIBLE),
      );
      return id;
    };
    const dismissFailures = () =>
      setToasts((current) => current.filter((toast) => toast.tone !== 'error' && toast.tone !== 'warning'));
    return {
      show,
      dismiss,
      dismissFailures,
      success: (description, title = SUCCESS_TITLE) => show({ title, description, tone: 'success' }),
      error: (description, title = ERROR_TITLE) => show({ title, description, tone: 'error' }),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <Region aria-label="Notifications">
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} isPageIdle={isPageIdle} onDismiss={api.dismiss} />
            ))}
          </Region>,
          topmostDialog ?? document.body,
        )}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

const icons = {
  success: CheckCircleIcon,
  error: AlertCircleIcon,
  warning: AlertTriangleIcon,
  info: InfoIcon,
};

function Toast({
  toast,
  isPageIdle,
  onDismiss,
}: {
  toast: ToastRecord;
  isPageIdle: boolean;
  onDismiss: (id: string) => void;
}) {
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const remainingMs = useRef(toast.durationMs);
  const isPaused = isPageIdle || isHovered || hasFocusWithin;

  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [isPaused, onDismiss, toast.id]);

  const Icon = icons[toast.tone];
  return (
    <Card
      role={toast.isAnnounced ? (toast.tone === 'error' ? 'alert' : 'status') : undefined}
      aria-atomic={toast.isAnnounced || undefined}
      data-tone={toast.tone}
      data-paused={isPaused || undefined}
      $tone={toast.tone}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocusWithin(false);
      }}
    >
      <ToneIcon $tone={toast.tone}>
        <Icon size={18} />
      </ToneIcon>
      <Content>
        {toast.title && <Title>{toast.title}</Title>}
        {toast.description && <Description>{toast.description}</Description>}
      </Content>
      <IconButton label="Close notification" size="sm" onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={14} />
      </IconButton>
    </Card>
  );
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

// At the top end of the screen, under the app's top bar: over it, toasts would hide the account
// menu and the colour-mode toggle.
const Region = styled.section`
  position: fixed;
  top: calc(${({ theme }) => `${theme.topBar.height} + ${theme.space[3]}`});
  inset-inline-end: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    top: calc(${({ theme }) => `${theme.topBar.heightMd} + ${theme.space[3]}`});
  }
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;

  &:empty {
    display: none;
  }
`;

const toneColor = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  info: 'info',
} as const;

const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} 200ms cubic-bezier(0.2, 0, 0, 1);
`;

const iconColor = { success: 'success', error: 'dangerText', warning: 'warning', info: 'info' } as const;

const ToneIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  margin-top: 1px;
  color: ${({ theme, $tone }) => theme.colors[iconColor[$tone]]};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 1px;
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
