// Plain JavaScript: the module replaces a file inside node_modules after its loaders were chosen (none there).
// The browser build's stand-in for axios's legacy CancelToken: the storefront cancels with an AbortSignal
// (src/infrastructure/http/latest-request-only.ts), and nothing in axios itself builds one. Left out, 0.4 KB gzip
// less in the request library's chunk; asking for one says why instead of failing obscurely.
export default class CancelTokenUnused {
  constructor() {
    throw new Error('axios.CancelToken is left out of the storefront build: cancel with an AbortSignal');
  }

  static source() {
    return new CancelTokenUnused();
  }
}
