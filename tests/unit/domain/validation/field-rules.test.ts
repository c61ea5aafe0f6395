import { acceptFieldChange, type FieldRules } from '@/domain/validation/field-rules';

describe('acceptFieldChange', () => {
  it.each<[FieldRules, string, string, string]>([
    [{}, 'abc', 'abc d!', 'abc d!'],
    [{ filter: 'numeric' }, '12', '12a', '12'],
    [{ maxLength: 3 }, 'ab', 'abcd', 'abc'],
    [{ filter: 'numeric', maxLength: 3 }, '12', '12345', '123'],
    [{ filter: 'numeric', maxLength: 3 }, '12', '12a45', '12'],
    [{ mask: '####-##-##' }, '', '20260615', '2026-06-15'],
    [{ mask: '####-##-##', maxLength: 7 }, '', '20260615', '2026-06'],
    [{ mask: '##:##', filter: 'numeric' }, '12', '123', '12'],
  ])('%j: from %j, %j leaves %j', (rules, previous, next, expected) => {
    expect(acceptFieldChange(rules, previous, next)).toBe(expected);
  });
});
