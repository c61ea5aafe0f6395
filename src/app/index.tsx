import { nextTask } from './next-task';

/**
 * Every module of the first download is there once the scripts have arrived, but running them all at once is one
 * long task the visitor cannot interrupt. React's DOM renderer, the largest, runs in a task of its own; the app
 * (which imports it) in the next. `eager`: no separate download, only the moment each module runs. (A library
 * written as ES modules stays a static import of the app's: importing its whole namespace here would keep every
 * export of it in the bundle.)
 */
async function start(rootElement: HTMLElement): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { bootstrap } = await import(/* webpackMode: "eager" */ './bootstrap');
  await bootstrap(rootElement);
}

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
