import { storefrontConfigSchema, type StorefrontConfig } from './storefront-config.schema';

export interface ConfigProblem {
  /** Dotted path of the bad field, e.g. `colours.primary`. */
  readonly field: string;
  readonly problem: string;
}

export type ConfigResult =
  | { readonly ok: true; readonly config: StorefrontConfig }
  | { readonly ok: false; readonly problems: readonly ConfigProblem[] };

/** Validates a host's configuration; every problem names its field so the host can mend it. */
export function parseStorefrontConfig(raw: unknown): ConfigResult {
  const parsed = storefrontConfigSchema.safeParse(raw);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.flatMap((issue) => {
      const base = issue.path.map(String).join('.');
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, problem: 'unknown field' }));
      }
      return [{ field: base || '(root)', problem: issue.message }];
    }),
  };
}

/** One line per problem, for a console or an error page. */
export function describeConfigProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((p) => `${p.field}: ${p.problem}`).join('; ');
}
