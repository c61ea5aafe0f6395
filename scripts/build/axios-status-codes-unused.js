// Plain JavaScript: the module replaces a file inside node_modules after its loaders were chosen (none there).
// The browser build's stand-in for axios's table of HTTP status names (axios.HttpStatusCode), which only
// exposes them to callers: the storefront reads numeric statuses (src/infrastructure/http/to-app-error.ts), so
// the table's 0.6 KB gzip would only ride along unused.
export default Object.freeze({});
