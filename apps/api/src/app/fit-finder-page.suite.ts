import 'reflect-metadata';
import { builtWebApp, createSeededTestApp } from './testing';

// The /fit-finder page as the server renders it (what a reader without JavaScript, a crawler or a shared link gets),
// and the compact finder on the other pages.

const web = builtWebApp();
let built: Awaited<ReturnType<typeof createSeededTestApp>>;
beforeAll(async () => {
  built = await createSeededTestApp({}, { ...web, revisionCheckMs: 0 });
});
afterAll(() => built.close());

const SITE = 'http://localhost:3000';
const get = (url: string) => built.app.inject({ method: 'GET', url });
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
/** The text of the page's markup (without scripts and styles, whose copies of the data would match anything). */
const visible = (html: string) =>
  decode(html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' '))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '');
const apiAnswer = async (query: string) =>
  (
    (await get(`/api/fit?${query}`)).json() as {
      recommendation: { matches: Array<{ product: { slug: string; name: string }; size: { label: string } }> };
    }
  ).recommendation;

describe('/fit-finder', () => {
  it('without a query: the form, indexable, canonical /fit-finder', async () => {
    const page = await get('/fit-finder');
    expect(page.statusCode).toBe(200);
    const form = /<form[^>]*aria-label="Fit finder"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/fit-finder"');
    expect(page.body).toContain('content="index, follow');
    expect(canonical(page.body)).toBe(`${SITE}/fit-finder`);
    expect(visible(page.body)).toContain('How to measure your bulldog’s neck');
    expect(visible(page.body)).not.toContain('Your answer');
  });

  it('answers the canonical example on the server: width, fitted length, every collar offered with its size, score, review and retailer link', async () => {
    const page = await get('/fit-finder?unit=in&neck=15.50&age=adult&breed=french&utm_source=forum');
    expect(page.statusCode).toBe(200);
    const text = visible(page.body);
    expect(text).toContain('Fitted length About 17.5 in around once fastened: a figure to check the fit against, not the size to buy.');
    expect(text).not.toContain('Collar length to buy');
    expect(text).toContain('At least 1.25 in wide');
    expect(text).toContain('2 fingers');
    // The same collars and sizes as the API, in its order.
    const { matches } = await apiAnswer('breed=french&age=adult&neck=15.5&unit=in');
    expect(matches.length).toBeGreaterThan(0);
    let position = -1;
    for (const { product, size } of matches) {
      const at = text.indexOf(`${product.name} `, position + 1);
      expect([product.name, at > position]).toEqual([product.name, true]);
      position = at;
      expect(text).toContain(`Pick size ${size.label} `);
      expect(page.body).toContain(`href="/collars/${product.slug}"`);
    }
    expect(text).toMatch(/Our score [\d.]+ \/10/);
    expect(page.body).toMatch(/href="https:\/\/www\.amazon\.com\/dp\/[A-Z0-9]{10}\?tag=testtag-20"/);
    // Its retailer links are counted by the click analytics as the fit finder's, not as list cards.
    // (A card without a fresh price links "Check price on Amazon" too, so a collar may have two.)
    const links = [
      ...page.body.matchAll(/href="https:\/\/www\.amazon\.com\/dp\/([A-Z0-9]{10})[^"]*"[^>]*data-retailer-position="([^"]+)"/g),
    ];
    expect(new Set(links.map((m) => m[1])).size).toBe(matches.length);
    expect(new Set(links.map((m) => m[2]))).toEqual(new Set(['fit-finder']));
    // One shareable URL for the answer, kept out of the index.
    expect(canonical(page.body)).toBe(`${SITE}/fit-finder?breed=french&age=adult&neck=15.5&unit=in`);
    expect(page.body).toContain('<meta name="robots" content="noindex');
  });

  it('answers in centimetres and estimates an unmeasured neck, saying so', async () => {
    const metric = visible((await get('/fit-finder?breed=french&age=adult&neck=39.37&unit=cm')).body);
    expect(metric).toContain('About 44.5 cm around once fastened');
    const estimated = visible((await get('/fit-finder?breed=french&age=adult&measured=no&weight=22&unit=in')).body);
    expect(estimated).toContain('Estimated, not measured');
    expect(estimated).toContain('About 16.5-18.5 in around once fastened');
  });

  it('answers a neck no collar fits honestly, with the closest sizes', async () => {
    const text = visible((await get('/fit-finder?breed=american&age=adult&neck=31&unit=in')).body);
    expect(text).toContain('No collar we tested comes in a size with room for a 31 in neck');
    expect(text).toMatch(/fits [\d.-]+ in: [\d.]+ in too little room above the neck/);
    expect(text).toContain('A 31 in neck is outside the 20-26 in we expect for an adult American Bulldog.');
  });

  it.each([
    ['neck=abc', 'neck', 'Type the neck as a number of inches'],
    ['neck=-3', 'neck', 'more than 0'],
    ['neck=0', 'neck', 'more than 0'],
    ['neck=80', 'neck', 'between 6 and 32 in'],
    ['neck=15&weight=lots', 'weight', 'Type the weight as a number'],
    ['neck=15&breed=poodle', 'breed', 'Choose English, French or American bulldog.'],
    ['neck=15&age=%00%ff', 'age', 'Choose one of the four age bands.'],
  ])('answers nonsense (%s) with a 200 page and the message next to the field', async (query, field, message) => {
    // The reader's values over a valid French adult (the page reads the first value of a key).
    const params = new URLSearchParams({ breed: 'french', age: 'adult', unit: 'in' });
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    const page = await get(`/fit-finder?${params.toString()}`);
    expect(page.statusCode).toBe(200);
    const error = new RegExp(`data-testid="fit-${field}-error"[^>]*>([^<]*)<`).exec(decode(page.body))?.[1];
    expect(error).toContain(message);
    expect(page.body).toMatch(new RegExp(`name="${field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${field}"`));
    expect(visible(page.body)).not.toContain('Your answer');
  });

  it.each(['/', '/collars', '/breed-guides', '/blog/french-bulldog-collar-size-guide', '/guides/english-bulldog-collar-size-guide'])(
    '%s carries the compact finder: a GET form to /fit-finder',
    async (path) => {
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      const block = /data-testid="fit-finder-block"[\s\S]*?<\/form>/.exec(page.body)?.[0] ?? '';
      const form = /<form[^>]*>/.exec(block)?.[0] ?? '';
      expect(form).toContain('method="get"');
      expect(form).toContain('action="/fit-finder"');
      for (const name of ['breed', 'age', 'neck', 'unit']) expect(block).toContain(`name="${name}"`);
    },
  );

  it('preselects the breed of a breed guide', async () => {
    const page = await get('/blog/american-bulldog-collar-guide');
    const block = /data-testid="fit-finder-block"[\s\S]*?<\/form>/.exec(page.body)?.[0] ?? '';
    expect(block).toMatch(/<option value="american" selected="">/);
  });

  it('is not on a post that is no sizing guide', async () => {
    const page = await get('/blog/collar-vs-harness-for-bulldogs');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-testid="fit-finder-block"');
  });
});
