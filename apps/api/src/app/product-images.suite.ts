import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// Encoding AVIF renditions takes seconds on a busy machine.
jest.setTimeout(60_000);

let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;

beforeAll(async () => {
  testApp = await createSeededTestApp();
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

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(file: Buffer, filename: string, type: string) {
  const boundary = `----bcg-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function upload(productId: number, file: Buffer, filename: string, type: string, bearer: string | null = token) {
  const body = multipart(file, filename, type);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/image`,
    headers: { 'content-type': body.contentType, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    payload: body.payload,
  });
}

/** Every file under UPLOAD_DIR (temporary uploads and renditions alike), relative to it. */
const filesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    : [];

const productRow = (id: number) => testApp.dataSource.query(`SELECT "imageUrl", "image", "updatedAt" FROM "product" WHERE "id" = ${id}`);

/** A photo as a phone takes it: 1200 x 800 JPEG carrying EXIF with a camera and a GPS position. */
async function photoWithGps(): Promise<Buffer> {
  const noise = Buffer.alloc(1200 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 1200, height: 800, channels: 3 } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone 9', Copyright: 'owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2636/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3954/100' },
    })
    .toBuffer();
}

describe('POST /api/admin/products/:id/image refuses hostile and broken files', () => {
  const PHP = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');

  it.each([
    ['a PHP script renamed .jpg', async () => ({ file: PHP, name: 'collar.jpg', type: 'image/jpeg' }), /JPEG, PNG or WebP/],
    ['an SVG with a script, declared as PNG', async () => ({ file: SVG, name: 'collar.png', type: 'image/png' }), /JPEG, PNG or WebP/],
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
      'a decompression bomb (a 150 KB PNG of 48 megapixels)',
      async () => ({
        file: await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
          .png({ compressionLevel: 9 })
          .toBuffer(),
        name: 'bomb.png',
        type: 'image/png',
      }),
      /too many pixels/,
    ],
    [
      'a truncated JPEG',
      async () => {
        const photo = await photoWithGps();
        return { file: photo.subarray(0, Math.floor(photo.length / 2)), name: 'cut.jpg', type: 'image/jpeg' };
      },
      /damaged or incomplete/,
    ],
    [
      'a PNG signature in front of other bytes',
      async () => ({
        file: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), PHP]),
        name: 'x.png',
        type: 'image/png',
      }),
      /damaged or incomplete|JPEG, PNG or WebP/,
    ],
  ])('%s: 400 naming the image field, nothing left behind, product unchanged', async (_label, make, message) => {
    const { file, name, type } = await make();
    const before = await productRow(1);
    const response = await upload(1, file, name, type);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, error: expect.stringMatching(message) });
    expect(body.fields.image).toMatch(message);
    expect(filesIn(testApp.uploadDir)).toEqual([]);
    expect(await productRow(1)).toEqual(before);
  });

  it('answers 400 for a multipart body without a file, 401 without a session (nothing read or written), 404 for an unknown product', async () => {
    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/products/1/image',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token}` },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.image).toMatch(/Choose an image/);
    const photo = await photoWithGps();
    expect((await upload(1, photo, 'p.jpg', 'image/jpeg', 'forged')).statusCode).toBe(401);
    expect((await upload(1, photo, 'p.jpg', 'image/jpeg', null)).statusCode).toBe(401);
    expect((await upload(99999, photo, 'p.jpg', 'image/jpeg')).statusCode).toBe(404);
    expect(filesIn(testApp.uploadDir)).toEqual([]);
  });

  it('still refuses multipart bodies on every other write (415)', async () => {
    const body = multipart(Buffer.from('x'), 'x.txt', 'text/plain');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('an accepted photo', () => {
  it('becomes AVIF and WebP renditions at 320, 640 and 960 px without metadata, served immutable, shown at once', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined(); // the fixture does carry EXIF with GPS
    // Read once first, so the public response cache holds the old list and must be invalidated by the upload.
    const before = (await testApp.app.inject({ method: 'GET', url: '/api/products' })).json();
    const product = before.find((p: { id: number }) => p.id === 2);

    const response = await upload(2, photo, 'IMG_0001.JPG', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json().product;
    const [, hash] = /^\/uploads\/products\/([0-9a-f]{32})-960\.webp$/.exec(imageUrl) ?? [];
    expect(hash).toBeDefined();
    expect(imageUrl).not.toBe(product.imageUrl);

    const files = filesIn(testApp.uploadDir).sort();
    expect(files).toEqual([320, 640, 960].flatMap((w) => [`products/${hash}-${w}.avif`, `products/${hash}-${w}.webp`]).sort());
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(testApp.uploadDir, file));
      const meta = await sharp(bytes).metadata();
      const width = Number(/-(\d+)\./.exec(file)?.[1]);
      expect(meta).toMatchObject({ width, height: Math.round((width * 800) / 1200), format: file.endsWith('.avif') ? 'heif' : 'webp' });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes('Secret Phone')).toBe(false);
      expect(bytes.includes('GPS')).toBe(false);
    }

    const served = await testApp.app.inject({ method: 'GET', url: `/uploads/products/${hash}-640.avif` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.rawPayload.equals(fs.readFileSync(path.join(testApp.uploadDir, `products/${hash}-640.avif`)))).toBe(true);

    const after = (await testApp.app.inject({ method: 'GET', url: '/api/products' })).json();
    expect(after.find((p: { id: number }) => p.id === 2).imageUrl).toBe(imageUrl);
    const graphql = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ products { id imageUrl image { src width height avifSrcset webpSrcset } } }' }),
    });
    const collars = graphql.json().data.products as { id: number; image: unknown }[];
    expect(collars.find((p) => p.id === 2)?.image).toEqual({
      src: imageUrl,
      width: 960,
      height: 640,
      avifSrcset: [320, 640, 960].map((w) => `/uploads/products/${hash}-${w}.avif ${w}w`).join(', '),
      webpSrcset: [320, 640, 960].map((w) => `/uploads/products/${hash}-${w}.webp ${w}w`).join(', '),
    });
    expect(collars.find((p) => p.id === 1)?.image).toBeNull();
  });

  it('is never upscaled: a 200 px wide PNG gets renditions at its own width only', async () => {
    const small = await sharp({ create: { width: 200, height: 150, channels: 4, background: '#884422' } })
      .png()
      .toBuffer();
    const response = await upload(3, small, 'small.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const [, hash] = /products\/([0-9a-f]+)-200\.webp$/.exec(response.json().product.imageUrl) ?? [];
    expect(hash).toBeDefined();
    const mine = filesIn(testApp.uploadDir)
      .filter((file) => file.includes(hash as string))
      .sort();
    expect(mine).toEqual([`products/${hash}-200.avif`, `products/${hash}-200.webp`]);
    expect(await sharp(path.join(testApp.uploadDir, `products/${hash}-200.webp`)).metadata()).toMatchObject({ width: 200, height: 150 });
  });

  it('is a save with its revision: restoring the revision from before the upload brings the old image back, everywhere', async () => {
    const photo = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const before = (await testApp.app.inject({ method: 'GET', url: '/api/products' })).json().find((p: { id: number }) => p.id === 4);
    expect((await upload(4, photo, 'p.jpg', 'image/jpeg')).statusCode).toBe(200);
    const auth = { authorization: `Bearer ${token}` };
    const revisions = (await testApp.app.inject({ method: 'GET', url: '/api/admin/products/4/revisions', headers: auth })).json();
    const list = (Array.isArray(revisions) ? revisions : revisions.revisions) as { id: number; changedFields: string[] }[];
    expect(list[0]?.changedFields).toEqual(['imageUrl']);
    const original = list[list.length - 1] as { id: number };
    const restored = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/products/4/revisions/${original.id}/restore`,
      headers: auth,
    });
    expect(restored.statusCode).toBe(200);
    const graphql = await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ products { id imageUrl image { src } } }' }),
    });
    expect(graphql.json().data.products.find((p: { id: number }) => p.id === 4)).toEqual({ id: 4, imageUrl: before.imageUrl, image: null });
  });

  it('serves nothing outside the renditions (no temporary uploads, no traversal)', async () => {
    for (const url of ['/uploads/products/../../etc/passwd', '/uploads/.incoming/x.upload', '/uploads/products/.x.tmp']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });
});
