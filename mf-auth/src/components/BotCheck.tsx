import { Button, Inline, Notice, Spinner, Stack, Text, useColorMode } from '@touchline/ui-kit';
import { useEffect, useRef, useState } from 'react';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** How long the challenge may take to appear before the screen says it could not load. */
export const BOT_CHECK_TIMEOUT_MS = 15_000;

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
let scriptElement: HTMLScriptElement | null = null;

/** The Turnstile script, loaded once per page. */
function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    // Once settled, the next call starts from window.turnstile, or from a new script after a failure.
    const settle = () => {
      if (scriptElement !== script) return;
      scriptLoading = null;
      scriptElement = null;
    };
    script.onload = () => {
      settle();
      if (window.turnstile) resolve(window.turnstile);
      else reject(new Error('Turnstile did not start'));
    };
    script.onerror = () => {
      settle();
      reject(new Error('The bot check could not be loaded'));
    };
    scriptElement = script;
    document.head.append(script);
  });
  return scriptLoading;
}

/**
 * Forgets a load still pending (a script that hangs, e.g. held back by a blocker), so the next
 * `loadTurnstile` starts a new one. Called from Try again, an event, so once even in StrictMode.
 */
function dropPendingTurnstile() {
  if (window.turnstile) return;
  scriptElement?.remove();
  scriptElement = null;
  scriptLoading = null;
}

type Phase = 'loading' | 'ready' | 'failed';

export interface BotCheckProps {
  siteKey: string;
  onToken: (token: string | null) => void;
  /**
   * Change it to ask for a fresh challenge: a Turnstile token passes siteverify once, so a form
   * whose submission failed needs a new one before it can be sent again.
   */
  resetKey?: number;
  /**
   * Id of the element saying why the check is not there yet (loading, or could not load), so a
   * control it holds back (Sign Up) can point at it with aria-describedby. Empty once it shows.
   */
  statusId?: string;
  /** How long the challenge may take to appear before it counts as not loading. */
  timeoutMs?: number;
}

/**
 * The third-party challenge (Cloudflare Turnstile) with the site key from the runtime config.
 * Reports the token it yields, and null again when it expires, fails or is reset. While the
 * script loads it says so ("Checking you are human…"); when it fails, or has not appeared after
 * `timeoutMs`, it says the check could not load and offers to try again.
 */
export function BotCheck({
  siteKey,
  onToken,
  resetKey = 0,
  statusId,
  timeoutMs = BOT_CHECK_TIMEOUT_MS,
}: BotCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const { mode } = useColorMode();
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let widgetId: string | undefined;
    let isCancelled = false;
    let isShown = false;
    const giveUp = () => {
      if (isCancelled || isShown) return;
      setPhase('failed');
      onTokenRef.current(null);
    };
    const timer = window.setTimeout(giveUp, timeoutMs);
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
        isShown = true;
        window.clearTimeout(timer);
        // Also after the timeout: a slow script that arrives late still brings the widget.
        setPhase('ready');
      })
      .catch(() => {
        window.clearTimeout(timer);
        giveUp();
      });
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
      widget.current = undefined;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, mode, attempt, timeoutMs]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    onTokenRef.current(null);
    window.turnstile?.reset?.(widget.current);
  }, [resetKey]);

  // Try again goes away once pressed: focus moves to the status it brings back, not to <body>.
  const statusRegion = useRef<HTMLDivElement>(null);
  const isRetrying = useRef(false);
  useEffect(() => {
    if (phase !== 'loading' || !isRetrying.current) return;
    isRetrying.current = false;
    statusRegion.current?.focus();
  }, [phase]);

  const retry = () => {
    dropPendingTurnstile();
    isRetrying.current = true;
    setPhase('loading');
    setAttempt((count) => count + 1);
  };

  return (
    <Stack gap={phase === 'ready' ? 0 : 3}>
      <div id={statusId} ref={statusRegion} tabIndex={-1}>
        {/* Always there, so what it says is announced when it changes. */}
        <div role="status">
          {phase === 'loading' && (
            <Inline gap={2}>
              <Spinner />
              <Text size="sm" tone="muted">
                Checking you are human… Sign Up is enabled once the check is done.
              </Text>
            </Inline>
          )}
        </div>
        {phase === 'failed' && (
          <Notice tone="danger" role="alert" title="The bot check could not load">
            Sign Up needs it. An ad or content blocker, or a privacy setting, may be holding back
            challenges.cloudflare.com: allow it or switch the blocker off for this page, check your connection, and try
            again.
          </Notice>
        )}
      </div>
      {phase === 'failed' && (
        <Button type="button" variant="secondary" fullWidth onClick={retry}>
          Try the bot check again
        </Button>
      )}
      <div ref={container} />
    </Stack>
  );
}
