import { tagRetailerUrl } from './retailer-url';

// A URL runs until whitespace, a quote or an angle bracket.
const URL_IN_TEXT = /https?:\/\/[^\s"'<>`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Splits sentence punctuation off the end of a URL found in prose; keeps a ")" that closes a "(" in the URL. */
function trimUrl(candidate: string): { url: string; rest: string } {
  let url = candidate;
  let rest = '';
  for (;;) {
    const trailing = TRAILING_PUNCTUATION.exec(url);
    if (!trailing) break;
    const last = url.slice(-1);
    if (last === ')' && (url.match(/\(/g)?.length ?? 0) >= (url.match(/\)/g)?.length ?? 0)) break;
    url = url.slice(0, -1);
    rest = last + rest;
  }
  return { url, rest };
}

/** Tags every retailer URL in free text; other text and other URLs are left alone. Idempotent. */
export function tagRetailerUrlsInText(text: string, tag: string): string {
  return text.replace(URL_IN_TEXT, (candidate) => {
    const { url, rest } = trimUrl(candidate);
    return tagRetailerUrl(url, tag) + rest;
  });
}
