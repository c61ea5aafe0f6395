import { afterNextPaint } from '@/presentation/startup/after-next-paint';
import { nextTask } from './next-task';

/**
 * Every module of the first download is there once the scripts have arrived, but running them all at once is one
 * long task the visitor cannot interrupt. A screen the server drew is painted first; then React's DOM renderer,
 * the largest module, runs in a task of its own, and the app (which imports it) in the next. `eager`: no separate
 * download, only the moment each module runs. (A library written as ES modules stays a static import of the
 * app's: importing its whole namespace here would keep every export of it in the bundle.)
 */
async function start(rootElement: HTMLElement): Promise<void> {
  if (rootElement.firstElementChild !== null) await afterNextPaint();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { bootstrap } = await import(/* webpackMode: "eager" */ './bootstrap');
  await bootstrap(rootElement);
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
