// Servers start in child processes, and the first one on a fresh machine builds the cached empty database:
// seconds, not milliseconds. (testTimeout is a global jest option, so a project sets it here.)
jest.setTimeout(30_000);
