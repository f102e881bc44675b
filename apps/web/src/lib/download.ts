/** Saves text as a file through the browser's download (no server round trip for the file itself). */
export function downloadText(fileName: string, text: string, type = 'text/plain;charset=utf-8') {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves bytes the page already holds (a PDF the API answered) as a file. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
