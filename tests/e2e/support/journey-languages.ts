import { readdirSync } from 'node:fs';
import path from 'node:path';
import { languages, type Language } from './texts';

/**
 * Which languages the journeys run in. A journey retraced in the second language clicks the same path for texts
 * that the component tests and the locale checks already hold in both (every key in both languages, every screen's
 * texts in each), at a sixth of the journeys' time (BENCHMARKS.md, "npm test's time"). So `npm test` runs each in
 * one language, half the journey files in Finnish and half in English, and each sweep takes its pages
 * in the two languages by turns. E2E_LANGUAGES=all runs everything in both.
 */
const everyLanguage = process.env.E2E_LANGUAGES === 'all';

/** The journey files in name order: a file's place among them picks its language, so the two halves stay even. */
const journeyFiles = readdirSync(path.join(__dirname, '..'))
  .filter((name) => name.endsWith('.e2e.ts'))
  .sort();

/** The languages a journey file runs its language-parameterized journeys in (its __filename). */
export function journeyLanguages(file: string): readonly Language[] {
  if (everyLanguage) return languages;
  const place = journeyFiles.indexOf(path.basename(file));
  return [languages[Math.max(place, 0) % languages.length]!];
}

/** Each item with the language to check it in: every item in both with E2E_LANGUAGES=all, else by turns. */
export function inLanguagesByTurns<T>(items: readonly T[]): Array<readonly [T, Language]> {
  if (everyLanguage) return languages.flatMap((language) => items.map((item) => [item, language] as const));
  return items.map((item, index) => [item, languages[index % languages.length]!] as const);
}
