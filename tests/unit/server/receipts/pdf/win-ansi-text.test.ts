import { winAnsiText } from '@/server/receipts/pdf/win-ansi-text';

describe('winAnsiText', () => {
  it('keeps Finnish and Swedish letters, the euro sign, the no-break space and the bullet', () => {
    expect(winAnsiText('Kahvila Äänekoski, Åbo, Öljy 1\u00a0234,50 € ••••')).toBe(
      'Kahvila Äänekoski, Åbo, Öljy 1\u00a0234,50 € ••••',
    );
  });

  it('writes the minus sign as an en dash and a narrow no-break space as a no-break space', () => {
    expect(winAnsiText('\u22121\u202f234,50')).toBe('\u20131\u00a0234,50');
  });

  it('composes a letter typed with a combining mark into the one letter the font has', () => {
    expect(winAnsiText('A\u0308a\u0308nekoski')).toBe('Äänekoski');
  });

  it('prints a character the font lacks as a question mark, one per character', () => {
    expect(winAnsiText('Ωmega 😀 کراچی')).toBe('?mega ? ?????');
  });

  it('turns line breaks and tabs into spaces so a name stays on its row', () => {
    expect(winAnsiText('Kahvi\nja\tpulla')).toBe('Kahvi ja pulla');
  });
});
