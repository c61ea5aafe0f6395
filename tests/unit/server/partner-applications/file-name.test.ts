import { safeFileName } from '@/server/partner-applications/file-name';

describe('safeFileName', () => {
  it('keeps a plain name', () => {
    expect(safeFileName('menu 2026.pdf')).toBe('menu 2026.pdf');
  });

  it('keeps only the last part of a Windows or Unix path', () => {
    expect(safeFileName('C:\\Users\\maija\\logo.png')).toBe('logo.png');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control characters', () => {
    expect(safeFileName('lo\u0000go\r\n.png')).toBe('logo.png');
  });

  it('cuts a long name to 200 characters without splitting a letter', () => {
    expect(safeFileName(`${'ä'.repeat(250)}.pdf`)).toBe('ä'.repeat(200));
  });

  it('names a file that has no usable name', () => {
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('folder/')).toBe('file');
  });
});
