/** Saves a downloaded file under its name through a temporary link (every browser, no popup). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The years the picker offers: this one back to the first with statements (five at least). */
export function yearChoices(thisYear: number, count = 5): number[] {
  return Array.from({ length: count }, (_, index) => thisYear - index);
}
