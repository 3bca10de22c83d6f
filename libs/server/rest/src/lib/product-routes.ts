import {
  CATALOGUE_ERRORS,
  IMAGE_ERRORS,
  imageError,
  MAX_IMAGE_BYTES,
  type Product,
  type ProductChanges,
  type ProductService,
  toLegacyProduct,
} from '@bcg/server/catalogue';
import { MAX_PAGE_SIZE, NotFoundError, pageRequestOfQuery, type PageRequest } from '@bcg/server/core';
import type { PricePoint } from '@bcg/server/retailer';
import { readCount } from '@bcg/shared/validation';
import * as z from 'zod/mini';
import { Done, IdParams, OrderBody, PagedQuery } from './common-schemas';
import {
  AdminProduct,
  Product as ProductSchema,
  PriceHistoryAnswer,
  PriceHistoryQuery,
  ProductAnswer,
  ProductBody,
  ProductRevisionParams,
  ProductSlugParams,
  ProductsQuery,
} from './product-schemas';
import { type RestRoute, route } from './rest-route';
import { wholeList } from './streamed-list';
import { restRevision, RestoreQuery, Revision, RevisionComparison } from './revision-schemas';

export const legacyProduct = (products: ProductService, product: Product) =>
  toLegacyProduct(product, products.legacyPrice(product), products.editorialScore(product));

/** The public product shape plus what only the editor needs. */
export const adminProduct = (products: ProductService, product: Product) => ({
  ...toLegacyProduct(product, products.legacyPrice(product), products.editorialScore(product)),
  rank: product.rank,
  archivedAt: product.archivedAt?.toISOString() ?? null,
  updatedAt: product.updatedAt.toISOString(),
});

/** The REST body under the domain's names (`bulldog_fit_notes` is `bulldogFitNotes`). */
const productChanges = ({ bulldog_fit_notes, reviewCount, ...rest }: z.output<typeof ProductBody>): ProductChanges => ({
  ...rest,
  // "1,204" as the retailer prints it, read by the shared rule (a bad count reaches the validator as NaN and is named).
  ...(reviewCount === undefined ? {} : { reviewCount: readCount(reviewCount) }),
  ...(bulldog_fit_notes === undefined ? {} : { bulldogFitNotes: bulldog_fit_notes }),
});

