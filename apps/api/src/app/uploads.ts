import { ImageUploadService, LEFTOVER_AGE_MS, PRODUCT_IMAGES_DIR, UPLOADS_URL_PREFIX } from '@bcg/server/catalogue';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** Content-hashed names never change content, so browsers and CDNs may keep them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the renditions under UPLOAD_DIR/products at /uploads/products/ (files appear while the server runs, so
 * they are looked up per request). Only that directory is served: uploads being checked (UPLOAD_DIR/.incoming) and
 * half-written renditions (dot names) are never reachable.
 */
export async function registerUploads(app: FastifyInstance, uploadDir: string): Promise<void> {
  const root = path.join(uploadDir, PRODUCT_IMAGES_DIR);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_URL_PREFIX}${PRODUCT_IMAGES_DIR}/`,
    // A second registration of the plugin (the web app has the first): no reply.sendFile of its own.
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Off, or the plugin's own 'max-age=0' would replace the header set here.
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
  await sweepLeftovers(app, new ImageUploadService(uploadDir));
}

/**
 * Temporary files of uploads a killed server never finished are removed at start (what this machine's dead processes
 * left, at once), then again every so often (what another server on a shared UPLOAD_DIR left, once it is old).
 */
async function sweepLeftovers(app: FastifyInstance, images: ImageUploadService): Promise<void> {
  const sweep = async (atStart: boolean) => {
    const removed = await images.removeLeftovers({ atStart }).catch((error: Error) => {
      app.log.warn({ error: error.message }, 'Could not remove temporary upload files');
      return [];
    });
    if (removed.length > 0) app.log.info({ files: removed.length }, 'Removed temporary upload files left by an interrupted upload');
  };
  await sweep(true);
  const timer = setInterval(() => void sweep(false), LEFTOVER_AGE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
