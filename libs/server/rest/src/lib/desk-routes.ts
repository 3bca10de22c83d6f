import { toLegacyProduct, type Product, type ProductChanges, type ProductService } from '@bcg/server/catalog';
import { MAX_PAGE_SIZE, pageRequestOfQuery } from '@bcg/server/core';
import type { Revision } from '@bcg/server/revisions';
import { readCount } from '@bcg/shared/validation';
import { Type, type Static } from '@sinclair/typebox';
import type { RestRoute, RestRouteSchema } from './rest-routes';
import * as D from './desk-schemas';
import * as S from './rest-schemas';

/** The editorial desk's admin calls (issue 11): products and FAQs. Handlers only call a service and shape. */
const route = <T extends RestRouteSchema>(definition: RestRoute<T>): RestRoute => definition as unknown as RestRoute;

/** The public product shape plus what only the editor needs. */
const adminProduct = (products: ProductService, product: Product) => ({
  ...toLegacyProduct(product, products.isPriceFresh(product), products.editorialScore(product)),
  rank: product.rank,
  archivedAt: product.archivedAt?.toISOString() ?? null,
  updatedAt: product.updatedAt.toISOString(),
});

/** The REST body under the domain's names (`bulldog_fit_notes` is `bulldogFitNotes`). */
const productChanges = ({ bulldog_fit_notes, reviewCount, ...rest }: Static<typeof D.ProductBody>): ProductChanges => ({
  ...rest,
  // "1,204" as the retailer prints it, read by the shared rule (a bad count reaches the validator as NaN and is named).
  ...(reviewCount === undefined ? {} : { reviewCount: readCount(reviewCount) }),
  ...(bulldog_fit_notes === undefined ? {} : { bulldogFitNotes: bulldog_fit_notes }),
});

const restRevision = ({ id, number, author, changedFields, createdAt }: Revision) => ({
  id,
  number,
  author,
  changedFields,
  createdAt: createdAt.toISOString(),
});

const faqOut = ({ id, question, answer }: { id: number; question: string; answer: string }) => ({ id, question, answer });

export const DESK_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/admin/products',
    operationId: 'listAdminProducts',
    summary: 'Every product, archived ones included, in catalogue order (?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: D.PageQuery, response: Type.Array(D.AdminProduct) },
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
    schema: { body: D.ProductBody, response: D.AdminProduct },
    handle: async ({ products, productEditor }, { body }) => adminProduct(products, await productEditor.create(productChanges(body))),
  }),
  route({
    method: 'PUT',
    url: '/api/admin/products/order',
    operationId: 'reorderProducts',
    summary: `Sets the catalogue order: {ids} names every product once, first first (the first three public ones are the top picks); answers the first ${MAX_PAGE_SIZE} of the new order.`,
    tag: 'admin',
    admin: true,
    schema: { body: D.OrderBody, response: Type.Array(D.AdminProduct) },
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
    schema: { params: S.IdParams, response: D.AdminProduct },
    handle: async ({ products, productEditor }, { params }) => adminProduct(products, await productEditor.get(params.id)),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/products/:id',
    operationId: 'updateProduct',
    summary: 'Changes the fields sent (others stay), archives or unarchives (archived); a new price stamps priceCheckedAt.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, body: D.ProductBody, response: D.AdminProduct },
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
    schema: { params: S.IdParams, response: S.Done },
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
    schema: { params: S.IdParams, response: D.AdminProduct },
    handle: async ({ products, productEditor }, { params }) => adminProduct(products, await productEditor.confirmPrice(params.id)),
  }),
  route({
    method: 'GET',
    url: '/api/admin/products/:id/revisions',
    operationId: 'listProductRevisions',
    summary: 'The saved revisions of a product (who, when, which fields changed), newest first.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: Type.Array(D.Revision) },
    handle: async ({ productEditor }, { params }) => (await productEditor.history(params.id)).map(restRevision),
  }),
  route({
    method: 'GET',
    url: '/api/admin/products/:id/revisions/:revisionId',
    operationId: 'compareProductRevision',
    summary: 'What restoring one revision of a product would change, field by field: its value now and the revision’s.',
    tag: 'admin',
    admin: true,
    schema: { params: D.RevisionParams, response: D.RevisionComparison },
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
    schema: { params: D.RevisionParams, querystring: D.RestoreQuery, response: D.AdminProduct },
    handle: async ({ products, productEditor }, { params, query }) =>
      adminProduct(
        products,
        await productEditor.restore(params.id, params.revisionId, undefined, { restoreSlug: query.restoreSlug === 'true' }),
      ),
  }),
  route({
    method: 'GET',
    url: '/api/admin/faqs',
    operationId: 'listAdminFaqs',
    summary: 'The frequently asked questions, in order (?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: D.PageQuery, response: D.FaqOrder },
    handle: async ({ faqs }, { query }) => (await faqs.page(pageRequestOfQuery(query))).map(faqOut),
  }),
  route({
    method: 'POST',
    url: '/api/admin/faqs',
    operationId: 'createFaq',
    summary: 'Adds a question at the end of the list (400 names each bad field).',
    tag: 'admin',
    admin: true,
    schema: { body: D.FaqBody, response: S.Faq },
    handle: async ({ faqs }, { body }) => faqOut(await faqs.create(body)),
  }),
  route({
    method: 'PUT',
    url: '/api/admin/faqs/order',
    operationId: 'reorderFaqs',
    summary: 'Sets the order of the questions: {ids} names every question once, first first.',
    tag: 'admin',
    admin: true,
    schema: { body: D.FaqOrderBody, response: D.FaqOrder },
    handle: async ({ faqs }, { body }) => (await faqs.reorder(body.ids)).map(faqOut),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/faqs/:id',
    operationId: 'updateFaq',
    summary: 'Changes the question, the answer or both.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, body: D.FaqPatchBody, response: S.Faq },
    handle: async ({ faqs }, { params, body }) => faqOut(await faqs.update(params.id, body)),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/faqs/:id',
    operationId: 'deleteFaq',
    summary: 'Deletes a question.',
    tag: 'admin',
    admin: true,
    schema: { params: S.IdParams, response: S.Done },
    handle: async ({ faqs }, { params }) => {
      await faqs.delete(params.id);
      return { success: true as const };
    },
  }),
];
