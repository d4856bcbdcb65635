/**
 * Hands a fetched file to the browser as a download. The file had to be fetched (the admin's
 * bearer token does not travel with a plain link), so it is offered from an object URL.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: revoking at once can cancel the download before it starts.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
