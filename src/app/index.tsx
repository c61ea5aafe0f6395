import { afterNextPaint } from '@/presentation/startup/after-next-paint';
import { nextTask } from './next-task';

/**
 * The first download's modules, in the order the start-up needs them, each group run in a task of its own. Every
 * module is there once the scripts have arrived, but running them all at once is one long task the visitor cannot
 * interrupt: React's DOM renderer, the largest, goes first; then the configuration's schema and the texts' library;
 * the first screen's wiring and its contracts (axios, zod's schemas); the store; the screens and their styled
 * components; and the start-up itself, whose modules have then all run. `eager`: no separate download, only the
 * moment each module runs. Only the app's own modules are named here: a library written as ES modules stays a
 * static import of the app's, as importing its whole namespace would keep every export of it in the bundle.
 */
const moduleGroups: readonly (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ './load-config'),
      import(/* webpackMode: "eager" */ '@/presentation/i18n/i18n'),
    ]),
  () => import(/* webpackMode: "eager" */ './app-resolver'),
  () => import(/* webpackMode: "eager" */ '@/presentation/store/app-store'),
  () => import(/* webpackMode: "eager" */ '@/presentation/routes/app-routes'),
];

async function start(rootElement: HTMLElement): Promise<void> {
  // A screen the server drew is painted before any of it runs.
  if (rootElement.firstElementChild !== null) await afterNextPaint();
  for (const group of moduleGroups) {
    await group();
    await nextTask();
  }
  const { bootstrap } = await import(/* webpackMode: "eager" */ './bootstrap');
  await bootstrap(rootElement);
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
