import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { CopyButton } from './CopyButton';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => setClipboard(undefined));

describe('copy button', () => {
  it('writes to the clipboard and says Copied', async () => {
    const writeText = jest.fn(async (_: string) => undefined);
    setClipboard({ writeText });
    renderRemote(<CopyButton text="tl_secret" label="Copy API key" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy API key' })));
    expect(writeText).toHaveBeenCalledWith('tl_secret');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('falls back to a selection copy when the Clipboard API is missing or refused', async () => {
    setClipboard({ writeText: async () => Promise.reject(new Error('NotAllowedError')) });
    const execCommand = jest.fn((_command: string) => true);
    Object.assign(document, { execCommand });
    renderRemote(<CopyButton text="tl_secret" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
