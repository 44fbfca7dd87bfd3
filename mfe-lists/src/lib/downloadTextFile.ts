/** Long enough for any browser to have started the download before the URL goes away. */
const REVOKE_AFTER_MS = 10_000;

/** Hands the visitor a file made on the page, as a download under the given name. */
export function downloadTextFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
