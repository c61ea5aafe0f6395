import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import {
  addressesResponseSchema,
  addressResponseSchema,
  createAddressBodySchema,
  deleteAddressBodySchema,
  selectAddressBodySchema,
  updateAddressBodySchema,
} from '@/contract/accounts/address.contract';
import { withContract } from '../../http/route-contract';
import { checkResponse } from '../../http/parse-request';
import { NotFoundError } from '../../http/not-found-error';
import { savedAddressLimit } from '@/domain/addresses/address-limits';
import { fieldError } from '../../http/field-error';
import type { AccountsContext } from '../accounts-context';
import { toAddressDto, toUserAddressesDto } from '../store/address-row';
import { addAddress } from '../add-address';
import { changeAddress } from '../change-address';
import { selectAddress } from '../select-address';
import type { AddressRow } from '../store/address-repository';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import type { SessionUser } from '../../shared/session/session-store';

const tags = ['accounts'];

const noSuchAddress = (queryId: string) => new NotFoundError(text('notFound.address', { id: queryId }));
const addressBookFull = () => fieldError('address', text('account.addressLimit', { limit: savedAddressLimit }));

/**
 * The signed-in user's addresses. Every call needs a session and reaches only that user's addresses:
 * another user's query id answers 404, exactly like one that does not exist.
 */
export function registerAddressRoutes(app: FastifyInstance, context: AccountsContext): void {
  const session = (request: FastifyRequest) => requireSession(request, context.db, context.clock);

  async function slots(user: SessionUser, rows?: AddressRow[]) {
    const [all, row] = await Promise.all([
      rows ? Promise.resolve(rows) : context.addresses.listOf(user.userId),
      context.users.findByQueryId(user.userQueryId),
    ]);
    return toUserAddressesDto(all, row?.selectedAddressQueryId ?? null);
  }

  async function savedAnswer(user: SessionUser, saved: AddressRow) {
    return checkResponse(addressResponseSchema, { address: toAddressDto(saved), addresses: await slots(user) });
  }

  app.get(
    `${walletApiV1}/${accountsPaths.addresses}`,
    withContract({
      summary: "The signed-in user's address slots",
      description: `At most ${savedAddressLimit} addresses in all, the most a customer may keep.`,
      tags,
      session: true,
      response: addressesResponseSchema,
    }),
    async (request) => {
      const user = await session(request);
      return checkResponse(addressesResponseSchema, { addresses: await slots(user) });
    },
  );

  app.post(
    `${walletApiV1}/${accountsPaths.createAddress}`,
    withContract({
      summary: 'Saves a new address; the server decides its slot (home, work, others) and description',
      description:
        `A customer keeps at most ${savedAddressLimit} addresses: one more is refused with 400 naming address, ` +
        'so the address lists of every answer stay within that many.',
      tags,
      session: true,
      body: createAddressBodySchema,
      response: addressResponseSchema,
    }),
    async (request) => {
      const user = await session(request);
      const { address } = parseBody(createAddressBodySchema, request.body);
      const added = await addAddress(context, user.userId, address);
      if (added.outcome === 'book_full') throw addressBookFull();
      return savedAnswer(user, added.address);
    },
  );

  app.put(
    `${walletApiV1}/${accountsPaths.updateAddress}`,
    withContract({
      summary: "Changes one of the user's addresses by query_id; its title stays",
      tags,
      session: true,
      body: updateAddressBodySchema,
      response: addressResponseSchema,
    }),
    async (request) => {
      const user = await session(request);
      const { address } = parseBody(updateAddressBodySchema, request.body);
      const changed = await changeAddress(context, user.userId, address);
      if (changed.outcome === 'no_such_address') throw noSuchAddress(address.query_id);
      return savedAnswer(user, changed.address);
    },
  );

  app.delete(
    `${walletApiV1}/${accountsPaths.deleteAddress}`,
    withContract({
      summary: "Deletes one of the user's addresses by query_id",
      tags,
      session: true,
      body: deleteAddressBodySchema,
      response: addressesResponseSchema,
    }),
    async (request) => {
      const user = await session(request);
      const { address } = parseBody(deleteAddressBodySchema, request.body);
      if (!(await context.addresses.delete(user.userId, address.query_id))) throw noSuchAddress(address.query_id);
      return checkResponse(addressesResponseSchema, { addresses: await slots(user) });
    },
  );

  app.put(
    `${walletApiV1}/${accountsPaths.selectAddress}`,
    withContract({
      summary: 'Chooses the address orders go to, or none',
      tags,
      session: true,
      body: selectAddressBodySchema,
      response: addressesResponseSchema,
    }),
    async (request) => {
      const user = await session(request);
      const { address_query_id } = parseBody(selectAddressBodySchema, request.body);
      const selected = await selectAddress(context, user.userId, address_query_id);
      if (selected.outcome === 'no_such_address') throw noSuchAddress(address_query_id!);
      return checkResponse(addressesResponseSchema, {
        addresses: toUserAddressesDto(selected.addresses, address_query_id),
      });
    },
  );
}
