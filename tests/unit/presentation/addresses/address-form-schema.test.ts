import { addressFormSchema, fieldErrorKeys } from '@/presentation/pages/addresses/address-form-schema';

const filled = {
  title: 'Home',
  flatOrVillaNumber: '12 B',
  building: '',
  street: 'Tariq Road',
  area: 'PECHS',
  landmark: '',
};

describe('address form schema', () => {
  it('accepts a form with the four required fields and empty optional ones', () => {
    expect(addressFormSchema.safeParse(filled)).toMatchObject({ success: true, data: filled });
  });

  it('refuses each required field left empty or blank with the required-field message key', () => {
    const parsed = addressFormSchema.safeParse({ ...filled, title: '', flatOrVillaNumber: '  ', street: '', area: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'address.fieldRequired'],
      ['flatOrVillaNumber', 'address.fieldRequired'],
      ['street', 'address.fieldRequired'],
      ['area', 'address.fieldRequired'],
    ]);
  });

  it("turns the save use case's refusal into the form's field messages", () => {
    expect(fieldErrorKeys({ street: 'REQUIRED', area: 'REQUIRED' })).toEqual([
      ['street', 'address.fieldRequired'],
      ['area', 'address.fieldRequired'],
    ]);
  });
});
