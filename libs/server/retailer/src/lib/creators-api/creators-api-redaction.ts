/** What stands in a text where a credential was. */
export const REDACTED = '[redacted]';

/**
 * Pieces shorter than this are not looked for inside base64 (a short piece would match ordinary text by chance); the
 * secret itself is always redacted, however short.
 */
const MIN_PIECE = 8;

const base64Url = (text: string) => text.replaceAll('+', '-').replaceAll('/', '_');

/**
 * The base64 characters that encode `bytes` alone wherever they stand in a longer base64 text: base64 groups three
 * bytes into four characters, so the bytes begin at one of three offsets, and the characters that share bits with
 * what comes before or after them differ from text to text. The three middles are found in any base64 text holding
 * the bytes (an `Authorization: Basic` header holding `id:secret`, say).
 */
function base64Pieces(bytes: Buffer): string[] {
  return [0, 1, 2].map((offset) => {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes])
      .toString('base64')
      .replace(/=+$/, '');
    const length = offset + bytes.length;
    return encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * length) / 6));
  });
}

/** Percent-escapes with lower-case hexadecimal digits, as some servers write them back. */
const lowerEscapes = (text: string) => text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());

/**
 * Every form in which the credential's secret travels or can come back: as it is, URL-encoded (as a URL and as a form
 * body write it), escaped in JSON (the 3.x token request's body), and in base64, standard and URL-safe, anywhere in a
 * base64 text (the 2.x token request's `Authorization: Basic` header of `id:secret`). Longest first, so a longer form
 * is replaced whole before a shorter one inside it.
 */
export function secretForms(credentialId: string, secret: string): string[] {
  if (!secret) return [];
  const encoded = encodeURIComponent(secret);
  const formEncoded = new URLSearchParams([['s', secret]]).toString().slice(2);
  const textForms = [secret, encoded, lowerEscapes(encoded), formEncoded, lowerEscapes(formEncoded), JSON.stringify(secret).slice(1, -1)];
  const basic = [`${credentialId}:${secret}`, `${encodeURIComponent(credentialId)}:${encoded}`].map((pair) =>
    Buffer.from(pair).toString('base64'),
  );
  const pieces = [secret, encoded, formEncoded].flatMap((form) => base64Pieces(Buffer.from(form)));
  const base64Forms = [...basic, ...pieces].flatMap((form) => [form, base64Url(form)]).filter((form) => form.length >= MIN_PIECE);
  return [...new Set([...textForms, ...base64Forms])].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** `text` with every one of `forms` replaced by {@link REDACTED}. */
export function redactForms(text: string, forms: readonly string[]): string {
  let clean = text;
  for (const form of forms) if (clean.includes(form)) clean = clean.split(form).join(REDACTED);
  return clean;
}
