// Plain JavaScript: the module replaces a file inside node_modules after its loaders were chosen (none there).
// The browser build's stand-in for axios's fetch adapter: the storefront's requests go through the XHR adapter
// (axios's first choice in a browser), so the fetch adapter's 2.5 KB gzip would only ride along unused.
// Asking axios for `adapter: 'fetch'` explicitly fails loudly with axios's own "not supported" error.
export const getFetch = () => false;
export default false;
