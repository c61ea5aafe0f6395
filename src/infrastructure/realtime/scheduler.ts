/** The timers the event stream needs, injected so unit tests drive them with fake timers. */
export interface RealtimeScheduler {
  /** Calls `run` once after `ms`; the returned function cancels it. */
  after(ms: number, run: () => void): () => void;
  /** Calls `run` every `ms`, first after `ms`; the returned function stops it. */
  every(ms: number, run: () => void): () => void;
}

export const browserScheduler: RealtimeScheduler = {
  after: (ms, run) => {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  every: (ms, run) => {
    const id = setInterval(run, ms);
    return () => clearInterval(id);
  },
};
