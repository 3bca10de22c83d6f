import fc from 'fast-check';
import { decodeAttributeValue, encodeAttributeValue } from './html-entities';
import { tokenizeHtml } from './html-tokenizer';

describe('tokenizeHtml', () => {
  it('splits text, tags, comments and raw text', () => {
    const tokens = tokenizeHtml('a<p class=x>b</p><!-- c --><script>1<2</script>d');
    expect(tokens.map((token) => [token.kind, token.source])).toEqual([
      ['text', 'a'],
      ['start-tag', '<p class=x>'],
      ['text', 'b'],
      ['end-tag', '</p>'],
      ['other', '<!-- c -->'],
      ['start-tag', '<script>'],
      ['other', '1<2'],
      ['end-tag', '</script>'],
      ['text', 'd'],
    ]);
  });

  it('reads quoted, unquoted and bare attributes', () => {
    const [tag] = tokenizeHtml(`<a HREF = "x>y" b='1' c=2 d/>`);
    expect(tag).toMatchObject({
      kind: 'start-tag',
      name: 'a',
      selfClosing: true,
      attributes: [
        { name: 'HREF', value: 'x>y', source: 'HREF = "x>y"' },
        { name: 'b', value: '1', source: "b='1'" },
        { name: 'c', value: '2', source: 'c=2' },
        { name: 'd', value: null, source: 'd' },
      ],
    });
  });

  it('treats a stray "<" as text and an unfinished tag as one last token', () => {
    expect(tokenizeHtml('1 < 2 <3').map((token) => token.kind)).toEqual(['text']);
    expect(tokenizeHtml('x<a href="y').map((token) => [token.kind, token.source])).toEqual([
      ['text', 'x'],
      ['other', '<a href="y'],
    ]);
  });

  it('gives the input back exactly when its tokens are joined', () => {
    const htmlish = fc.array(fc.oneof(fc.string(), fc.constantFrom('<', '>', '"', "'", '=', '/', ' ', '<a ', '<!--', '-->', '<script>', '</')), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(htmlish, (parts) => {
        const html = parts.join('');
        expect(tokenizeHtml(html).map((token) => token.source).join('')).toBe(html);
      }),
    );
  });

  it('stays fast on pathological input', () => {
    const started = Date.now();
    tokenizeHtml('<a'.repeat(100_000));
    tokenizeHtml('<a x="'.repeat(50_000));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('attribute entities', () => {
  it('decodes the common references once and escapes & and "', () => {
    expect(decodeAttributeValue('a&amp;b&quot;&#39;&#x26;&lt;&amp;amp;&copy;&#0;')).toBe('a&b"\'&<&amp;&copy;\uFFFD');
    expect(encodeAttributeValue('a&b"c')).toBe('a&amp;b&quot;c');
  });
});
