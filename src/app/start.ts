import { nextTask } from './next-task';

/**
 * The app's first download, in the order the start-up needs it, each group run in a task of its own. Every
 * module is there once the chunk has arrived, but running them all at once is one long task the visitor cannot
 * interrupt: React's DOM renderer, the largest, goes first, in a task of its own after the chunk's own
 * evaluation; then the configuration's schema, and the texts' library (a task each: together they took 32 ms of
 * thread time on a 2026 server core, which Lighthouse's 4x slower phone counts as 128 ms, its line being 50);
 * the first screen's wiring and its contracts (axios, zod's schemas); the store; the screens and their styled
 * components; and the start-up itself, whose modules have then all run. `eager`: no separate download, only the
 * moment each module runs. Only the app's own modules are named here: a library written as ES modules stays a
 * static import of the app's, as importing its whole namespace would keep every export of it in the bundle.
 */
const moduleGroups: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './load-config'),
  () => import(/* webpackMode: "eager" */ '@/presentation/i18n/i18n'),
  () => import(/* webpackMode: "eager" */ './registry'),
  () => import(/* webpackMode: "eager" */ '@/presentation/store/app-store'),
  () => import(/* webpackMode: "eager" */ '@/presentation/routes/app-routes'),
];

export async function startStorefront(rootElement: HTMLElement): Promise<void> {
  for (const group of moduleGroups) {
    await nextTask();
    await group();
  }
  await nextTask();
  const { bootstrap } = await import(/* webpackMode: "eager" */ './bootstrap');
  await bootstrap(rootElement);
}
