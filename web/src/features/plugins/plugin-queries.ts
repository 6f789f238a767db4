import { type ApiKey, type CreateApiKeyRequest, type IssuedApiKey, PRODUCT_NAME } from '@freshwatch/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: ['api-keys'] as const,
    queryFn: () => api.get<ApiKey[]>('/api/api-keys'),
  });

export const apiKeysApi = {
  /** The reply is the only time the full key is ever sent. */
  create: (name: string) => api.post<IssuedApiKey>('/api/api-keys', (name.trim() ? { name: name.trim() } : {}) satisfies CreateApiKeyRequest),
  revoke: (id: string) => api.delete(`/api/api-keys/${encodeURIComponent(id)}`),
};

export const PLUGIN_VERSION = '1.0.0';
/** The plugin's real minimum versions: `MIN_WP` and `MIN_PHP` in plugin/freshwatch/src/Requirements.php (a test compares them). */
export const PLUGIN_REQUIRES = { wordpress: '5.0', php: '7.4' } as const;
const PLUGIN_FILE_NAME = `${PRODUCT_NAME.toLowerCase()}-wordpress-plugin.zip`;

/** A download the server refused; `message` is what the person is told. */
export class DownloadFailed extends Error {}

/** The server's `message` from a refused download, else 'Download failed'. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message.trim()) return message;
  } catch {
    // Not JSON: nothing better to say than 'Download failed'.
  }
  return 'Download failed';
}

/**
 * GET /api/plugin/download and hand the ZIP to the browser. A non-OK reply becomes a
 * DownloadFailed with the server's message; no reply at all is left to the caller as any other error.
 */
export async function downloadPlugin(): Promise<void> {
  const response = await fetch('/api/plugin/download', { credentials: 'include', headers: { Accept: 'application/zip, application/json' } });
  if (!response.ok) throw new DownloadFailed(await refusalMessage(response));
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = PLUGIN_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
