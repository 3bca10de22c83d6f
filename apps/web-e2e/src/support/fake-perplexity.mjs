// A stand-in for Perplexity's chat completions API, started by Playwright next to the apps (see playwright.config.ts).
// Each browser-test lane has a path of its own, /lane-<n>, that its app takes as the API's base URL:
// POST /lane-<n>/__control {"mode": "ok" | "unauthorized" | "rate-limited" | "malformed"} switches how that lane is
// answered; GET /lane-<n>/__control reports its mode and how many completions it requested.
import http from 'node:http';

const port = Number(process.env['FAKE_PERPLEXITY_PORT']);
const EXPECTED_KEY = process.env['FAKE_PERPLEXITY_KEY'] ?? 'e2e-fake-key';

const ARTICLE = {
  title: 'Reflective Collars for Night Walks With a Bulldog',
  slug: 'reflective-collars-for-night-walks',
  metaDescription:
    'How reflective stitching and LED collars keep a dark-coated bulldog visible on winter evenings, and how to fit one safely.',
  content: [
    '<h2>Why visibility matters</h2>',
    '<p>Bulldogs are low to the ground, and a brindle or black coat disappears in headlights long before a driver sees the lead.</p>',
    '<h2>Reflective stitching or LED?</h2>',
    '<p>Reflective thread only shines when light hits it; an LED collar glows on its own. Many owners use both on dark evenings.</p>',
    '<ul><li>Keep the collar at least 1.25 inches wide.</li><li>Leave room for two fingers under it.</li></ul>',
  ].join(''),
  targetKeywords: ['reflective bulldog collar', 'night walk collar'],
  seoKeywords: ['led dog collar', 'dog visibility at night', 'bulldog winter walks'],
};
const USAGE = { prompt_tokens: 318, completion_tokens: 1204, total_tokens: 1522 };

/** Mode and count per lane, so one lane's failure mode never answers the other's requests. */
const lanes = new Map();
const laneOf = (name) => {
  if (!lanes.has(name)) lanes.set(name, { mode: 'ok', completions: 0 });
  return lanes.get(name);
};

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const send = (status, payload) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    const [, name, route] = /^\/(lane-\d+)(\/.*)$/.exec(req.url ?? '') ?? [];
    if (!name) return send(404, { error: 'not found' });
    const lane = laneOf(name);
    if (route === '/__control') {
      if (req.method === 'POST') lane.mode = JSON.parse(raw || '{}').mode ?? 'ok';
      return send(200, { mode: lane.mode, completions: lane.completions });
    }
    if (route !== '/chat/completions' || req.method !== 'POST') return send(404, { error: 'not found' });
    lane.completions += 1;
    const { mode } = lane;
    if (mode === 'unauthorized' || req.headers.authorization !== `Bearer ${EXPECTED_KEY}`)
      return send(401, { error: { message: 'Invalid API key' } });
    if (mode === 'rate-limited') return send(429, { error: { message: 'Rate limit exceeded' } });
    if (mode === 'malformed') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [');
    const body = JSON.parse(raw || '{}');
    const content = body.response_format ? JSON.stringify(ARTICLE) : 'Yes, I can help write practical advice about collars for bulldogs.';
    return send(200, {
      id: `fake-${lane.completions}`,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content } }],
      usage: USAGE,
    });
  });
});

server.listen(port, '127.0.0.1', () => console.log(`Fake Perplexity listening on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
