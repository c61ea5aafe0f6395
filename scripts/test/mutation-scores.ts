/**
 * The mutation score of each folder of src/domain and src/application (and of both layers), read from the JSON
 * report of the last `npm run test:mutation`; Stryker's own table lists files, and issue 27 sets its goal per folder.
 * Score as Stryker counts it: killed and timed-out mutants over those plus survivors and uncovered ones.
 */
import { readFileSync } from 'node:fs';

interface Report {
  readonly files: Record<string, { readonly mutants: readonly { readonly status: string }[] }>;
}

const reportPath = process.argv[2] ?? 'reports/mutation/mutation.json';
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
const tallies = new Map<string, { detected: number; undetected: number }>();

function count(group: string, status: string): void {
  const tally = tallies.get(group) ?? { detected: 0, undetected: 0 };
  if (status === 'Killed' || status === 'Timeout') tally.detected += 1;
  else if (status === 'Survived' || status === 'NoCoverage') tally.undetected += 1;
  tallies.set(group, tally);
}

for (const [file, { mutants }] of Object.entries(report.files)) {
  const [src, layer, folder] = file.replace(/\\/g, '/').split('/');
  const folderName = folder?.endsWith('.ts') ? '(top)' : folder;
  for (const { status } of mutants) {
    count(`${src}/${layer}`, status);
    count(`${src}/${layer}/${folderName}`, status);
  }
}

const rows = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
console.log('| folder | score | killed | not killed |\n|---|---|---|---|');
for (const [group, { detected, undetected }] of rows) {
  const total = detected + undetected;
  const score = total === 0 ? 'n/a' : `${((100 * detected) / total).toFixed(1)} %`;
  console.log(`| ${group} | ${score} | ${detected} | ${undetected} |`);
}
