import { Button, useToast } from '@touchline/ui-kit';
import { useState } from 'react';
import { downloadCsv } from '../data/downloadCsv';

export type UsageExport = 'timeseries' | 'top-endpoints' | 'keys' | 'statuses';

/** The export's URL: the bff's `/api/usage/<what>.csv` with the view's filters, empty ones left out. */
export function exportUrl(apiBaseUrl: string, what: UsageExport, filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return `${apiBaseUrl.replace(/\/$/, '')}/usage/${what}.csv?${params.toString()}`;
}

export interface DownloadCsvButtonProps {
  /** What the table holds, for the button's accessible name: "Download CSV of top endpoints" (its visible text first, as voice control says it). */
  label: string;
  url: string;
}

/** Downloads an export as a file (downloadCsv); a refusal is a toast with its detail. */
export function DownloadCsvButton({ label, url }: DownloadCsvButtonProps) {
  const toast = useToast();
  const [isDownloading, setIsDownloading] = useState(false);

  async function download() {
    setIsDownloading(true);
    try {
      await downloadCsv(url, 'usage.csv');
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
      aria-label={`Download CSV of ${label}`}
      isLoading={isDownloading}
      onClick={() => void download()}
    >
      Download CSV
    </Button>
  );
}
