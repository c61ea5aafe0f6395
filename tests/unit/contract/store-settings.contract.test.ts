import { storeSettingsBodySchema, storeSettingsResponseSchema } from '@/contract/merchant/store-settings.contract';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

const helsinki = { time_zone: 'Europe/Helsinki', preparation_time_flag: true };

describe('the store settings on the wire', () => {
  it('takes both settings, in the body and in the answer', () => {
    expect(storeSettingsBodySchema.parse(helsinki)).toEqual(helsinki);
    expect(storeSettingsResponseSchema.parse({ settings: helsinki })).toEqual({ settings: helsinki });
  });

  it.each(['time_zone', 'preparation_time_flag'] as const)('refuses a body without %s, naming it', (field) => {
    const { [field]: _missing, ...body } = helsinki;
    expect(fieldsOf(storeSettingsBodySchema.safeParse(body))).toEqual([field]);
  });

  it.each([
    ['time_zone', ''],
    ['time_zone', 'x'.repeat(65)],
    ['time_zone', 3],
    ['preparation_time_flag', 'yes'],
    ['preparation_time_flag', null],
  ])('refuses %s = %p', (field, value) => {
    expect(fieldsOf(storeSettingsBodySchema.safeParse({ ...helsinki, [field]: value }))).toEqual([field]);
  });

  it('bounds the zone as long as the longest zone name the runtime knows, with room to spare', () => {
    const longest = Math.max(...Intl.supportedValuesOf('timeZone').map((zone) => zone.length));
    const zone = 'x'.repeat(longest);
    expect(storeSettingsBodySchema.safeParse({ ...helsinki, time_zone: zone }).success).toBe(true);
  });
});
