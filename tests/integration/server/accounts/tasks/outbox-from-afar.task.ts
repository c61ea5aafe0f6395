import { createServer } from '@/server/app';

// Asks the real server's /dev/outbox from several peer addresses, through Fastify's inject (a test cannot open a
// connection from a foreign address), and answers each's status as one JSON line: { "<case>": status }.
export default async function run(args: readonly string[]): Promise<string> {
  const [dataDir, nodeEnv] = args;
  if (dataDir === undefined || (nodeEnv !== 'development' && nodeEnv !== 'production')) {
    throw new Error('usage: <dataDir> development|production');
  }
  const server = await createServer({ rateLimits: false, dataDir, nodeEnv, logger: false });
  const ask = async (remoteAddress: string, headers: Record<string, string> = {}) =>
    (await server.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers })).statusCode;
  try {
    const statuses = {
      'IPv4 loopback': await ask('127.0.0.1'),
      'IPv6 loopback': await ask('::1'),
      'IPv4-mapped loopback': await ask('::ffff:127.0.0.1'),
      'a foreign address': await ask('203.0.113.7'),
      'a foreign address claiming loopback in X-Forwarded-For': await ask('203.0.113.7', {
        'x-forwarded-for': '127.0.0.1',
        'x-real-ip': '127.0.0.1',
      }),
      'a private network address': await ask('192.168.1.20'),
    };
    return `${JSON.stringify(statuses)}\n`;
  } finally {
    await server.close();
  }
}
