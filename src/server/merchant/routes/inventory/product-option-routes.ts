import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { productOptionDeletedSchema, productOptionParamsSchema } from '@/contract/merchant/store-products.contract';
import { fieldError } from '../../../http/field-error';
import { checkResponse, parseParams } from '../../../http/parse-request';
import { withContract } from '../../../http/route-contract';
import { text } from '../../../i18n/localized';
import type { MerchantContext } from '../../merchant-context';
import { requireStaff } from '../staff-guard';
import type { ProductOptionStore } from '../../store/inventory/product-option-store';

/** How many of the products using an entry the refusal names; the count says how many there are. */
const namedProducts = 3;

/**
 * DELETE /merchant/v1/products/options/{list}/{value}: a staff member (owner or staff) deletes an entry of a
 * dropdown of the product-add table. An entry no product of the store uses leaves the store's list (a category is
 * removed); one in use is refused with 400 naming its field (`value`) and the products that use it.
 */
export function registerProductOptionRoutes(
  app: FastifyInstance,
  context: { readonly sessions: MerchantContext['sessions']; readonly options: ProductOptionStore },
): void {
  app.delete(
    `${merchantApiV1}/products/options/:list/:value`,
    withContract({
      summary: 'Deletes an entry of the product-add table\u2019s category, brand or size list of the store',
      description:
        'Compared without case. An entry a product of the store uses answers 400 naming the field `value` and ' +
        'the products; an entry the store does not hold is deleted already.',
      tags: ['merchant'],
      session: true,
      params: productOptionParamsSchema,
      response: productOptionDeletedSchema,
    }),
    async (request) => {
      const member = await requireStaff(request, context.sessions);
      const { list, value } = parseParams(productOptionParamsSchema, request.params);
      const entry = value.trim();
      const deletion = await context.options.delete(member.companyId, list, entry);
      if (!deletion.ok) {
        const shown = deletion.usedBy.slice(0, namedProducts).join(', ');
        const products = deletion.usedBy.length > namedProducts ? `${shown}, \u2026` : shown;
        throw fieldError(
          'value',
          text('inventory.optionInUse', { value: entry, count: deletion.usedBy.length, products }),
        );
      }
      return checkResponse(productOptionDeletedSchema, { deleted: { list, value: entry } });
    },
  );
}
