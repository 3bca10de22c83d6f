import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NotFoundError, ValidationError } from '@bcg/server/core';
import sharp, { type Metadata } from 'sharp';
import type { Repository } from 'typeorm';
import { CATALOGUE_ERRORS } from './catalogue.errors';
import type { Product } from './product.entity';
import type { ProductEditorService } from './product-editor.service';
import {
  PRODUCT_IMAGES_DIR,
  RENDITION_FORMATS,
  RENDITION_WIDTHS,
  renditionUrl,
  type ProductImageData,
  type RenditionFormat,
} from './product-image.types';

/** Subdirectory of UPLOAD_DIR holding uploads while they are checked (a dot name: not served, not backed up). */
const INCOMING_DIR = '.incoming';

/** Largest accepted upload (the multipart limit is set from it). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/**
 * Decoded pixels a photo may have (about 40 megapixels, more than any phone camera): sharp refuses a larger image
 * from its header, before decoding, so a small file that expands to gigabytes (a decompression bomb) costs nothing.
 */
const MAX_IMAGE_PIXELS = 40_000_000;
/** Suffix of an upload being streamed and checked in the incoming folder. */
const UPLOAD_SUFFIX = '.upload';
/** A rendition being written: `.<name>.<random hex>.tmp` beside its final name, renamed into place when whole. */
const PARTIAL_RENDITION = /^\..+\.[0-9a-f]{12}\.tmp$/;

/**
 * The writer of an incoming upload, in its name (`<host>~<pid>~<random>.upload`): a start can tell what its own
 * machine's dead processes left (removed at once) from what another server on a shared UPLOAD_DIR is receiving now.
 */
const UPLOAD_HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_');
const UPLOAD_OWNER = `${UPLOAD_HOST}~${process.pid}`;
const OWNED_UPLOAD = /^(.+)~(\d+)~[0-9a-f]+\.upload$/;

/** Whether a process with this id runs on this machine (a signal 0 only checks). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An incoming upload no live upload can be writing: this machine's, written by a process that no longer runs (or by
 * this process's id before it started: a container restarts with the same pid); anyone's past `olderThanMs`.
 */
function abandonedUpload(name: string, ageMs: number, olderThanMs: number, atStart: boolean): boolean {
  if (ageMs >= olderThanMs) return true;
  const owner = OWNED_UPLOAD.exec(name);
  if (owner?.[1] !== UPLOAD_HOST) return false;
  const pid = Number(owner[2]);
  return pid === process.pid ? atStart : !processRuns(pid);
}
/**
 * Age past which a temporary file can belong to no live upload (a stream writes it within seconds and the renditions
 * follow within a minute): younger ones may be another server's upload in progress on a shared UPLOAD_DIR.
 */
export const LEFTOVER_AGE_MS = 10 * 60 * 1000;

type SniffedType = 'jpeg' | 'png' | 'webp';

