/** Saves a file the browser already holds (a download fetched with the bearer token), as an <a download> would a link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // revoked on the next turn: some browsers start the download after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
