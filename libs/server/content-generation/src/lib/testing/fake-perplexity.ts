import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'unauthorized' | 'rate-limited' | 'slow' | 'malformed' | 'server-error';

export interface FakeRequest {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** A generated article as Perplexity's structured output would return it (with its citation markers). */
export const FAKE_ARTICLE = {
  title: 'Padded Collars and Skin Folds: Keeping a Bulldog Neck Healthy',
  slug: 'padded-collars-and-skin-folds',
  metaDescription:
    'How bulldog neck folds react to collars, why padding and breathable linings matter, and a daily fold check that prevents rubs and infections.',
  content:
    '<h1>Padded collars</h1><p>Bulldog neck folds trap warmth and moisture under a collar [1].</p>' +
    '<script>alert(1)</script><p onclick="steal()">Check the folds daily and dry them well.</p>' +
    '<p>Compare padding on <a href="https://www.amazon.com/dp/B0TEST0001">a retailer page</a>.</p>',
  targetKeywords: ['padded bulldog collar', 'bulldog skin folds'],
  seoKeywords: ['bulldog fold care', 'neoprene collar', 'Bulldog Fold Care'],
};

export const FAKE_USAGE = { prompt_tokens: 412, completion_tokens: 1388, total_tokens: 1800 };

/** A local stand-in for Perplexity's /chat/completions over real HTTP, with switchable failure modes. */
export async function startFakePerplexity(): Promise<{
  baseUrl: string;
  requests: FakeRequest[];
  setMode: (mode: FakeMode) => void;
  close: () => Promise<void>;
}> {
  let mode: FakeMode = 'ok';
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ authorization: req.headers.authorization, body });
      const send = (status: number, payload: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(payload);
      if (req.url !== '/chat/completions' || req.method !== 'POST') return send(404, '{"error":"not found"}');
      if (mode === 'unauthorized') return send(401, '{"error":{"message":"Invalid API key","type":"invalid_api_key"}}');
      if (mode === 'rate-limited') return send(429, '{"error":{"message":"Rate limit exceeded"}}');
      if (mode === 'server-error') return send(503, '{"error":"overloaded"}');
      if (mode === 'malformed') return send(200, '{"id": "x", "choices": [ {"message": ');
      if (mode === 'slow') return void setTimeout(() => send(200, '{}'), 5_000).unref();
      const content = body['response_format']
        ? JSON.stringify(FAKE_ARTICLE)
        : 'Yes, I can help write practical advice about collars for bulldogs.';
      send(
        200,
        JSON.stringify({
          id: 'fake-1',
          model: body['model'],
          choices: [{ index: 0, message: { role: 'assistant', content } }],
          usage: FAKE_USAGE,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => (mode = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
