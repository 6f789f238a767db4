/**
 * Starts a download of what the server sends at `path` (an export endpoint answering with Content-Disposition):
 * the browser streams it straight to a file under the server's name, so a large export never sits in a Blob
 * here, and the session cookie goes along as with any same-origin request.
 */
export function downloadFrom(path: string): void {
  const link = document.createElement('a');
  link.href = path;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
