import {
  leavesStoreWithoutOwner,
  newStaffAccountProblems,
  normalNewStaffAccount,
  staffAccountLimits,
  staffPasswordProblem,
  type NewStaffAccount,
  type StaffAccount,
} from '@/domain/merchant-console/staff-account-rules';

const account: NewStaffAccount = {
  username: 'aino.k',
  fullName: 'Aino Korhonen',
  password: 'Salasana1',
  role: 'staff',
};

describe('a staff account password', () => {
  it.each([
    ['', 'REQUIRED'],
    ['Xx1'.padEnd(staffAccountLimits.passwordMin - 1, 'x'), 'TOO_SHORT'],
    ['Xx1'.padEnd(staffAccountLimits.passwordMin, 'x'), null],
    ['Xx1'.padEnd(staffAccountLimits.passwordMax, 'x'), null],
    ['Xx1'.padEnd(staffAccountLimits.passwordMax + 1, 'x'), 'TOO_LONG'],
    ['x'.repeat(staffAccountLimits.passwordMin), 'WEAK_PASSWORD'],
    ['        ', 'WEAK_PASSWORD'],
    [' Pass 1 word ', null],
  ])('%j: %s', (password, problem) => {
    expect(staffPasswordProblem(password)).toBe(problem);
  });
});

describe('a new staff account', () => {
  it('has no problem when every field is right', () => {
    expect(newStaffAccountProblems(account)).toEqual({});
  });

  it('is sent with its username trimmed and in lower case, its name trimmed, its password as typed', () => {
    const typed = { ...account, username: '  Aino.K ', fullName: ' Aino Korhonen  ', password: ' pass word ' };
    expect(normalNewStaffAccount(typed)).toEqual({
      username: 'aino.k',
      fullName: 'Aino Korhonen',
      password: ' pass word ',
      role: 'staff',
    });
  });

  it.each([
    ['', 'REQUIRED'],
    ['   ', 'REQUIRED'],
    ['ab', 'TOO_SHORT'],
    ['abc', null],
    [' AB ', 'TOO_SHORT'],
    ['a'.repeat(staffAccountLimits.usernameMax), null],
    ['a'.repeat(staffAccountLimits.usernameMax + 1), 'TOO_LONG'],
    ['.aino', 'BAD_USERNAME'],
    ['aino korhonen', 'BAD_USERNAME'],
    ['aino@store', 'BAD_USERNAME'],
    ['aino-k_1.x', null],
    ['AINO', null],
    ['9lives', null],
  ])('with the username %j: %s', (username, problem) => {
    expect(newStaffAccountProblems({ ...account, username })).toEqual(problem === null ? {} : { username: problem });
  });

  it.each([
    ['', 'REQUIRED'],
    ['  ', 'REQUIRED'],
    ['A', null],
    ['n'.repeat(staffAccountLimits.fullNameMax), null],
    ['n'.repeat(staffAccountLimits.fullNameMax + 1), 'TOO_LONG'],
  ])('with the full name %j: %s', (fullName, problem) => {
    expect(newStaffAccountProblems({ ...account, fullName })).toEqual(problem === null ? {} : { fullName: problem });
  });

  it('names every field that is wrong at once', () => {
    expect(newStaffAccountProblems({ ...account, username: '', fullName: '', password: 'short' })).toEqual({
      username: 'REQUIRED',
      fullName: 'REQUIRED',
      password: 'TOO_SHORT',
    });
  });
});

describe('the last owner of a store', () => {
  const owner: StaffAccount = { queryId: 'o1', username: 'helmi-owner', fullName: 'Helmi Owner', role: 'owner' };
  const secondOwner: StaffAccount = { ...owner, queryId: 'o2', username: 'helmi-owner2' };
  const staff: StaffAccount = { queryId: 's1', username: 'helmi-staff', fullName: 'Helmi Staff', role: 'staff' };

  it('may not be removed or made staff', () => {
    expect(leavesStoreWithoutOwner([owner, staff], 'o1')).toBe(true);
  });

  it('leaves the store an owner when another account changes', () => {
    expect(leavesStoreWithoutOwner([owner, staff], 's1')).toBe(false);
  });

  it('is not the last when another owner stays', () => {
    expect(leavesStoreWithoutOwner([owner, secondOwner, staff], 'o1')).toBe(false);
  });

  it('cannot be left out of a store that has no owner listed', () => {
    expect(leavesStoreWithoutOwner([staff], 's1')).toBe(false);
  });
});
