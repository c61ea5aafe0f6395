import net from 'node:net';

/** Rejects with the same EADDRINUSE error listen() would give if the port is taken. */
export function ensurePortFree(port: number, host: string): Promise<void> {
  // Port 0 asks the system for any free port, which is always available.
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
