/** Saves a file the team space fetched itself (with its token): a temporary link, then gone. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
