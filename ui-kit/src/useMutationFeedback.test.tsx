import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ToastProvider } from './ToastProvider';
import { renderWithTheme } from './testUtils';
import { useMutationError, useMutationFeedback } from './useMutationFeedback';

let feedback: ReturnType<typeof useMutationFeedback>;

function Capture() {
  const run = useMutationFeedback();
  useEffect(() => {
    feedback = run;
  }, [run]);
  return null;
}

function renderFeedback() {
  renderWithTheme(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

describe('useMutationFeedback', () => {
  it("shows 'Success!' with the given text and resolves to the result", async () => {
    renderFeedback();
    let result: string | undefined;
    await act(async () => {
      result = await feedback(async () => 'done', 'Item created');
    });
    expect(result).toBe('done');
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Item created')).toBeInTheDocument();
  });

  it("shows 'Something went wrong!' with the server's detail and resolves to undefined", async () => {
    renderFeedback();
    let result: unknown = 'untouched';
    await act(async () => {
      result = await feedback(async () => {
        throw { detail: 'Item not found' };
      }, 'never shown');
    });
    expect(result).toBeUndefined();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByText('Item not found')).toBeInTheDocument();
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('shows no success toast when no success text is given', async () => {
    renderFeedback();
    await act(async () => {
      await feedback(async () => 1);
    });
    expect(screen.queryByText('Success!')).toBeNull();
  });
});

describe('useMutationError', () => {
  let latest: ReturnType<typeof useMutationError>;
  function Holder() {
    latest = useMutationError();
    // Stands for the dialog's own message.
    return latest.error ? <strong>{latest.error}</strong> : null;
  }

  it("keeps the server's detail for the dialog beside the spec's error toast, which is shown but not announced a second time, and forgets it on the next try", async () => {
    renderWithTheme(
      <ToastProvider>
        <Holder />
      </ToastProvider>,
    );
    let result: unknown = 'untouched';
    await act(async () => {
      result = await latest.capture(async () => {
        throw { detail: 'API key not found' };
      });
    });
    expect(result).toBeUndefined();
    expect(screen.getByText('API key not found', { selector: 'strong' })).toBeInTheDocument();
    const toast = screen.getByText('Something went wrong!').closest('[data-tone="error"]');
    expect(toast).toHaveTextContent('API key not found');
    expect(toast).not.toHaveAttribute('role');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      result = await latest.capture(async () => 'done');
    });
    expect(result).toBe('done');
    expect(screen.queryByText('API key not found', { selector: 'strong' })).toBeNull();
    expect(screen.queryByText('Success!')).toBeNull();
  });

  it('confirms a success with a toast when given its message, as the dialog closes then', async () => {
    renderWithTheme(
      <ToastProvider>
        <Holder />
      </ToastProvider>,
    );
    await act(async () => {
      await latest.capture(async () => 'done', 'API key revoked');
    });
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('API key revoked')).toBeInTheDocument();
  });
});
