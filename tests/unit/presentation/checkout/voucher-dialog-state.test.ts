import {
  appliedVoucherDiscount,
  canAddVoucher,
  initialVoucherDialogState,
  voucherDialogTransition,
  type VoucherDialogEvent,
  type VoucherDialogState,
} from '@/presentation/store/checkout/voucher-dialog-state';

const run = (events: readonly VoucherDialogEvent[], from: VoucherDialogState = initialVoucherDialogState) =>
  events.reduce(voucherDialogTransition, from);

const typed = (code: string): VoucherDialogEvent[] => [{ type: 'OPENED' }, { type: 'CODE_CHANGED', code }];
const pending = run([...typed('SUMMER10'), { type: 'SUBMITTED' }]);
const applied = run([{ type: 'VALIDATION_SUCCEEDED', attempt: 1, discount: 500 }], pending);
const failed = run([{ type: 'VALIDATION_FAILED', attempt: 1, message: 'Voucher has expired' }], pending);

describe('voucherDialogTransition', () => {
  it('starts closed and empty', () => {
    expect(initialVoucherDialogState).toEqual({
      open: false,
      code: '',
      fieldError: null,
      validation: { status: 'NONE' },
      attempt: 0,
    });
  });

  it('sends a valid code: the check is pending under a new attempt number', () => {
    expect(pending).toEqual({
      open: true,
      code: 'SUMMER10',
      fieldError: null,
      validation: { status: 'PENDING' },
      attempt: 1,
    });
  });

  it('shows the voucher applied with its discount after the server accepts it', () => {
    expect(applied.validation).toEqual({ status: 'APPLIED', code: 'SUMMER10', discount: 500 });
    expect(appliedVoucherDiscount(applied)).toBe(500);
  });

  it('keeps the server message after a refusal, and applies nothing', () => {
    expect(failed.validation).toEqual({ status: 'ERROR', message: 'Voucher has expired' });
    expect(appliedVoucherDiscount(failed)).toBe(0);
  });

  it.each<[string, VoucherDialogState, VoucherDialogEvent[], Partial<VoucherDialogState>]>([
    ['typing a letter', initialVoucherDialogState, typed('S'), { code: 'S', fieldError: null }],
    [
      'emptying the field asks for a code',
      initialVoucherDialogState,
      [...typed('S'), { type: 'CODE_CHANGED', code: '' }],
      { code: '', fieldError: 'VOUCHER_CODE_REQUIRED' },
    ],
    [
      'a space is ignored',
      initialVoucherDialogState,
      [...typed('S'), { type: 'CODE_CHANGED', code: 'S ' }],
      { code: 'S' },
    ],
    ['ä is ignored', initialVoucherDialogState, [...typed('K'), { type: 'CODE_CHANGED', code: 'Kä' }], { code: 'K' }],
    [
      'a 51st character is ignored',
      initialVoucherDialogState,
      [...typed('A'.repeat(50)), { type: 'CODE_CHANGED', code: 'A'.repeat(51) }],
      { code: 'A'.repeat(50) },
    ],
    [
      'sending an empty code asks for one and sends nothing',
      initialVoucherDialogState,
      [{ type: 'OPENED' }, { type: 'SUBMITTED' }],
      { fieldError: 'VOUCHER_CODE_REQUIRED', validation: { status: 'NONE' }, attempt: 0 },
    ],
    ['typing while pending is ignored', pending, [{ type: 'CODE_CHANGED', code: 'OTHER' }], { code: 'SUMMER10' }],
    ['sending twice while pending sends once', pending, [{ type: 'SUBMITTED' }], { attempt: 1 }],
    [
      'typing after a refusal clears the message',
      failed,
      [{ type: 'CODE_CHANGED', code: 'WINTER5' }],
      { code: 'WINTER5', validation: { status: 'NONE' } },
    ],
    [
      'sending again after a refusal starts a new attempt',
      failed,
      [{ type: 'SUBMITTED' }],
      { validation: { status: 'PENDING' }, attempt: 2 },
    ],
    [
      'an answer to an older attempt is ignored',
      run([{ type: 'CODE_CHANGED', code: 'WINTER5' }, { type: 'SUBMITTED' }], failed),
      [{ type: 'VALIDATION_SUCCEEDED', attempt: 1, discount: 500 }],
      { validation: { status: 'PENDING' }, attempt: 2 },
    ],
    [
      'Continue closes and keeps the voucher',
      applied,
      [{ type: 'CONTINUED' }],
      { open: false, validation: applied.validation },
    ],
    [
      'closing after success keeps the voucher',
      applied,
      [{ type: 'CLOSED' }],
      { open: false, validation: applied.validation },
    ],
    ['Continue does nothing before success', pending, [{ type: 'CONTINUED' }], { open: true }],
    [
      'closing while pending resets the validation and the code',
      pending,
      [{ type: 'CLOSED' }],
      { open: false, code: '', validation: { status: 'NONE' } },
    ],
    [
      'closing after a refusal resets the validation and the code',
      failed,
      [{ type: 'CLOSED' }],
      { open: false, code: '', validation: { status: 'NONE' } },
    ],
    [
      'an answer arriving after closing is ignored',
      pending,
      [{ type: 'CLOSED' }, { type: 'VALIDATION_SUCCEEDED', attempt: 1, discount: 500 }],
      { validation: { status: 'NONE' } },
    ],
    [
      'reopening after a pending close, the old answer does not count for the new code',
      pending,
      [
        { type: 'CLOSED' },
        ...typed('WINTER5'),
        { type: 'SUBMITTED' },
        { type: 'VALIDATION_SUCCEEDED', attempt: 1, discount: 500 },
      ],
      { code: 'WINTER5', validation: { status: 'PENDING' }, attempt: 2 },
    ],
    [
      'the close icon removes an applied voucher',
      run([{ type: 'CONTINUED' }], applied),
      [{ type: 'VOUCHER_REMOVED' }],
      { open: false, code: '', validation: { status: 'NONE' }, fieldError: null },
    ],
    [
      'opening keeps an applied voucher',
      run([{ type: 'CONTINUED' }], applied),
      [{ type: 'OPENED' }],
      { open: true, validation: applied.validation },
    ],
  ])('%s', (_case, from, events, expected) => {
    expect(run(events, from)).toMatchObject(expected);
  });
});

describe('canAddVoucher', () => {
  it.each<[string, VoucherDialogState, boolean]>([
    ['empty', run([{ type: 'OPENED' }]), false],
    ['emptied', run([...typed('S'), { type: 'CODE_CHANGED', code: '' }]), false],
    ['a code typed', run(typed('S')), true],
    ['pending', pending, false],
    ['applied', applied, false],
    ['refused', failed, true],
  ])('%s: %p', (_case, state, expected) => {
    expect(canAddVoucher(state)).toBe(expected);
  });
});
