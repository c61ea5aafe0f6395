import { textParagraphs } from '@/presentation/components/info-page/text-paragraphs';

describe('textParagraphs', () => {
  it.each([
    ['one paragraph', 'Orders are final.', ['Orders are final.']],
    ['blank lines split', 'First.\n\nSecond.', ['First.', 'Second.']],
    ['Windows line ends', 'First.\r\n\r\nSecond.', ['First.', 'Second.']],
    ['a line of spaces counts as blank', 'First.\n   \nSecond.', ['First.', 'Second.']],
    ['several blank lines make one break', 'First.\n\n\n\nSecond.', ['First.', 'Second.']],
    ['a single line break stays', 'Line one\nline two', ['Line one\nline two']],
    ['surrounding space is trimmed', '  \n\n  First.  \n\n', ['First.']],
    ['nothing but space', ' \n\n ', []],
  ])('%s', (_case, text, expected) => {
    expect(textParagraphs(text)).toEqual(expected);
  });
});
