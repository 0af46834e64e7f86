import { useCallback, useEffect, useRef, useState } from 'react';

export interface ProxyAnswer {
  url: string;
  status: number;
  statusText: string;
  latencyMs: number;
  sizeBytes: number;
  headers: [string, string][];
  body: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export type ProxyCall =
  | { state: 'idle' }
  | { state: 'sending'; previous?: ProxyAnswer }
  | { state: 'answered'; answer: ProxyAnswer }
  | { state: 'failed'; message: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the data proxy as a customer's code would: a plain GET with X-API-Key (no session
 * cookie or bearer token), timing the round trip. A new call aborts the one in flight.
 */
export function useProxyCall() {
  const [call, setCall] = useState<ProxyCall>({ state: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(async (url: string, apiKey: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setCall((current) => ({ state: 'sending', previous: current.state === 'answered' ? current.answer : undefined }));
    const started = performance.now();
    try {
      const response = await fetch(url, {
        headers: { 'X-API-Key': apiKey.trim(), Accept: 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
        signal: controller.signal,
      });
      const body = await response.text();
      const latencyMs = performance.now() - started;
      setCall({
        state: 'answered',
        answer: {
          url,
          status: response.status,
          statusText: response.statusText,
          latencyMs,
          sizeBytes: new TextEncoder().encode(body).length,
          headers: [...response.headers.entries()].sort(([a], [b]) => a.localeCompare(b)),
          body,
          json: parseJson(body),
        },
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setCall({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  /** Forget the answer (and drop a call in flight): it answered a request no longer on screen. */
  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setCall({ state: 'idle' });
  }, []);

  return { call, send, clear };
}
