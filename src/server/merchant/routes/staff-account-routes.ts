import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import {
  staffAccountRemovedSchema,
  staffAccountResponseSchema,
  type StaffAccountDto,
} from '@/contract/merchant/staff-accounts.contract';
import {
  newStaffAccountBodySchema,
  staffAccountParamsSchema,
  staffPasswordBodySchema,
  staffRoleBodySchema,
} from '@/contract/merchant/staff-account-requests.contract';
import { staffAccountLimits } from '@/domain/merchant-console/staff-account-rules';
import { fieldError } from '../../http/field-error';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseParams } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { MerchantContext } from '../merchant-context';
import type { AccountChange, StaffAccountStore } from '../store/staff-account-store';
import type { StaffRow } from '../store/staff-repository';
import { requireOwner } from './staff-guard';

export function staffAccountDto(row: StaffRow): StaffAccountDto {
  return { query_id: row.queryId, username: row.username, full_name: row.fullName, role: row.consoleRole };
}

/** The changed account, or the refusal: another store's or an unknown account is 404, the last owner 400. */
function changedAccount(change: AccountChange, queryId: string, field: string): StaffRow {
  if (change.outcome === 'not_found') throw new NotFoundError(text('notFound.staffAccount', { id: queryId }));
  if (change.outcome === 'last_owner') throw fieldError(field, text('staff.lastOwner'));
  return change.row;
}

/**
 * The owner's changes to the store's staff accounts: add, change role, reset password, remove. Owners only
 * (403 for staff); an account of another store answers 404; the last owner can be neither demoted nor removed.
 */
export function registerStaffAccountRoutes(
  app: FastifyInstance,
  context: MerchantContext,
  accounts: StaffAccountStore,
): void {
  const owners = { tags: ['merchant'], session: true } as const;

  app.post(
    `${merchantApiV1}/staff`,
    withContract({
      ...owners,
      summary: 'Adds a staff account to the owner\u2019s store',
      description:
        'A taken username answers 400 naming the field username, and so does a store that already holds ' +
        `${staffAccountLimits.accountsPerStore} accounts (its most).`,
      body: newStaffAccountBodySchema,
      response: staffAccountResponseSchema,
      successStatus: 201,
    }),
    async (request, reply) => {
      const owner = await requireOwner(request, context.sessions);
      const body = parseBody(newStaffAccountBodySchema, request.body);
      const addition = await accounts.add(owner.companyId, {
        username: body.username,
        fullName: body.full_name,
        password: body.password,
        role: body.role,
      });
      if (addition.outcome === 'username_taken') throw fieldError('username', text('staff.usernameTaken'));
      if (addition.outcome === 'store_full') {
        throw fieldError('username', text('staff.storeFull', { max: staffAccountLimits.accountsPerStore }));
      }
      const { row } = addition;
      context.log.info({ staff: row.queryId }, 'Staff account added');
      return reply.code(201).send(checkResponse(staffAccountResponseSchema, { account: staffAccountDto(row) }));
    },
  );

  app.put(
    `${merchantApiV1}/staff/:staffQueryId/role`,
    withContract({
      ...owners,
      summary: 'Makes a staff account of the owner\u2019s store an owner or staff',
      description: 'Demoting the store\u2019s last owner answers 400.',
      params: staffAccountParamsSchema,
      body: staffRoleBodySchema,
      response: staffAccountResponseSchema,
    }),
    async (request) => {
      const owner = await requireOwner(request, context.sessions);
      const { staffQueryId } = parseParams(staffAccountParamsSchema, request.params);
      const { role } = parseBody(staffRoleBodySchema, request.body);
      const row = changedAccount(await accounts.changeRole(owner.companyId, staffQueryId, role), staffQueryId, 'role');
      return checkResponse(staffAccountResponseSchema, { account: staffAccountDto(row) });
    },
  );

  app.put(
    `${merchantApiV1}/staff/:staffQueryId/password`,
    withContract({
      ...owners,
      summary: 'Sets a new password on a staff account of the owner\u2019s store',
      description: 'The account\u2019s open sessions end: it signs in again with the new password.',
      params: staffAccountParamsSchema,
      body: staffPasswordBodySchema,
      response: staffAccountResponseSchema,
    }),
    async (request) => {
      const owner = await requireOwner(request, context.sessions);
      const { staffQueryId } = parseParams(staffAccountParamsSchema, request.params);
      const { password } = parseBody(staffPasswordBodySchema, request.body);
      const change = await accounts.resetPassword(owner.companyId, staffQueryId, password);
      const row = changedAccount(change, staffQueryId, 'password');
      context.log.info({ staff: row.queryId }, 'Staff password reset');
      return checkResponse(staffAccountResponseSchema, { account: staffAccountDto(row) });
    },
  );

  app.delete(
    `${merchantApiV1}/staff/:staffQueryId`,
    withContract({
      ...owners,
      summary: 'Removes a staff account of the owner\u2019s store',
      description: 'Removing the store\u2019s last owner answers 400.',
      params: staffAccountParamsSchema,
      response: staffAccountRemovedSchema,
    }),
    async (request) => {
      const owner = await requireOwner(request, context.sessions);
      const { staffQueryId } = parseParams(staffAccountParamsSchema, request.params);
      changedAccount(await accounts.remove(owner.companyId, staffQueryId), staffQueryId, 'staff');
      context.log.info({ staff: staffQueryId }, 'Staff account removed');
      return checkResponse(staffAccountRemovedSchema, { removed: true });
    },
  );
}
