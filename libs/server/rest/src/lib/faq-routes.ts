import { MAX_FAQS } from '@bcg/server/content';
import { pageRequestOfQuery } from '@bcg/server/core';
import * as z from 'zod/mini';
import { Done, FaqOrderBody, IdParams, PagedQuery, PageQuery } from './common-schemas';
import { Faq, FaqBody, FaqOrder, FaqPatchBody } from './faq-schemas';
import { type RestRoute, route } from './rest-route';

const faqOut = ({ id, question, answer }: { id: number; question: string; answer: string }) => ({ id, question, answer });

/** The frequently asked questions: the public list and the editor's calls. */
export const FAQ_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/faqs',
    operationId: 'listFaqs',
    summary: 'The frequently asked questions, in order (?limit=, ?offset= a window of them).',
    tag: 'content',
    schema: { querystring: PageQuery, response: z.array(Faq) },
    // The list holds at most MAX_FAQS questions: without a limit, that many is every one.
    handle: async ({ faqs }, { query }) => (await faqs.page({ offset: query.offset ?? 0, limit: query.limit ?? MAX_FAQS })).map(faqOut),
  }),
  route({
    method: 'GET',
    url: '/api/admin/faqs',
    operationId: 'listAdminFaqs',
    summary: 'The frequently asked questions, in order (?limit=, ?offset= pages).',
    tag: 'admin',
    admin: true,
    schema: { querystring: PagedQuery, response: FaqOrder },
    handle: async ({ faqs }, { query }) => (await faqs.page(pageRequestOfQuery(query))).map(faqOut),
  }),
  route({
    method: 'POST',
    url: '/api/admin/faqs',
    operationId: 'createFaq',
    summary: 'Adds a question at the end of the list (400 names each bad field).',
    tag: 'admin',
    admin: true,
    schema: { body: FaqBody, response: Faq },
    handle: async ({ faqs }, { body }) => faqOut(await faqs.create(body)),
  }),
  route({
    method: 'PUT',
    url: '/api/admin/faqs/order',
    operationId: 'reorderFaqs',
    summary: 'Sets the order of the questions: {ids} names every question once, first first.',
    tag: 'admin',
    admin: true,
    schema: { body: FaqOrderBody, response: FaqOrder },
    handle: async ({ faqs }, { body }) => (await faqs.reorder(body.ids)).map(faqOut),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/faqs/:id',
    operationId: 'updateFaq',
    summary: 'Changes the question, the answer or both.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: FaqPatchBody, response: Faq },
    handle: async ({ faqs }, { params, body }) => faqOut(await faqs.update(params.id, body)),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/faqs/:id',
    operationId: 'deleteFaq',
    summary: 'Deletes a question.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Done },
    handle: async ({ faqs }, { params }) => {
      await faqs.delete(params.id);
      return { success: true as const };
    },
  }),
];
