import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import {
  storeSettingsBodySchema,
  storeSettingsResponseSchema,
  type StoreSettingsResponse,
} from '@/contract/merchant/store-settings.contract';
import { parseBody } from '../../http/parse-body';
import { storeTimeZoneOf } from '../../catalogue/index';
import { BadRequestError } from '../../http/bad-request-error';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { text } from '../../i18n/localized';
import { changeStoreSettings } from '../change-store-settings';
import type { MerchantContext } from '../merchant-context';
import { requireOwner } from './staff-guard';
import type { StaffMember } from '../store/staff-session-store';
import type { StoreSettingsRow, StoreSettingsStore } from '../store/store-settings-store';

const path = `${merchantApiV1}/${merchantPaths.storeSettings}`;
const common = { tags: ['merchant'], session: true, response: storeSettingsResponseSchema } as const;

function settingsAnswer(row: StoreSettingsRow): StoreSettingsResponse {
  // A zone the runtime no longer knows reads as the one the store's pages actually use.
  return { settings: { time_zone: storeTimeZoneOf(row.timeZone), preparation_time_flag: row.preparationTimeFlag } };
}

function unknownZone(zone: string): BadRequestError {
  return new BadRequestError(text('storeSettings.unknownTimeZone', { zone }), [
    { field: 'time_zone', message: text('storeSettings.unknownTimeZoneField', { zone }) },
  ]);
}

/**
 * The owner's settings of their store: the time zone its days, "today", ranges and reports are counted in, and
 * whether its customers see a preparation countdown. Owners only (staff 403), for the session's own store only.
 */
export function registerStoreSettingsRoutes(
  app: FastifyInstance,
  context: MerchantContext,
  store: StoreSettingsStore,
): void {
  const answer = async (member: StaffMember) => {
    const row = await store.read(member.companyId);
    if (row === null) throw new NotFoundError(text('notFound.store', { id: member.companyQueryId }));
    return checkResponse(storeSettingsResponseSchema, settingsAnswer(row));
  };

  app.get(
    path,
    withContract({
      ...common,
      summary: 'The owner\u2019s settings of their store: its time zone and the preparation countdown',
      description: 'The store\u2019s owner only; staff answer 403.',
    }),
    async (request) => answer(await requireOwner(request, context.sessions)),
  );

  app.put(
    path,
    withContract({
      ...common,
      summary: 'Changes the store\u2019s time zone and whether customers see a preparation countdown',
      description:
        'The store\u2019s owner only; staff answer 403. A time zone the server does not know answers 400 naming ' +
        'time_zone. The next request of any page reads the new values.',
      body: storeSettingsBodySchema,
    }),
    async (request) => {
      const member = await requireOwner(request, context.sessions);
      const body = parseBody(storeSettingsBodySchema, request.body);
      const change = await changeStoreSettings(context, store, member, {
        timeZone: body.time_zone,
        preparationTimeFlag: body.preparation_time_flag,
      });
      if (change.outcome === 'refused') throw unknownZone(body.time_zone);
      return answer(member);
    },
  );
}