/** Collars: the public list and review pages, and the editorial desk's product calls. */
export const PRODUCT_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/products',
    operationId: 'listProducts',
    summary: 'Every tested collar, in catalogue order (?limit=, ?offset= a window of them; ?breed= only those suited to a breed).',
    tag: 'catalogue',
    schema: { querystring: ProductsQuery, response: z.array(ProductSchema) },
    handle: async ({ products }, { query }) => {
      const read = async (page: PageRequest) => (await products.page({ ...page, breed: query.breed })).items;
      const offset = query.offset ?? 0;
      const shape = (product: Product) => legacyProduct(products, product);
      return query.limit === undefined ? wholeList(read, offset, shape) : (await read({ offset, limit: query.limit })).map(shape);
    },
  }),
  route({
    // Not one of the legacy REST paths: the data of one review page, for external tools.
    method: 'GET',
    url: '/api/products/:slug',
    operationId: 'getProduct',
    summary: 'One public collar with its review, by the slug of its page /collars/{slug} (404 "Product not found" otherwise).',
    tag: 'catalogue',
    schema: { params: ProductSlugParams, response: ProductAnswer },
    handle: async ({ products }, { params }) => {
      const product = await products.bySlug(params.slug);
      if (!product) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
      return { success: true as const, product: legacyProduct(products, product) };
    },
  }),
  route({
    method: 'GET',
    url: '/api/products/:slug/price-history',
    operationId: 'getProductPriceHistory',
    summary:
      'The prices we saw at Amazon for one public collar in the last ?days= days (1 to 365, 90 when left out): every change, the lowest and the current price (null unless the price is shown). 404 "Product not found" for an unknown slug.',
    tag: 'catalogue',
    schema: { params: ProductSlugParams, querystring: PriceHistoryQuery, response: PriceHistoryAnswer },
    handle: async ({ products, priceHistory }, { params, query }) => {
      const product = await products.bySlug(params.slug);
      if (!product) throw new NotFoundError(CATALOGUE_ERRORS.productNotFound);
      const history = await priceHistory.forProduct(product, query.days);
      const point = (value: PricePoint) => ({ ...value, observedAt: value.observedAt.toISOString() });
      const { days, points, lowest, current } = history;
      return { days, points: points.map(point), lowest: lowest && point(lowest), current: current && point(current) };
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/products',
    operationId: 'listAdminProducts',
    summary: 'Every product, archived ones included, in catalogue order (?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: PagedQuery, response: z.array(AdminProduct) },
    handle: async ({ products, productEditor }, { query }) =>
      (await productEditor.list(pageRequestOfQuery(query))).map((product) => adminProduct(products, product)),
  }),
  route({
    method: 'POST',
    url: '/api/admin/products',
    operationId: 'createProduct',
    summary:
      'Adds a product at the end of the catalogue, by amazonAsin or an Amazon link in amazonUrl; the slug is made from the name when absent. 400 names each bad field.',
    tag: 'admin',
    admin: true,
    schema: { body: ProductBody, response: AdminProduct },
    handle: async ({ products, productEditor }, { body }) => adminProduct(products, await productEditor.create(productChanges(body))),
  }),
  route({
    method: 'PUT',
    url: '/api/admin/products/order',
    operationId: 'reorderProducts',
    summary: `Sets the catalogue order: {ids} names every product once, first first (the first three public ones are the top picks); answers the first ${MAX_PAGE_SIZE} of the new order.`,
    tag: 'admin',
    admin: true,
    schema: { body: OrderBody, response: z.array(AdminProduct) },
    handle: async ({ products, productEditor }, { body }) =>
      (await productEditor.reorder(body.ids)).map((product) => adminProduct(products, product)),
  }),
  route({
    method: 'GET',
    url: '/api/admin/products/:id',
    operationId: 'getAdminProduct',
    summary: 'One product by id, archived or not.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: AdminProduct },
    handle: async ({ products, productEditor }, { params }) => adminProduct(products, await productEditor.get(params.id)),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/products/:id',
    operationId: 'updateProduct',
    summary: 'Changes the fields sent (others stay), archives or unarchives (archived); a new price stamps priceCheckedAt.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: ProductBody, response: AdminProduct },
    handle: async ({ products, productEditor }, { params, body }) =>
      adminProduct(products, await productEditor.update(params.id, productChanges(body))),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/products/:id',
    operationId: 'deleteProduct',
    summary: 'Deletes a product for good (its revisions are kept).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Done },
    handle: async ({ productEditor }, { params }) => {
      await productEditor.delete(params.id);
      return { success: true as const };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/products/:id/price-check',
    operationId: 'confirmProductPrice',
    summary:
      'The stored price was just read at the retailer and is unchanged: priceCheckedAt becomes now, so it is shown for PRICE_MAX_AGE_HOURS more.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: AdminProduct },
    handle: async ({ products, productEditor }, { params }) => adminProduct(products, await productEditor.confirmPrice(params.id)),
  }),
  route({
    method: 'GET',
    url: '/api/admin/products/:id/revisions',
    operationId: 'listProductRevisions',
    summary: 'The saved revisions of a product (who, when, which fields changed), newest first.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: z.array(Revision) },
    handle: async ({ productEditor }, { params }) => (await productEditor.history(params.id)).map(restRevision),
  }),
  route({
    method: 'GET',
    url: '/api/admin/products/:id/revisions/:revisionId',
    operationId: 'compareProductRevision',
    summary: 'What restoring one revision of a product would change, field by field: its value now and the revision’s.',
    tag: 'admin',
    admin: true,
    schema: { params: ProductRevisionParams, response: RevisionComparison },
    handle: async ({ productEditor }, { params }) => {
      const { revision, changes } = await productEditor.compare(params.id, params.revisionId);
      return { revision: restRevision(revision), changes };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/products/:id/revisions/:revisionId/restore',
    operationId: 'restoreProductRevision',
    summary:
      'Saves an older revision of a product as a new save (itself a revision): nothing is lost. The current slug stays unless ?restoreSlug=true.',
    tag: 'admin',
    admin: true,
    schema: { params: ProductRevisionParams, querystring: RestoreQuery, response: AdminProduct },
    handle: async ({ products, productEditor }, { params, query }) =>
      adminProduct(
        products,
        await productEditor.restore(params.id, params.revisionId, undefined, { restoreSlug: query.restoreSlug === 'true' }),
      ),
  }),
  route({
    method: 'POST',
    url: '/api/admin/products/:id/image',
    operationId: 'uploadProductImage',
    summary:
      'Sets the photo of a product from a multipart/form-data body with one file (JPEG, PNG or WebP by its bytes, at most 8 MB): ' +
      'it is written as AVIF and WebP renditions at 320, 640 and 960 px without metadata; imageUrl becomes the largest WebP. ' +
      'A file that is not such an image answers 400 (fields.image) and changes nothing.',
    tag: 'admin',
    admin: true,
    upload: { maxBytes: MAX_IMAGE_BYTES },
    schema: { params: IdParams, response: ProductAnswer },
    handle: async ({ products, productImages }, { params, upload }) => {
      const file = await upload?.();
      if (!file) throw imageError(IMAGE_ERRORS.missing);
      return { success: true as const, product: legacyProduct(products, await productImages.attachUpload(params.id, file)) };
    },
  }),
];
