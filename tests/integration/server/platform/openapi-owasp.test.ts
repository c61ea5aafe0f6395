import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ISpectralDiagnostic } from '@stoplight/spectral-core';
import { startTestServer, type TestServer } from '../start-test-server';
import { lintOpenApi, severity } from './openapi-lint/spectral-owasp';

// Issue 25: the document the server serves, linted with the OWASP API Security ruleset and Spectral's OpenAPI
// rules, has no error; each kind of warning left is named, with its reason, in the README's security section.
let server: TestServer;
let diagnostics: ISpectralDiagnostic[];

beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.baseUrl}/api/docs/openapi.json`);
  diagnostics = await lintOpenApi(await response.text());
}, 120_000);

afterAll(() => server?.stop());

const where = (diagnostic: ISpectralDiagnostic) =>
  `${String(diagnostic.code)} at ${diagnostic.path.join('.')}: ${diagnostic.message}`;

it('has no error', () => {
  expect(diagnostics.filter((d) => d.severity === severity.error).map(where)).toEqual([]);
});

it('names each kind of warning left in the README, and no other', () => {
  const readme = readFileSync(path.join(__dirname, '../../../../README.md'), 'utf8');
  const section = /<!-- openapi-warnings -->([\s\S]*?)<!-- \/openapi-warnings -->/.exec(readme)?.[1] ?? '';
  const listed = [...section.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]).sort();
  const left = [...new Set(diagnostics.filter((d) => d.severity === severity.warning).map((d) => String(d.code)))];
  expect(listed).toEqual(left.sort());
});
