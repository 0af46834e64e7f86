/** Spec section 3: the token lives in localStorage under this key (the shell reads it per request too). */
const ACCESS_TOKEN_KEY = 'access_token';

/**
 * Downloads a CSV export of the API. An export needs the session's bearer token, which a plain
 * link cannot send: the file is fetched and handed to the browser as a download, under the name
 * the answer's Content-Disposition gives (or `fallbackName`). A refusal throws with its detail.
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const token = window.localStorage.getItem(ACCESS_TOKEN_KEY);
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    throw new Error(typeof body?.detail === 'string' ? body.detail : `The export failed (${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(objectUrl);
}
