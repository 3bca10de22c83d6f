/** One attribute of a start tag; `source` is exactly as written, so untouched attributes are copied byte for byte. */
export interface HtmlAttribute {
  name: string;
  /** The raw value without its quotes (character references not decoded); null for a bare attribute. */
  value: string | null;
  source: string;
}

/**
 * A slice of an HTML string. Concatenating the `source` of every token gives the input back exactly.
 * `other` covers comments, doctypes, script and style contents, and a tag cut off by the end of the input.
 */
export type HtmlToken =
  | { kind: 'text'; source: string }
  | { kind: 'other'; source: string }
  | { kind: 'start-tag'; source: string; name: string; attributes: HtmlAttribute[]; selfClosing: boolean }
  | { kind: 'end-tag'; source: string; name: string };

const WHITESPACE = /[\t\n\f\r ]/;
const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);

function isWhitespace(char: string): boolean {
  return char !== '' && WHITESPACE.test(char);
}

function isLetter(char: string): boolean {
  return /^[a-zA-Z]$/.test(char);
}

/** Reads a tag from the "<" at `start`, roughly as the HTML tokenizer does; null when the input ends inside it. */
function readTag(html: string, start: number): { token: HtmlToken; end: number } | null {
  let i = start + 1;
  const closing = html.charAt(i) === '/';
  if (closing) i += 1;
  const nameStart = i;
  while (i < html.length && !isWhitespace(html.charAt(i)) && html.charAt(i) !== '/' && html.charAt(i) !== '>') i += 1;
  const name = html.slice(nameStart, i);
  const attributes: HtmlAttribute[] = [];
  let selfClosing = false;
  for (;;) {
    while (isWhitespace(html.charAt(i)) || html.charAt(i) === '/') {
      selfClosing = html.charAt(i) === '/';
      i += 1;
    }
    if (i >= html.length) return null;
    if (html.charAt(i) === '>') break;
    selfClosing = false;
    const attributeStart = i;
    // The first character belongs to the name even when it is "=", as in the HTML tokenizer.
    i += 1;
    while (i < html.length && !isWhitespace(html.charAt(i)) && !'/>='.includes(html.charAt(i))) i += 1;
    const attributeName = html.slice(attributeStart, i);
    let value: string | null = null;
    let j = i;
    while (isWhitespace(html.charAt(j))) j += 1;
    if (html.charAt(j) === '=') {
      j += 1;
      while (isWhitespace(html.charAt(j))) j += 1;
      const quote = html.charAt(j);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close === -1) return null;
        value = html.slice(j + 1, close);
        i = close + 1;
      } else {
        const valueStart = j;
        while (j < html.length && !isWhitespace(html.charAt(j)) && html.charAt(j) !== '>') j += 1;
        value = html.slice(valueStart, j);
        i = j;
      }
    }
    attributes.push({ name: attributeName, value, source: html.slice(attributeStart, i) });
  }
  const end = i + 1;
  const source = html.slice(start, end);
  const token: HtmlToken = closing
    ? { kind: 'end-tag', source, name }
    : { kind: 'start-tag', source, name, attributes, selfClosing };
  return { token, end };
}

/** Where the construct starting with "<!" or "<?" at `start` ends: comments at "-->", the rest at ">". */
function endOfMarkupDeclaration(html: string, start: number): number {
  const isComment = html.startsWith('<!--', start);
  const close = isComment ? html.indexOf('-->', start + 4) : html.indexOf('>', start + 2);
  if (close === -1) return html.length;
  return close + (isComment ? 3 : 1);
}

/**
 * Splits HTML into text, tags and everything else in a single linear pass. It never throws: a "<" that starts no
 * tag is text, and whatever the input ends inside (a tag, a comment) becomes one final `other` token.
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let textStart = 0;
  let i = 0;
  const push = (token: HtmlToken, end: number) => {
    if (textStart < i) tokens.push({ kind: 'text', source: html.slice(textStart, i) });
    tokens.push(token);
    i = end;
    textStart = end;
  };
  while (i < html.length) {
    const next = html.indexOf('<', i);
    if (next === -1) break;
    i = next;
    const after = html.charAt(i + 1);
    if (after === '!' || after === '?') {
      const end = endOfMarkupDeclaration(html, i);
      push({ kind: 'other', source: html.slice(i, end) }, end);
    } else if (isLetter(after) || (after === '/' && isLetter(html.charAt(i + 2)))) {
      const tag = readTag(html, i);
      if (tag === null) {
        push({ kind: 'other', source: html.slice(i) }, html.length);
        break;
      }
      push(tag.token, tag.end);
      const name = tag.token.kind === 'start-tag' ? tag.token.name.toLowerCase() : '';
      if (RAW_TEXT_ELEMENTS.has(name)) {
        // Script and style bodies are code, not prose: pass them through up to their end tag.
        const endTag = new RegExp(`</${name}`, 'gi');
        endTag.lastIndex = i;
        const end = endTag.exec(html)?.index ?? html.length;
        if (end > i) push({ kind: 'other', source: html.slice(i, end) }, end);
      }
    } else {
      i += 1;
    }
  }
  if (textStart < html.length) tokens.push({ kind: 'text', source: html.slice(textStart) });
  return tokens;
}
