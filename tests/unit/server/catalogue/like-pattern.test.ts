import { containsPattern, wordStartPatterns } from '@/server/catalogue/store/like-pattern';

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('lohi')).toBe('%lohi%');
  });

  it('escapes %, _ and the escape character itself, so a customer types letters, not wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('wordStartPatterns', () => {
  it('matches the text at the start of the name or after a space', () => {
    expect(wordStartPatterns('burg')).toEqual(['burg%', '% burg%']);
  });

  it('escapes wildcards in both patterns', () => {
    expect(wordStartPatterns('a_b')).toEqual(['a\\_b%', '% a\\_b%']);
  });
});
