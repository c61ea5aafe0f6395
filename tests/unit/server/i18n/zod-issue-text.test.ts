import { object, refine, string } from 'zod/mini';
import '@/contract/common/english-messages';
import { BadRequestError } from '@/server/http/bad-request-error';

const schema = object({
  name: string(),
  email: string().check(refine((value) => value.includes('@'), { message: 'Please enter valid email' })),
});

function refusalOf(body: unknown): BadRequestError {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected a refusal');
  return BadRequestError.fromZod('request.invalidBody', result.error);
}

describe('a schema refusal', () => {
  it('names the fields in the summary in both languages', () => {
    const refusal = refusalOf({ email: 'nobody' });
    expect(refusal.text('en')).toBe('Invalid request body: name, email');
    expect(refusal.text('fi')).toBe('Virheellinen pyyntö: name, email');
    expect(refusal.message).toBe('Invalid request body: name, email');
  });

  it('writes zod\u2019s own words and the contract\u2019s words in Finnish for a Finnish reader', () => {
    const refusal = refusalOf({ email: 'nobody' });
    expect(refusal.detailsIn('en')).toEqual([
      { field: 'name', message: 'Invalid input: expected string, received undefined' },
      { field: 'email', message: 'Please enter valid email' },
    ]);
    expect(refusal.detailsIn('fi')).toEqual([
      { field: 'name', message: expect.stringMatching(/^Virheellinen tyyppi/) },
      { field: 'email', message: 'Anna kelvollinen sähköpostiosoite' },
    ]);
  });
});
