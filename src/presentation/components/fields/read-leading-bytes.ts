/** The first `count` bytes of a file the visitor chose, read in the browser; the file goes nowhere. */
export function readLeadingBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}
