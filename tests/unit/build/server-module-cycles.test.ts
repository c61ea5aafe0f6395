import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Issue 27, part 2: no two server modules import each other, directly or round a longer loop. Each folder of
// src/server is a node; an import from a file of one folder into another folder is an arrow. Type-only imports
// count too: a loop of types still ties the two modules' changes together.
const serverRoot = path.join(__dirname, '../../../src/server');
/** The composition root, which lists every module to start them: it is no module's part. */
const compositionRoot = path.join(serverRoot, 'modules/all-modules.ts');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The folder of src/server a file or an import lands in, or null outside src/server or at its top level. */
function moduleOf(file: string): string | null {
  const relative = path.relative(serverRoot, file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

function importedModules(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const target = specifier.startsWith('@/server/')
      ? path.join(serverRoot, specifier.slice('@/server/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    const module = target === null ? null : moduleOf(target);
    return module === null ? [] : [module];
  });
}

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of filesUnder(serverRoot)) {
    const from = moduleOf(file);
    if (from === null || file === compositionRoot) continue;
    const arrows = graph.get(from) ?? new Set<string>();
    graph.set(from, arrows);
    for (const to of importedModules(file)) if (to !== from) arrows.add(to);
  }
  return graph;
}

/** The loops of the graph: its strongly connected parts of more than one module (Tarjan's algorithm). */
function loopsOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) loops.push(part.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

describe('the server modules', () => {
  it('finds a loop where there is one', () => {
    const graph = new Map([
      ['orders', new Set(['payments', 'http'])],
      ['payments', new Set(['receipts'])],
      ['receipts', new Set(['orders'])],
      ['http', new Set<string>()],
    ]);
    expect(loopsOf(graph)).toEqual([['orders', 'payments', 'receipts']]);
  });

  it('import each other in no loop', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(loopsOf(graph)).toEqual([]);
  });
});
