import type { RuntimeConfig } from '@touchline/shell-contract';
import { useState } from 'react';
import { downloadCsv } from '../data/downloadCsv';

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

/** Downloads the request log's CSV export for the filters (downloadCsv). */
export function useRequestLogDownload(config: RuntimeConfig) {
  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(filters: Record<string, string | undefined>) {
    setIsDownloading(true);
    setError(null);
    try {
      await downloadCsv(`${config.apiBaseUrl}/usage/requests/export?${exportQueryOf(filters)}`, 'request-log.csv');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The export failed');
    } finally {
      setIsDownloading(false);
    }
  }

  return { download, isDownloading, error };
}
