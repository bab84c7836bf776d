/**
 * Offers text as a file download. CSV goes out as UTF-8 with a byte order mark, so Excel shows
 * accented names correctly (without it Excel reads the file as Windows-1252).
 */
export function downloadCsv(filename: string, text: string) {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const url = URL.createObjectURL(new Blob(['\uFEFF', body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
