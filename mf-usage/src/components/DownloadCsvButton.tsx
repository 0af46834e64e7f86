import { Button, useToast } from '@touchline/ui-kit';
import { useState } from 'react';

/** Where the shell keeps the session's access token (shell/src/session/tokenStore.ts). */
const ACCESS_TOKEN_KEY = 'access_token';

export type UsageExport = 'timeseries' | 'top-endpoints' | 'keys' | 'statuses';

/** The export's URL: the bff's `/api/usage/<what>.csv` with the view's filters, empty ones left out. */
export function exportUrl(apiBaseUrl: string, what: UsageExport, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return `${apiBaseUrl.replace(/\/$/, '')}/usage/${what}.csv?${params.toString()}`;
}

/** The file name the bff gives in Content-Disposition, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export interface DownloadCsvButtonProps {
  /** What the table holds, for the button's accessible name: "Download top endpoints as CSV". */
  label: string;
  url: string;
}

/**
 * Downloads an export as a file. The API asks for the session's bearer token, which a plain link
 * cannot send, so the file is fetched and then handed to the browser as a download.
 */
export function DownloadCsvButton({ label, url }: DownloadCsvButtonProps) {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);

  async function download() {
    setIsDownloading(true);
    try {
      const token = window.localStorage.getItem(ACCESS_TOKEN_KEY);
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
        throw new Error(typeof body?.detail === 'string' ? body.detail : `The export failed (${response.status}).`);
      }
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = fileNameOf(response.headers.get('content-disposition'), 'usage.csv');
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once click() returns; the next task may free it.
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), 'Download failed');
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Download ${label} as CSV`}
      isLoading={isDownloading}
      onClick={() => void download()}
    >
      Download CSV
    </Button>
  );
}
