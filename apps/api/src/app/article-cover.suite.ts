import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// Article covers through the product photos' upload pipeline: hostile files refused with nothing
// left behind, an accepted photo as AVIF/WebP renditions without metadata, shown by GraphQL's Article.image at once.
jest.setTimeout(60_000);

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

beforeAll(async () => {
  testApp = await createSeededTestApp({}, { revisionCheckMs: 0 });
  token = (
    await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
    })
  ).json().sessionId;
});
afterAll(() => testApp.close());

function upload(articleId: number, file: Buffer, filename: string, type: string, bearer: string | null = token) {
  const boundary = `----bcg-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/articles/${articleId}/image`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    : [];

const articleRow = async (id: number) =>
  (await testApp.dataSource.query(`SELECT "imageUrl", "image", "updatedAt" FROM "article" WHERE "id" = ${id}`))[0];

const publishedPost = async () =>
  ((await testApp.app.inject({ method: 'GET', url: '/api/articles' })).json() as Array<{ id: number; slug: string }>)[0] as {
    id: number;
    slug: string;
  };

describe('POST /api/admin/articles/:id/image', () => {
  const PHP = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

  it.each([
    ['a PHP script renamed .jpg', async () => ({ file: PHP, name: 'cover.jpg', type: 'image/jpeg' }), /JPEG, PNG or WebP/],
    ['an SVG with a script, declared as PNG', async () => ({ file: SVG, name: 'cover.png', type: 'image/png' }), /JPEG, PNG or WebP/],
    [
      'a 50 MB PNG',
      async () => {
        const file = Buffer.alloc(50 * 1024 * 1024, 7);
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
        return { file, name: 'huge.png', type: 'image/png' };
      },
      /at most 8 MB/,
    ],
    [
      'a decompression bomb (48 megapixels)',
      async () => ({
        file: await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        name: 'bomb.png',
        type: 'image/png',
      }),
      /too many pixels/,
    ],
  ])('%s: 400 naming the image field, nothing left behind, article unchanged', async (_label, make, message) => {
    const { id } = await publishedPost();
    const { file, name, type } = await make();
    const before = await articleRow(id);
    const response = await upload(id, file, name, type);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.image).toMatch(message);
    expect(filesIn(testApp.uploadDir)).toEqual([]);
    expect(await articleRow(id)).toEqual(before);
  });

  it('answers 401 without a session and 404 for an unknown article, writing nothing', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#aa5500' } })
      .jpeg()
      .toBuffer();
    expect((await upload(1, photo, 'p.jpg', 'image/jpeg', null)).statusCode).toBe(401);
    expect((await upload(99999, photo, 'p.jpg', 'image/jpeg')).statusCode).toBe(404);
    expect(filesIn(testApp.uploadDir)).toEqual([]);
  });

  it('makes an accepted photo the cover: renditions without metadata, imageUrl and Article.image at once, with a revision', async () => {
    const { id, slug } = await publishedPost();
    const photo = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone 9' } })
      .toBuffer();
    const response = await upload(id, photo, 'cover.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json().article;
    const [, hash] = /^\/uploads\/products\/([0-9a-f]{32})-960\.webp$/.exec(imageUrl) ?? [];
    expect(hash).toBeDefined();
    for (const file of filesIn(testApp.uploadDir)) {
      expect(fs.readFileSync(path.join(testApp.uploadDir, file)).includes('Secret Phone')).toBe(false);
    }
    const graphql = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ article(slug: "${slug}") { imageUrl image { src width height webpSrcset } } }` }),
    });
    expect(graphql.json().data.article).toEqual({
      imageUrl,
      image: {
        src: imageUrl,
        width: 960,
        height: 504,
        webpSrcset: [320, 640, 960].map((w) => `/uploads/products/${hash}-${w}.webp ${w}w`).join(', '),
      },
    });
    const revisions = (
      await testApp.app.inject({ method: 'GET', url: `/api/admin/articles/${id}/revisions`, headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(revisions[0].changedFields).toContain('imageUrl');
  });
});
