import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Dialog } from '@touchline/ui-kit/dialogs';
import { ToastProvider, useToast, type ToastApi } from './ToastProvider';
import { renderWithTheme } from './testUtils';

let toast: ToastApi;

function CaptureApi() {
  const api = useToast();
  useEffect(() => {
    toast = api;
  }, [api]);
  return null;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  fireEvent(document, new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  renderWithTheme(
    <ToastProvider>
      <CaptureApi />
    </ToastProvider>,
  );
});

afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ToastProvider', () => {
  it("titles success toasts 'Success!' and shows them as a status", () => {
    act(() => void toast.success('Password updated successfully'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success!');
    expect(status).toHaveTextContent('Password updated successfully');
  });

  it("titles error toasts 'Something went wrong!' and shows them as an alert", () => {
    act(() => void toast.error('Incorrect password'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(alert).toHaveTextContent('Incorrect password');
  });

  it('shows one outcome at a time: a success takes the place of the error it followed, and an error of the success', () => {
    act(() => void toast.error('Invalid code'));
    act(() => void toast.success('Two-factor sign-in is on.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is on.');

    act(() => void toast.error('The user with this email already exists in the system.'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('already exists');
  });

  it('keeps a notice (info or warning) beside the outcome that follows it', () => {
    act(() => void toast.show({ title: 'Key revoked', description: 'ci-runner', tone: 'warning' }));
    act(() => void toast.success('API key created'));
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('accepts a custom title and tone', () => {
    act(() => void toast.show({ title: 'Key revoked', description: 'ci-runner', tone: 'warning' }));
    expect(screen.getByRole('status')).toHaveTextContent('Key revoked');
  });

  it('shows a toast that something else already announces without making it a live region', () => {
    act(
      () =>
        void toast.show({
          title: 'Something went wrong!',
          description: 'API key not found',
          tone: 'error',
          isAnnounced: false,
        }),
    );
    expect(screen.getByText('API key not found')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('dismisses itself after about five seconds', () => {
    act(() => void toast.success('Saved'));
    advance(4900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses its timer while the page is hidden and resumes with the time that was left', () => {
    act(() => void toast.success('Saved'));
    advance(3000);
    act(() => setVisibility('hidden'));
    advance(60_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => setVisibility('visible'));
    advance(1900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('pauses while the window has lost focus', () => {
    act(() => void toast.error('Network down'));
    act(() => void fireEvent.blur(window));
    advance(30_000);
    expect(screen.getByText('Network down')).toBeInTheDocument();
    act(() => void fireEvent.focus(window));
    advance(5100);
    expect(screen.queryByText('Network down')).not.toBeInTheDocument();
  });

  it('pauses while hovered', () => {
    act(() => void toast.success('Saved'));
    fireEvent.mouseEnter(screen.getByRole('status'));
    advance(20_000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    advance(5100);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stacks several toasts and closes one with its close button or dismiss()', () => {
    let secondId = '';
    act(() => {
      toast.show({ title: 'First', tone: 'info' });
      secondId = toast.show({ title: 'Second', tone: 'warning' });
      toast.error('Third');
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    act(() => toast.dismiss(secondId));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('Third')).toBeInTheDocument();
  });
});

describe('useToast', () => {
  it('explains the missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<CaptureApi />)).toThrow('useToast must be used inside <ToastProvider>.');
  });

  it('shows toasts inside an open modal dialog, not under its inert backdrop, and on the page again once it closes', () => {
    const dialog = (isOpen: boolean) => <Dialog isOpen={isOpen} onClose={() => undefined} title="Rename key" />;
    const { rerender } = renderWithTheme(dialog(true));
    act(() => void toast.success('Key renamed'));
    expect(screen.getByRole('dialog')).toContainElement(screen.getByRole('status'));

    rerender(dialog(false));
    expect(screen.getByRole('status')).toHaveTextContent('Key renamed');
    expect(screen.getByRole('status').closest('dialog')).toBeNull();
  });
});
