const NAMED: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const REFERENCE = /&(?:([a-z]+)|#([0-9]{1,7})|#x([0-9a-f]{1,6}));/gi;

function fromCodePoint(code: number): string {
  // What browsers substitute for NUL, surrogates and values past Unicode.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/**
 * Decodes the character references an attribute value is likely to hold (&amp; &quot; &apos; &lt; &gt; and
 * numeric ones) in one pass, so "&amp;lt;" becomes the text "&lt;", not "<". Other named references are kept as
 * written: the full HTML table is large and never appears in the URLs this lib rewrites.
 */
export function decodeAttributeValue(value: string): string {
  return value.replace(REFERENCE, (reference, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (name !== undefined) return NAMED[name.toLowerCase()] ?? reference;
    return fromCodePoint(decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16));
  });
}

/** Escapes a value for a double-quoted attribute; "&" first, so nothing is escaped twice. */
export function encodeAttributeValue(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
