import { fileSizeParts } from '@/presentation/pages/partners/file-size';
import {
  emptyMerchantForm,
  emptyRiderForm,
  merchantFormSchema,
  riderFormSchema,
} from '@/presentation/pages/partners/partner-form-schema';

describe('the application form schemas', () => {
  it('turn the domain rule into message keys on the fields at fault', () => {
    const result = merchantFormSchema.safeParse({ ...emptyMerchantForm, email: 'x', phone: '+358 40 1234567' });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['businessName', 'partners.problems.required'],
      ['contactName', 'partners.problems.required'],
      ['email', 'partners.problems.invalidEmail'],
      ['city', 'partners.problems.required'],
    ]);
  });

  it('accept a complete rider form', () => {
    const values = {
      ...emptyRiderForm,
      fullName: 'Ali',
      email: 'ali@example.com',
      phone: '0300 1234567',
      city: 'Karachi',
      vehicleType: 'scooter',
    };
    expect(riderFormSchema.safeParse(values)).toEqual({ success: true, data: values });
  });
});

describe('file sizes', () => {
  it.each([
    [0, { unit: 'kB', amount: 1 }],
    [1500, { unit: 'kB', amount: 2 }],
    [1024 * 1024 - 1, { unit: 'kB', amount: 1024 }],
    [1024 * 1024, { unit: 'MB', amount: 1 }],
    [5.25 * 1024 * 1024, { unit: 'MB', amount: 5.3 }],
  ])('%d bytes read as %o', (bytes, parts) => {
    expect(fileSizeParts(bytes)).toEqual(parts);
  });
});
