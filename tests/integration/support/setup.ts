// Servers start in child processes that compile the server's TypeScript, and the first one on a fresh machine
// builds the cached empty database: seconds, not milliseconds, and many more seconds when other work keeps both
// cores busy (30 s was seen to run out there while the same suites pass alone, so no test or hook sets a shorter
// bound of its own). The bound only keeps a hung server from holding the run; it is not a speed check.
// (testTimeout is a global jest option, so a project sets it here.)
jest.setTimeout(120_000);
