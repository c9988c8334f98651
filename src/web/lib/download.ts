/** Offers a blob as a file download, through a temporary link (what a browser download needs). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
