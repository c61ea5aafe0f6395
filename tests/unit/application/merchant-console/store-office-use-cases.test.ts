import { createStoreOfficeUseCases } from '@/application/merchant-console/store-office.use-cases';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryStoreOffice } from '../../../support/fakes/in-memory-store-office';

function officeOver(now = '2026-11-26T10:00:00Z') {
  const office = new InMemoryStoreOffice();
  return { office, feature: createStoreOfficeUseCases({ office, clock: new FixedClock(Date.parse(now)) }) };
}

describe('the office use cases', () => {
  it('check a new staff account by the rule before asking, and send it folded', async () => {
    const { office, feature } = officeOver();
    await expect(
      feature.addStaffAccount({ username: ' A ', fullName: ' ', password: 'x'.repeat(201), role: 'staff' }),
    ).resolves.toEqual({
      ok: false,
      refusal: 'INVALID_FIELDS',
      problems: { username: 'TOO_SHORT', fullName: 'REQUIRED', password: 'TOO_LONG' },
    });
    expect(office.calls).toEqual([]);
    const added = await feature.addStaffAccount({
      username: ' New.Cook ',
      fullName: ' Uuno Cook ',
      password: ' Spaced pw 1 ',
      role: 'owner',
    });
    expect(added).toMatchObject({ ok: true, value: { username: 'new.cook', fullName: 'Uuno Cook', role: 'owner' } });
    expect(office.passwords.get('staff-1')).toBe(' Spaced pw 1 ');
  });

  it('check a new password before asking', async () => {
    const { office, feature } = officeOver();
    await expect(feature.resetStaffPassword('staff-sataman-helmi', 'short')).resolves.toEqual({
      ok: false,
      refusal: 'INVALID_FIELDS',
      problems: { password: 'TOO_SHORT' },
    });
    await expect(feature.resetStaffPassword('staff-sataman-helmi', 'fresh-2026')).resolves.toEqual({
      ok: false,
      refusal: 'INVALID_FIELDS',
      problems: { password: 'WEAK_PASSWORD' },
    });
    expect(office.calls).toEqual([]);
  });

  it.each([
    ['discount', '10', 1490, { nature: 'discount', amount: 10 }],
    ['discount', '10.5', 1490, { problem: 'NOT_AN_AMOUNT' }],
    ['discount', '101', 1490, { problem: 'TOO_LARGE' }],
    ['flat', '2,50', 1490, { nature: 'flat', amount: 250 }],
    ['flat', '14.91', 1490, { problem: 'TOO_LARGE' }],
    ['flat', '0', 1490, { problem: 'TOO_SMALL' }],
    ['flat', '', 1490, { problem: 'REQUIRED' }],
  ] as const)('take a %s promotion typed %s on a price of %i as %j', async (nature, typed, price, expected) => {
    const { office, feature } = officeOver();
    const product = { queryId: 'soup', name: 'Lohikeitto', price, priceAfterPromotion: price, promotion: null };
    const outcome = await feature.setPromotion(product, nature, typed);
    if ('problem' in expected) {
      expect(outcome).toEqual({ ok: false, refusal: 'INVALID_FIELDS', problem: expected.problem });
      expect(office.calls).toEqual([]);
    } else {
      expect(outcome).toMatchObject({ ok: true, value: { promotion: expected } });
    }
  });

  it('tell an ended voucher from an active one by the clock, and refuse a last day before the store\u2019s today', async () => {
    const { office, feature } = officeOver('2027-01-01T10:00:00Z');
    const listed = await feature.listPromotions();
    expect(listed.vouchers).toEqual([expect.objectContaining({ code: 'HELMI5', active: false })]);
    const refused = await feature.createVoucher(
      { code: 'a b', name: '', kind: 'percent', amount: '150', lastDay: '2026-11-25' },
      '2026-11-26',
    );
    expect(refused).toEqual({
      ok: false,
      refusal: 'INVALID_FIELDS',
      problems: { code: 'BAD_CODE', name: 'REQUIRED', amount: 'TOO_LARGE', lastDay: 'IN_THE_PAST' },
    });
    expect(office.calls).toEqual(['promotions']);
  });

  it('open the money pages on the last days up to today in the given zone, and refuse a bad range before asking', async () => {
    const { office, feature } = officeOver('2026-11-25T22:30:00Z');
    expect(feature.defaultReportRange(7, 'Europe/Helsinki')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(feature.defaultReportRange(7, 'UTC')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    await expect(feature.showProfitAndLoss({ from: '2026-11-02', to: '2026-11-01' }, 'day')).resolves.toEqual({
      ok: false,
      problem: 'ENDS_BEFORE_START',
    });
    expect(office.calls).toEqual([]);
  });
});

describe('the office\u2019s other calls', () => {
  it('show today\u2019s figures as the server counted them', async () => {
    const { office, feature } = officeOver();
    await expect(feature.showDashboard()).resolves.toEqual(office.todaysFigures);
    expect(office.calls).toEqual(['dashboard']);
  });

  it('list the staff accounts the server answers', async () => {
    const { feature } = officeOver();
    expect((await feature.listStaffAccounts()).map((account) => account.username)).toEqual([
      'helmi-owner',
      'helmi-staff',
    ]);
  });

  it('change the chosen account\u2019s role, and answer the refusal of leaving the store without an owner', async () => {
    const { feature } = officeOver();
    await expect(feature.changeStaffRole('staff-sataman-helmi', 'owner')).resolves.toMatchObject({
      ok: true,
      value: { queryId: 'staff-sataman-helmi', role: 'owner' },
    });
    await expect(feature.changeStaffRole('owner-sataman-helmi', 'staff')).resolves.toMatchObject({ ok: true });
    await expect(feature.changeStaffRole('staff-sataman-helmi', 'staff')).resolves.toMatchObject({
      ok: false,
      refusal: 'REFUSED',
      field: 'role',
    });
  });

  it('send a good new password for the chosen account as typed', async () => {
    const { office, feature } = officeOver();
    await expect(feature.resetStaffPassword('staff-sataman-helmi', ' Long enough 7 ')).resolves.toMatchObject({
      ok: true,
      value: { queryId: 'staff-sataman-helmi' },
    });
    expect(office.passwords.get('staff-sataman-helmi')).toBe(' Long enough 7 ');
  });

  it('remove the chosen account', async () => {
    const { office, feature } = officeOver();
    await expect(feature.removeStaffAccount('staff-sataman-helmi')).resolves.toEqual({ ok: true, value: null });
    expect(office.accounts.map((account) => account.queryId)).toEqual(['owner-sataman-helmi']);
  });

  it('end a product\u2019s promotion: it is charged its price again', async () => {
    const { office, feature } = officeOver();
    await expect(feature.endPromotion('fish')).resolves.toEqual({
      ok: true,
      value: expect.objectContaining({ queryId: 'fish', promotion: null, priceAfterPromotion: 1690 }),
    });
    expect(office.calls).toEqual(['setPromotion']);
  });

  it('send a valid voucher as the rule reads it', async () => {
    const { office, feature } = officeOver();
    const created = await feature.createVoucher(
      { code: 'winter10', name: ' Winter ', kind: 'percent', amount: '10', lastDay: '2026-12-31' },
      '2026-11-26',
    );
    expect(created).toMatchObject({ ok: true, value: { code: 'WINTER10', name: 'Winter', kind: 'percent' } });
    expect(office.vouchers.map((voucher) => voucher.code)).toEqual(['WINTER10', 'HELMI5']);
  });

  it('end the chosen voucher now', async () => {
    const { office, feature } = officeOver();
    await expect(feature.endVoucher('HELMI5')).resolves.toMatchObject({
      ok: true,
      value: { code: 'HELMI5', expiresAt: Date.parse('2026-11-26T10:00:00Z') },
    });
    expect(office.calls).toEqual(['endVoucher']);
  });
});
