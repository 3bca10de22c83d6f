import { REDACTED, redactForms, secretForms } from './creators-api-redaction';

const SECRET = 'S3cr3t/Key+ with=&"quotes"\\ und Ümlaut';
const forms = secretForms('creds-id', SECRET);

/** Whether any 4 characters in a row of the secret can be read back from the base64 runs left in `text`. */
function readableIn(text: string): boolean {
  const decoded = (text.match(/[A-Za-z0-9+/_-]{4,}/g) ?? []).map((run) =>
    Buffer.from(run.replaceAll('-', '+').replaceAll('_', '/'), 'base64').toString('latin1'),
  );
  const secretBytes = Buffer.from(SECRET).toString('latin1');
  for (let start = 0; start + 4 <= secretBytes.length; start++) {
    if (decoded.some((bytes) => bytes.includes(secretBytes.slice(start, start + 4)))) return true;
  }
  return false;
}

describe('secretForms and redactForms', () => {
  it.each([0, 1, 2, 3, 4, 5])('take the secret out of any base64 text, whatever stands before it (%i bytes)', (before) => {
    for (const encode of [(text: Buffer) => text.toString('base64'), (text: Buffer) => text.toString('base64url')]) {
      const text = encode(Buffer.concat([Buffer.alloc(before, 'x'), Buffer.from(`${SECRET}`), Buffer.from(':and after')]));
      expect(readableIn(text)).toBe(true);
      const redacted = redactForms(`Authorization: Basic ${text}`, forms);
      expect(redacted).toContain(REDACTED);
      expect(readableIn(redacted)).toBe(false);
    }
  });

  it('take out the secret as it is, URL-encoded either way, form-encoded and escaped in JSON', () => {
    const texts = [
      SECRET,
      encodeURIComponent(SECRET),
      encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
      new URLSearchParams({ client_secret: SECRET }).toString(),
      JSON.stringify({ client_secret: SECRET }),
    ];
    for (const text of texts) expect(redactForms(`echo: ${text}; end`, forms)).not.toMatch(/S3cr3t|Key|quotes|mlaut/);
  });

  it('leave a text without the secret as it was', () => {
    expect(redactForms('Amazon answered getItems with HTTP 503 InternalFailure.', forms)).toBe(
      'Amazon answered getItems with HTTP 503 InternalFailure.',
    );
  });
});
