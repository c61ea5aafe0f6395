import { escapeHtml, hiddenField } from '@/server/http/sandbox-page';

describe('escapeHtml', () => {
  it('escapes every character that could end an element or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('hiddenField', () => {
  it('keeps a value with quotes inside its attribute', () => {
    expect(hiddenField('redirectUrl', 'http://a/"><script>')).toBe(
      '<input type="hidden" name="redirectUrl" value="http://a/&quot;&gt;&lt;script&gt;">',
    );
  });
});
