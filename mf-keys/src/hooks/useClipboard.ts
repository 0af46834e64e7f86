import { useCallback, useEffect, useRef, useState } from 'react';

const FEEDBACK_MS = 2000;

/** The old way, for pages without the async Clipboard API (plain http on a LAN address, old browsers). */
function copyWithSelection(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  const previousFocus = document.activeElement as HTMLElement | null;
  document.body.appendChild(textarea);
  textarea.select();
  let isCopied = false;
  try {
    isCopied = document.execCommand('copy');
  } catch {
    isCopied = false;
  }
  textarea.remove();
  previousFocus?.focus?.();
  return isCopied;
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or not a secure context: try the fallback.
  }
  return copyWithSelection(text);
}

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copies text and reports 'copied' (or 'failed') for a moment, for button feedback. */
export function useClipboard() {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const isCopied = await copyText(text);
    setStatus(isCopied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
    return isCopied;
  }, []);

  return { copy, status };
}
