/**
 * @jest-environment jsdom
 */
import { buildContainer, resolverFor } from '@/app/container';
import { useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';

function resolver() {
  const parsed = parseStorefrontConfig({});
  if (!parsed.ok) throw new Error('the configuration must be valid');
  return resolverFor(buildContainer(parsed.config));
}

describe('the composition root binds the application forms', () => {
  it('loads the use case on its first call and applies the rules before sending anything', async () => {
    const submit = resolver().resolve(useCaseTokens.submitPartnerApplication);
    expect(typeof submit).toBe('function');
    const outcome = await submit({
      kind: 'merchant',
      fields: {
        businessName: '',
        contactName: 'Anna',
        email: 'anna@helmi.fi',
        phone: '1234567',
        city: 'Oulu',
        message: '',
      },
      attachments: [],
    });
    expect(outcome).toEqual({ ok: false, refusal: 'INVALID_FIELDS', fieldProblems: { businessName: 'REQUIRED' } });
  });
});
