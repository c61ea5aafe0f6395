import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import {
  orderCapBodySchema,
  orderIntakeResponseSchema,
  orderPauseBodySchema,
  type OrderIntakeResponse,
} from '@/contract/merchant/order-intake.contract';
import { pauseEndsAt } from '@/domain/catalogue/order-intake';
import { parseBody } from '../../http/parse-body';
import { orderIntakeHoldDto } from '../../catalogue/index';
import type { OrderIntakeRow } from '../../orders/index';
import { NotFoundError } from '../../http/not-found-error';
import { text } from '../../i18n/localized';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import { requireStaff } from './staff-guard';
import type { StaffMember } from '../store/staff-session-store';

const base = `${merchantApiV1}/${merchantPaths.orderIntake}`;
const common = { tags: ['merchant'], session: true, response: orderIntakeResponseSchema } as const;

/** The store's pause and cap as the console shows them, with whether it takes new orders now. */
function intakeAnswer(row: OrderIntakeRow, now: number): OrderIntakeResponse {
  const pausedUntil =
    row.ordersPausedUntil !== null && row.ordersPausedUntil.getTime() > now ? row.ordersPausedUntil : null;
  return {
    intake: {
      paused_until: pausedUntil?.toISOString() ?? null,
      paused_until_resumed: row.ordersPausedUntilResumed,
      orders_per_quarter_hour: row.orderCapPerQuarterHour,
      hold: orderIntakeHoldDto(row, now),
    },
  };
}

/**
 * The staff slow their store's kitchen: pause new orders for a time or until they resume, or cap the orders of any
 * 15 minutes. Any staff member of the store, for their own store only (the session names it). The storefront
 * then shows the store as not taking orders and the server refuses new ones; placed orders go on as before.
 */
export function registerOrderIntakeRoutes(app: FastifyInstance, context: MerchantContext): void {
  const answer = async (member: StaffMember) => {
    const row = await context.intake.read(member.companyId);
    if (row === null) throw new NotFoundError(text('notFound.store', { id: member.companyQueryId }));
    return checkResponse(orderIntakeResponseSchema, intakeAnswer(row, context.clock()));
  };

  app.get(
    base,
    withContract({ ...common, summary: 'How the staff member\u2019s store slows new orders: its pause and cap' }),
    async (request) => answer(await requireStaff(request, context.sessions)),
  );

  app.put(
    `${base}/pause`,
    withContract({
      ...common,
      summary: 'Pauses the store\u2019s new orders for some minutes, or until resumed (minutes null)',
      body: orderPauseBodySchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { minutes } = parseBody(orderPauseBodySchema, request.body);
      const until = pauseEndsAt(context.clock(), minutes);
      await context.intake.pause(member.companyId, until === null ? null : new Date(until));
      context.log.info({ store: member.companyQueryId, minutes, staff: member.username }, 'New orders paused');
      return answer(member);
    },
  );

  app.delete(
    `${base}/pause`,
    withContract({ ...common, summary: 'Takes the store\u2019s new orders again (ends a pause)' }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      await context.intake.resume(member.companyId);
      context.log.info({ store: member.companyQueryId, staff: member.username }, 'New orders resumed');
      return answer(member);
    },
  );

  app.put(
    `${base}/cap`,
    withContract({
      ...common,
      summary: 'Caps the store\u2019s orders placed in any 15 minutes (0 for no cap)',
      body: orderCapBodySchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { orders_per_quarter_hour: cap } = parseBody(orderCapBodySchema, request.body);
      await context.intake.setCap(member.companyId, cap === 0 ? null : cap, new Date(context.clock()));
      context.log.info({ store: member.companyQueryId, cap, staff: member.username }, 'Order cap set');
      return answer(member);
    },
  );
}
