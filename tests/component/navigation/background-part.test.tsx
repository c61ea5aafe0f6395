import { render, screen } from '@testing-library/react';
import { BackgroundPart, retryDelayMs } from '@/presentation/components/background-part';

function Stream() {
  return <p>stream open</p>;
}

describe('a background part of the shell whose code cannot load', () => {
  it('leaves the page standing and loads again after its delay', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loads: number[] = [];
    const load = () => {
      loads.push(loads.length + 1);
      return loads.length === 1
        ? Promise.reject(new Error('Loading chunk realtime failed'))
        : Promise.resolve({ default: Stream });
    };
    render(
      <main>
        <h1>Your order</h1>
        <BackgroundPart load={load} delayMs={() => 10} />
      </main>,
    );

    expect(await screen.findByText('stream open')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(loads).toEqual([1, 2]);
    consoleError.mockRestore();
  });

  it('waits 2 s after the first failure, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
