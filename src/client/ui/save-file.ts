// Hands a fetched file to the browser as a download under `fileName` (a blob: address on a
// temporary link; the file was fetched with the bearer token, which a plain link would not send).
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is freed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
