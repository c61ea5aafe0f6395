const kilobyte = 1024;
const megabyte = 1024 * 1024;

/** A file's size as the applicant reads it beside the 5 MB limit: kB below a megabyte, else MB with one decimal. */
export function fileSizeParts(bytes: number): { readonly unit: 'kB' | 'MB'; readonly amount: number } {
  if (bytes < megabyte) return { unit: 'kB', amount: Math.max(1, Math.ceil(bytes / kilobyte)) };
  return { unit: 'MB', amount: Math.round((bytes / megabyte) * 10) / 10 };
}