/** The real type from the first bytes (magic numbers); the name and the declared type are never trusted. */
function sniff(head: Buffer): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Client-visible messages of uploads; `image` is the form field they are about. */
export const IMAGE_ERRORS = {
  notAnImage: 'The image must be a JPEG, PNG or WebP file',
  tooLarge: `The image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  tooManyPixels: `The image has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`,
  unreadable: 'The image is damaged or incomplete and could not be read',
  missing: 'Choose an image file to upload',
} as const;

/** A refused upload: 400, naming the `image` field. */
export const imageError = (message: string) => new ValidationError(message, { image: message });

async function readHead(file: string, length = 16): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 32);
}

/** The widths to write for a photo this wide: the standard ones it reaches, or its own width when it reaches none. */
const widthsFor = (sourceWidth: number): number[] => {
  const widths = RENDITION_WIDTHS.filter((width) => width <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
};

/**
 * The upload pipeline of every photo (product photos, article covers): an uploaded file is checked (real type from
 * its bytes, pixel count, readable to the end), then written as AVIF and WebP renditions at 320/640/960 px without
 * any metadata (EXIF, GPS, ICC comments), under UPLOAD_DIR/products with content-hashed names (served at
 * /uploads/products/; the directory's name predates article covers, and existing addresses must keep working). A
 * refused or failed upload leaves nothing behind: renditions go to temporary names first and only the ones this
 * upload created are removed.
 */
export class ImageUploadService {
  constructor(private readonly uploadDir: string) {}

  /** The directory the renditions are written to (served under /uploads/products/). */
  get imagesDir(): string {
    return path.join(this.uploadDir, PRODUCT_IMAGES_DIR);
  }

  /** Where uploads are streamed to before they are checked (same disk as the renditions; never served or backed up). */
  get incomingDir(): string {
    return path.join(this.uploadDir, INCOMING_DIR);
  }

  /**
   * Streams an upload to a temporary file (never held whole in memory), writes its renditions and hands their data
   * to `use` (which saves whatever points at them). When `use` fails, the renditions this upload created are
   * removed; the temporary file is removed whatever happens.
   * @param upload the file as it arrives; `truncated` true means it went past the size limit and was cut.
   * @throws ValidationError (field `image`) for a file that is not a sound JPEG, PNG or WebP within the limits.
   */
  async receive<T>(upload: Readable & { truncated?: boolean }, use: (image: ProductImageData) => Promise<T>): Promise<T> {
    await fs.mkdir(this.incomingDir, { recursive: true });
    const file = path.join(this.incomingDir, `${UPLOAD_OWNER}~${randomBytes(12).toString('hex')}${UPLOAD_SUFFIX}`);
    try {
      await pipeline(upload, createWriteStream(file, { flags: 'wx' }));
      if (upload.truncated) throw imageError(IMAGE_ERRORS.tooLarge);
      const image = await this.writeRenditions(file);
      try {
        return await use(image.data);
      } catch (error) {
        await image.discard();
        throw error;
      }
    } finally {
      await fs.rm(file, { force: true });
    }
  }

  /**
   * Removes what a killed server left behind: uploads in the incoming folder and half-written renditions (a
   * `finally` never runs after kill -9). Only this pipeline's own temporary names are touched, never a photo. An
   * upload this machine's dead processes were writing goes at once; anything else only past `olderThanMs`, so an
   * upload another server is receiving right now on a shared UPLOAD_DIR is left alone.
   * @param atStart true before this process accepts any upload (then a file under its own pid is a predecessor's).
   * @returns the paths removed.
   */
  async removeLeftovers({ atStart = false, olderThanMs = LEFTOVER_AGE_MS, now = Date.now() } = {}): Promise<string[]> {
    const candidates = [
      ...(await namesIn(this.incomingDir))
        .filter((name) => name.endsWith(UPLOAD_SUFFIX))
        .map((name) => ({ dir: this.incomingDir, name, upload: true })),
      ...(await namesIn(this.imagesDir))
        .filter((name) => PARTIAL_RENDITION.test(name))
        .map((name) => ({ dir: this.imagesDir, name, upload: false })),
    ];
    const removed: string[] = [];
    for (const { dir, name, upload } of candidates) {
      const file = path.join(dir, name);
      const stat = await fs.lstat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const ageMs = now - stat.mtimeMs;
      if (!(upload ? abandonedUpload(name, ageMs, olderThanMs, atStart) : ageMs >= olderThanMs)) continue;
      await fs.rm(file, { force: true });
      removed.push(file);
    }
    return removed;
  }

  /** Checks the file and writes its renditions; `discard` removes the ones that did not exist before. */
  private async writeRenditions(file: string): Promise<{ data: ProductImageData; discard: () => Promise<void> }> {
    const type = sniff(await readHead(file));
    if (!type) throw imageError(IMAGE_ERRORS.notAnImage);
    // failOn 'error': a truncated or corrupt file is refused rather than rendered with grey bands.
    const input = () => sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });
    let metadata: Metadata;
    try {
      metadata = await input().metadata();
    } catch (error) {
      throw imageError(/pixel limit/i.test((error as Error).message) ? IMAGE_ERRORS.tooManyPixels : IMAGE_ERRORS.unreadable);
    }
    // The decoder must agree with the magic number (a PNG header glued onto something else is not a PNG).
    if (metadata.format !== type || !metadata.width || !metadata.height) throw imageError(IMAGE_ERRORS.notAnImage);
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw imageError(IMAGE_ERRORS.tooManyPixels);
    // Rotated by its EXIF orientation first, since the orientation tag goes with the rest of the metadata.
    const upright = (metadata.orientation ?? 1) >= 5;
    const width = upright ? metadata.height : metadata.width;
    const height = upright ? metadata.width : metadata.height;
    const widths = widthsFor(width);
    const hash = await hashFile(file);
    const renditions: { format: RenditionFormat; width: number; buffer: Buffer }[] = [];
    try {
      for (const renditionWidth of widths) {
        for (const format of RENDITION_FORMATS) {
          // sharp writes no metadata unless asked (withMetadata/keepExif): EXIF, GPS and XMP are dropped here.
          const pipeline = input().rotate().resize({ width: renditionWidth, withoutEnlargement: true });
          const buffer = await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 3 }) : pipeline.webp({ quality: 78 })).toBuffer();
          renditions.push({ format, width: renditionWidth, buffer });
        }
      }
    } catch (error) {
      throw imageError(/pixel limit/i.test((error as Error).message) ? IMAGE_ERRORS.tooManyPixels : IMAGE_ERRORS.unreadable);
    }
    const largest = widths[widths.length - 1] as number;
    const data: ProductImageData = {
      hash,
      width: largest,
      height: Math.round((height * largest) / width),
      widths,
      formats: [...RENDITION_FORMATS],
    };
    const created = await this.place(
      renditions.map((r) => ({ name: path.basename(renditionUrl(data, r.width, r.format)), buffer: r.buffer })),
    );
    return { data, discard: () => removeAll(created) };
  }

  /**
   * Writes each file under a temporary name and renames it into place (a reader never sees half a file). A name
   * that exists already holds the same bytes (same hash) and is left alone. Returns the paths this call created.
   */
  private async place(files: { name: string; buffer: Buffer }[]): Promise<string[]> {
    await fs.mkdir(this.imagesDir, { recursive: true });
    const created: string[] = [];
    try {
      for (const { name, buffer } of files) {
        const target = path.join(this.imagesDir, name);
        if (await exists(target)) continue;
        const temporary = path.join(this.imagesDir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
        try {
          await fs.writeFile(temporary, buffer, { flag: 'wx' });
          await fs.rename(temporary, target);
        } finally {
          await fs.rm(temporary, { force: true });
        }
        created.push(target);
      }
    } catch (error) {
      await removeAll(created);
      throw error;
    }
    return created;
  }
}

/**
 * Product photos through the upload pipeline: the product is pointed at the renditions by an editor save (its
 * revision, the site revision) so the public pages show the photo at once.
 */
export class ProductImageService {
  constructor(
    private readonly products: Repository<Product>,
    private readonly editor: ProductEditorService,
    private readonly images: ImageUploadService,
  ) {}

  /**
   * Makes the upload the photo of product `productId`.
   * @throws NotFoundError for an unknown product; ValidationError (field `image`) as {@link ImageUploadService.receive}.
   */
  attachUpload(productId: number, upload: Readable & { truncated?: boolean }): Promise<Product> {
    return this.images.receive(upload, async (image) => {
      const product = await this.products.findOne({ where: { id: productId } });
      if (!product) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
      const imageUrl = renditionUrl(image, image.widths[image.widths.length - 1] as number, 'webp');
      try {
        // The renditions' data first: it only counts while imageUrl points at them (see ProductImage.of), so until the
        // editor's save below the public pages do not change. That save validates, records the product's revision
        // (imageUrl changed) and moves the site revision in one transaction.
        await this.products.update({ id: productId }, { image });
        return await this.editor.update(productId, { imageUrl });
      } catch (error) {
        await this.products.update({ id: productId }, { image: product.image }).catch(() => undefined);
        throw error;
      }
    });
  }
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The entries of a directory; none when it does not exist yet. */
const namesIn = (dir: string): Promise<string[]> => fs.readdir(dir).catch(() => []);

const removeAll = async (files: string[]) => {
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
};
