import { AnswerTooLargeError, readLimitedText } from './limited-body';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body that sends 64 KB chunks for ever (or `total` bytes), counting what was pulled and whether it was cancelled. */
function countedBody(total = Number.POSITIVE_INFINITY) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) return controller.close();
        const size = Math.min(CHUNK, total - seen.pulled);
        seen.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

describe('readLimitedText', () => {
  it('refuses an answer that runs on past the limit at the first chunk beyond it, and cancels the rest', async () => {
    const { stream, seen } = countedBody();
    await expect(readLimitedText(new Response(stream), MB)).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(seen.pulled).toBeLessThanOrEqual(MB + CHUNK);
    expect(seen.cancelled).toBe(true);
  });

  it('refuses a 2 MB answer without reading it whole', async () => {
    const { stream, seen } = countedBody(2 * MB);
    await expect(readLimitedText(new Response(stream), MB)).rejects.toEqual(new AnswerTooLargeError(MB));
    expect(seen.pulled).toBeLessThan(2 * MB);
  });

  it('refuses a Content-Length over the limit before reading a byte', async () => {
    const { stream, seen } = countedBody(2 * MB);
    const response = new Response(stream, { headers: { 'content-length': String(2 * MB) } });
    await expect(readLimitedText(response, MB)).rejects.toBeInstanceOf(AnswerTooLargeError);
    expect(seen.pulled).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it('reads an answer within the limit as UTF-8, a character split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"title":"Collier été"}');
    const split = bytes.indexOf(0xc3) + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    expect(await readLimitedText(new Response(stream), bytes.length)).toBe('{"title":"Collier été"}');
    expect(await readLimitedText(new Response(null), MB)).toBe('');
  });
});
