/** An answer from outside that was longer than its reader accepts; nothing past the limit was read. */
export class AnswerTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The answer is larger than ${limitBytes} bytes`);
    this.name = 'AnswerTooLargeError';
  }
}

/**
 * The body of an answer from outside as text (UTF-8), when it holds at most `maxBytes`. Past that it throws
 * {@link AnswerTooLargeError} without reading the rest into memory: a Content-Length over the limit is refused before
 * the first byte, and a body that runs on (chunked, or longer than it said) is cancelled at the first chunk past the
 * limit, which closes the connection. Abort and network errors of the read pass through as they are.
 */
export async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '');
  const body = response.body;
  if (declared > maxBytes) {
    void body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(maxBytes);
  }
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a server that keeps sending must not hold the caller; cancelling drops the connection.
      void reader.cancel().catch(() => undefined);
      throw new AnswerTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
