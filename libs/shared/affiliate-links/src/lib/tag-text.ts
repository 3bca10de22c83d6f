import { assertValidAffiliateTag, isRetailerUrl, tagRetailerUrl } from './retailer-url';

// A URL in prose runs until whitespace, a quote (backticks too, for Markdown code spans) or an angle bracket.
const URL_IN_TEXT = /https?:\/\/[^\s"'`<>]+/gi;
// In an HTML text node "&amp;" is part of the URL, but any other character reference ends it just as the raw
// character would (&lt; &quot; &nbsp; ...). A lone "&" that starts no reference stays part of the URL.
const URL_IN_HTML_TEXT = /https?:\/\/(?:[^\s"'`<>&]|&amp;|&(?![a-z][a-z0-9]*;|#[0-9]+;|#x[0-9a-f]+;))+/gi;
const SENTENCE_PUNCTUATION = '.,;:!?)]}';

/** How URLs are written in the text being scanned: as they are (prose) or with "&" escaped (HTML). */
interface Encoding {
  decode(written: string): string;
  encode(url: string): string;
}

const PLAIN: Encoding = { decode: (written) => written, encode: (url) => url };
const HTML_TEXT: Encoding = {
  decode: (written) => written.replace(/&amp;/gi, '&'),
  encode: (url) => url.replace(/&/g, '&amp;'),
};

/**
 * Splits sentence punctuation off the end of a URL found in prose ("see https://a.example/x."), except a ")" that
 * closes a "(" inside the URL, as in Wikipedia-style paths ("..._(large)").
 */
function splitTrailingPunctuation(candidate: string): { url: string; rest: string } {
  let end = candidate.length;
  // Counted once and updated as ")" are dropped, so a run of punctuation stays linear.
  const opening = candidate.split('(').length - 1;
  let closing = candidate.split(')').length - 1;
  while (end > 0) {
    const last = candidate.charAt(end - 1);
    if (!SENTENCE_PUNCTUATION.includes(last)) break;
    if (last === ')') {
      if (opening >= closing) break;
      closing -= 1;
    }
    end -= 1;
  }
  return { url: candidate.slice(0, end), rest: candidate.slice(end) };
}

function tagCandidate(written: string, tag: string, encoding: Encoding): string {
  return replaceCandidate(written, encoding, (url) => encoding.encode(tagRetailerUrl(url, tag)));
}

/** `replace`'s output for the retailer URL of a candidate (decoded), with its trailing punctuation written back as it was. */
function replaceCandidate(written: string, encoding: Encoding, replace: (url: string) => string): string {
  const { url, rest } = splitTrailingPunctuation(encoding.decode(written));
  // Anything that is not a retailer URL is returned as written, so text without one comes back byte for byte.
  if (!isRetailerUrl(url)) return written;
  return replace(url) + encoding.encode(rest);
}

/**
 * Tags every retailer URL (http or https) found in free text with the affiliate tag; trailing sentence punctuation
 * stays outside the URL. Other URLs and all other text are left alone. Idempotent; throws on an invalid tag.
 */
export function tagRetailerUrlsInText(text: string, tag: string): string {
  assertValidAffiliateTag(tag);
  return text.replace(URL_IN_TEXT, (candidate) => tagCandidate(candidate, tag, PLAIN));
}

/**
 * The same for the text between the tags of an HTML document, where "&" is written "&amp;": the tag is then added
 * after the URL's real parameters, and a stored "&amp;tag=other" is recognised and replaced. The text must not
 * contain markup (the article sanitiser calls it on the text between the tags of its own output).
 */
export function tagRetailerUrlsInHtmlText(text: string, tag: string): string {
  assertValidAffiliateTag(tag);
  return text.replace(URL_IN_HTML_TEXT, (candidate) => tagCandidate(candidate, tag, HTML_TEXT));
}

/**
 * Replaces every retailer URL found in the text between the tags of an HTML document by what `replace` makes of it
 * (given the URL decoded; its output is written as it is, so it must be escaped HTML). Sentence punctuation after a
 * URL stays outside it; everything else comes back as written.
 */
export function replaceRetailerUrlsInHtmlText(text: string, replace: (url: string) => string): string {
  return text.replace(URL_IN_HTML_TEXT, (candidate) => replaceCandidate(candidate, HTML_TEXT, replace));
}
