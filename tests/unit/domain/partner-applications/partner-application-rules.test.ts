import {
  applicationFileLimits,
  merchantApplicationFieldsSchema,
  riderApplicationFieldsSchema,
  vehicleTypes as contractVehicleTypes,
} from '@/contract/partner-applications/applications.contract';
import {
  attachmentLimits,
  vehicleTypes,
  type AttachmentInfo,
  type MerchantApplicationFields,
  type RiderApplicationFields,
} from '@/domain/partner-applications/partner-application';
import {
  attachmentProblems,
  hasAttachmentProblems,
  isAcceptedAttachmentType,
  isPartnerPhone,
  partnerFieldProblems,
  trimmedPartnerFields,
} from '@/domain/partner-applications/partner-application-rules';

const merchant: MerchantApplicationFields = {
  businessName: 'Helmi Pizza',
  contactName: 'Anna Virtanen',
  email: 'anna@helmi.fi',
  phone: '+358 40 123 4567',
  city: 'Helsinki',
  message: '',
};

const rider: RiderApplicationFields = {
  fullName: 'Ali Khan',
  email: 'ali@example.com',
  phone: '0300-1234567',
  city: 'Karachi',
  vehicleType: 'motorbike',
  message: 'Weekends only',
};

const file = (overrides: Partial<AttachmentInfo> = {}): AttachmentInfo => ({
  slot: 'logo',
  name: 'logo.png',
  type: 'image/png',
  size: 1000,
  ...overrides,
});

describe('partner application fields', () => {
  it('accepts a complete merchant and rider form', () => {
    expect(partnerFieldProblems({ kind: 'merchant', fields: merchant })).toEqual({});
    expect(partnerFieldProblems({ kind: 'rider', fields: rider })).toEqual({});
  });

  it('names each required field left empty or blank, but not the optional message', () => {
    const empty = { ...merchant, businessName: '', contactName: '   ', city: '', message: '' };
    expect(partnerFieldProblems({ kind: 'merchant', fields: empty })).toEqual({
      businessName: 'REQUIRED',
      contactName: 'REQUIRED',
      city: 'REQUIRED',
    });
  });

  it('requires a rider to choose one of the offered vehicles', () => {
    expect(partnerFieldProblems({ kind: 'rider', fields: { ...rider, vehicleType: '' } })).toEqual({
      vehicleType: 'REQUIRED',
    });
    const unknown = { ...rider, vehicleType: 'tractor' } as unknown as RiderApplicationFields;
    expect(partnerFieldProblems({ kind: 'rider', fields: unknown })).toEqual({ vehicleType: 'REQUIRED' });
  });

  it('refuses an e-mail address and a phone number that are not one', () => {
    expect(partnerFieldProblems({ kind: 'merchant', fields: { ...merchant, email: 'anna@', phone: '12345' } })).toEqual(
      { email: 'INVALID_EMAIL', phone: 'INVALID_PHONE' },
    );
  });

  it('refuses text longer than the service stores', () => {
    expect(
      partnerFieldProblems({
        kind: 'merchant',
        fields: { ...merchant, city: 'x'.repeat(101), message: 'y'.repeat(2001) },
      }),
    ).toEqual({ city: 'TOO_LONG', message: 'TOO_LONG' });
    expect(partnerFieldProblems({ kind: 'merchant', fields: { ...merchant, city: 'x'.repeat(100) } })).toEqual({});
  });

  it.each([
    ['+358 40 123 4567', true],
    ['0300-1234567', true],
    ['1234567', true],
    ['123456', false],
    ['1234567890123456', false],
    ['+92--300', false],
    ['phone', false],
  ])('reads %s as a phone number: %s, as the service does', (value, valid) => {
    expect(isPartnerPhone(value)).toBe(valid);
    const served = merchantApplicationFieldsSchema.safeParse({
      business_name: 'a',
      contact_name: 'b',
      email: 'a@b.fi',
      phone: value,
      city: 'c',
    });
    expect(served.success).toBe(valid);
  });

  it('sends the text trimmed', () => {
    const trimmed = trimmedPartnerFields({ kind: 'rider', fields: { ...rider, fullName: '  Ali Khan ' } });
    expect(trimmed.fields.fullName).toBe('Ali Khan');
    expect(trimmed.kind).toBe('rider');
  });

  it('offers the vehicles the service takes', () => {
    expect(vehicleTypes).toEqual(contractVehicleTypes);
    expect(riderApplicationFieldsSchema.safeParse({ ...rider, full_name: 'a', vehicle_type: 'e_bike' }).success).toBe(
      true,
    );
  });
});

describe('partner application files', () => {
  it('has the service limits', () => {
    expect(attachmentLimits.maxBytes).toBe(applicationFileLimits.maxBytes);
    expect(attachmentLimits.maxFiles).toBe(applicationFileLimits.maxFiles);
  });

  it.each([
    ['menu.pdf', 'application/pdf', true],
    ['logo.png', 'image/png', true],
    ['photo.JPG', 'image/jpeg', true],
    ['scan.PDF', '', true],
    ['scan.jpeg', 'application/octet-stream', true],
    ['notes.txt', 'text/plain', false],
    ['menu.pdf', 'text/plain', false],
    ['menu.docx', '', false],
    ['README', '', false],
  ])('%s declared as "%s" is accepted: %s', (name, type, accepted) => {
    expect(isAcceptedAttachmentType({ name, type })).toBe(accepted);
  });

  it('allows exactly 5 MB per file', () => {
    expect(attachmentProblems([file({ size: 5 * 1024 * 1024 })])).toEqual({ tooMany: false, files: [null] });
    expect(attachmentProblems([file({ size: 5 * 1024 * 1024 + 1 })])).toEqual({
      tooMany: false,
      files: ['FILE_TOO_LARGE'],
    });
  });

  it('names the problem of each file by its position, the type first', () => {
    const problems = attachmentProblems([
      file(),
      file({ name: 'notes.txt', type: 'text/plain', size: 6 * 1024 * 1024 }),
      file({ size: 6 * 1024 * 1024 }),
    ]);
    expect(problems).toEqual({ tooMany: false, files: [null, 'FILE_TYPE_NOT_ACCEPTED', 'FILE_TOO_LARGE'] });
    expect(hasAttachmentProblems(problems)).toBe(true);
  });

  it('allows at most 3 files in all slots together', () => {
    const three = [file(), file({ slot: 'menu' }), file({ slot: 'menu' })];
    expect(hasAttachmentProblems(attachmentProblems(three))).toBe(false);
    expect(attachmentProblems([...three, file()])).toEqual({ tooMany: true, files: [null, null, null, null] });
  });
});
