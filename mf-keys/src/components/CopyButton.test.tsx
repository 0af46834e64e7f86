import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderRemote } from '@touchline/remote-devkit/testing';
import { installClipboard, removeClipboard } from '../testing/clipboard';
import { CopyButton } from './CopyButton';

afterEach(removeClipboard);

describe('copy button', () => {
  it('writes to the clipboard and says Copied', async () => {
    const writeText = installClipboard();
    renderRemote(<CopyButton text="tl_secret" label="Copy API key" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy API key' })));
    expect(writeText).toHaveBeenCalledWith('tl_secret');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('falls back to a selection copy when the Clipboard API is missing or refused', async () => {
    installClipboard(jest.fn(async () => Promise.reject(new Error('NotAllowedError'))));
    const execCommand = jest.fn((_command: string) => true);
    Object.assign(document, { execCommand });
    renderRemote(<CopyButton text="tl_secret" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
