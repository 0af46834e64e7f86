import { Text, useColorMode } from '@touchline/ui-kit';
import { useEffect, useRef, useState } from 'react';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  remove(widgetId: string): void;
  reset?(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let scriptLoading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => {
      scriptLoading = null;
      reject(new Error('The bot check could not be loaded'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

export interface BotCheckProps {
  siteKey: string;
  onToken: (token: string | null) => void;
  /**
   * Change it to ask for a fresh challenge: a Turnstile token passes siteverify once, so a form
   * whose submission failed needs a new one before it can be sent again.
   */
  resetKey?: number;
}

/**
 * The third-party challenge (Cloudflare Turnstile) with the site key from the runtime config.
 * Reports the token it yields, and null again when it expires, fails or is reset.
 */
export function BotCheck({ siteKey, onToken, resetKey = 0 }: BotCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const [hasFailed, setHasFailed] = useState(false);
  const { mode } = useColorMode();
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let widgetId: string | undefined;
    let isCancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (isCancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          theme: mode,
          callback: (token: string) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'timeout-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
        widget.current = widgetId;
      })
      .catch(() => {
        setHasFailed(true);
        onTokenRef.current(null);
      });
    return () => {
      isCancelled = true;
      widget.current = undefined;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, mode]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    onTokenRef.current(null);
    window.turnstile?.reset?.(widget.current);
  }, [resetKey]);

  return (
    <div ref={container}>
      {hasFailed && (
        <Text tone="danger" size="sm" role="alert">
          The bot check could not be loaded, so Sign Up stays disabled. Check your connection and reload the page.
        </Text>
      )}
    </div>
  );
}
