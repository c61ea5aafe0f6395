import { nextTask } from '@/app/next-task';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

it('resolves in a later task, after the tasks already queued', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  void Promise.resolve().then(() => order.push('microtask'));
  await nextTask();
  order.push('after');
  expect(order).toEqual(['microtask', 'queued task', 'after']);
});

it("yields through the browser's scheduler where it has one", async () => {
  const yielded = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
  await nextTask();
  expect(yielded).toHaveBeenCalledTimes(1);
});
