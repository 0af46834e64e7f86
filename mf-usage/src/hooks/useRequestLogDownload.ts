import type { RuntimeConfig } from '@touchline/shell-contract';
import { useState } from 'react';

/** Spec section 3: the token lives in localStorage under this key (the shell reads it per request too). */
const ACCESS_TOKEN_KEY = 'access_token';

/** The REST query string of the request log's filters (snake_case, only those set). */
function exportQueryOf(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value)
      params.set(
        name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
        value,
      );
  }
  return params.toString();
}

/**
 * Downloads the request log's CSV export for the filters. The export needs the bearer token, which
 * a plain link cannot send: the file is fetched and handed to the browser as a download, under the
 * name the server's Content-Disposition gives.
 */
export function useRequestLogDownload(config: RuntimeConfig) {
  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(filters: Record<string, string | undefined>) {
    setIsDownloading(true);
    setError(null);
    try {
      const token = window.localStorage.getItem(ACCESS_TOKEN_KEY);
      const response = await fetch(`${config.apiBaseUrl}/usage/requests/export?${exportQueryOf(filters)}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) throw new Error(`The export failed (${response.status})`);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? 'request-log.csv';
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The export failed');
    } finally {
      setIsDownloading(false);
    }
  }

  return { download, isDownloading, error };
}
