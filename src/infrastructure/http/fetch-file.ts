import type { HttpClient } from './http-client';

/**
 * The spec's file-fetching helper (storefront.md §7): a GET of a given URL, answering the file. The URL is a path
 * under the service's base or an address of the service itself: the request carries the service's headers, the
 * session among them, and fails with the error catalogue's codes (a 500's message read from the bytes).
 */
export type FetchFile = (url: string, type: string) => Promise<Blob>;

export function fileFetcherOf(http: HttpClient): FetchFile {
  return async (url, type) => {
    // Bytes rather than a Blob from the request: the same call then works under Node's adapter too.
    const bytes = await http.download(url, {}, 'arraybuffer');
    return new Blob([bytes], { type });
  };
}
