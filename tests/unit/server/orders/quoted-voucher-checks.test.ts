import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedLimiter } from '@/server/http/keyed-rate-limit';
import { quotedVoucherChecks } from '@/server/orders/pricing/quoted-voucher-checks';

const request = {} as FastifyRequest;
const reply = {} as FastifyReply;

function counting() {
  const counted: string[] = [];
  const limit: KeyedLimiter = async (key) => {
    counted.push(key);
  };
  return { counted, check: quotedVoucherChecks(limit) };
}

describe('the voucher checks a cart quote counts', () => {
  it('counts a new code, not the applied code priced again with each tip or quantity change', async () => {
    const { counted, check } = counting();
    for (let change = 0; change < 10; change += 1) await check(7, 'WELCOME10', request, reply);
    expect(counted).toEqual(['user:7']);
  });

  it('counts every code that differs from the one before, so trying codes is limited as on validate_voucher', async () => {
    const { counted, check } = counting();
    for (const code of ['AAA1', 'AAA2', 'AAA1', 'AAA2']) await check(7, code, request, reply);
    expect(counted).toEqual(['user:7', 'user:7', 'user:7', 'user:7']);
  });

  it('keeps each account apart', async () => {
    const { counted, check } = counting();
    await check(7, 'WELCOME10', request, reply);
    await check(8, 'WELCOME10', request, reply);
    await check(7, 'WELCOME10', request, reply);
    expect(counted).toEqual(['user:7', 'user:8']);
  });

  it('remembers no code the limit refused, so it is counted when tried again', async () => {
    const refused = new Error('429');
    const counted: string[] = [];
    let refuse = true;
    const check = quotedVoucherChecks(async (key) => {
      counted.push(key);
      if (refuse) throw refused;
    });
    await expect(check(7, 'GUESS1', request, reply)).rejects.toBe(refused);
    refuse = false;
    await check(7, 'GUESS1', request, reply);
    expect(counted).toEqual(['user:7', 'user:7']);
  });
});
