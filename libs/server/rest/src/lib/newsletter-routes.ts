import { pageRequestOfQuery } from '@bcg/server/core';
import type { Newsletter, NewsletterService } from '@bcg/server/newsletter';
import type * as z from 'zod/mini';
import { Done, IdParams, PagedQuery } from './common-schemas';
import {
  NewsletterCreateBody,
  NewsletterList,
  NewsletterOut,
  NewsletterPatchBody,
  NewsletterSendBody,
  NewsletterTestBody,
} from './newsletter-schemas';
import { type RestRoute, route } from './rest-route';

/** A body of 100,000 characters of Markdown, escaped in JSON and in UTF-8, fits with room to spare. */
const NEWSLETTER_BODY_LIMIT = 1024 * 1024;

async function newsletterOut(newsletters: NewsletterService, issue: Newsletter): Promise<z.output<typeof NewsletterOut>> {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const { recipientCount, sentCount, failedCount, pendingCount } = await newsletters.delivery(issue);
  return {
    id: issue.id,
    slug: issue.slug,
    subject: issue.subject,
    preheader: issue.preheader,
    markdown: issue.markdown,
    status: issue.status,
    indexable: issue.indexable,
    articleId: issue.articleId,
    sendAt: iso(issue.sendAt),
    sendStartedAt: iso(issue.sendStartedAt),
    sentAt: iso(issue.sentAt),
    testSentAt: iso(issue.testSentAt),
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
    delivery: { recipientCount, sentCount, failedCount, pendingCount },
  };
}

/** The owner's newsletter: issues written, test-sent and sent (administrator only). */
export const NEWSLETTER_ROUTES: readonly RestRoute[] = [
  route({
    method: 'GET',
    url: '/api/admin/newsletters',
    operationId: 'listNewsletters',
    summary: 'The newsletter issues, newest first (?limit=, ?offset= pages), each with its delivery counts.',
    tag: 'admin',
    admin: true,
    schema: { querystring: PagedQuery, response: NewsletterList },
    handle: async ({ newsletters }, { query }) =>
      Promise.all((await newsletters.page(pageRequestOfQuery(query))).items.map((issue) => newsletterOut(newsletters, issue))),
  }),
  route({
    method: 'POST',
    url: '/api/admin/newsletters',
    operationId: 'createNewsletter',
    summary: 'Writes a draft from subject, preheader and markdown, or from a published article (articleId); 400 names each bad field.',
    tag: 'admin',
    admin: true,
    bodyLimit: NEWSLETTER_BODY_LIMIT,
    schema: { body: NewsletterCreateBody, response: NewsletterOut },
    handle: async ({ newsletters }, { body }) => {
      const { articleId, ...fields } = body;
      const issue =
        articleId === undefined
          ? await newsletters.create({ ...fields, subject: fields.subject ?? '', markdown: fields.markdown ?? '' })
          : await newsletters.createFromArticle(articleId);
      return newsletterOut(newsletters, issue);
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/newsletters/:id',
    operationId: 'getNewsletter',
    summary: 'One issue with its delivery counts.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: NewsletterOut },
    handle: async ({ newsletters }, { params }) => newsletterOut(newsletters, await newsletters.get(params.id)),
  }),
  route({
    method: 'PATCH',
    url: '/api/admin/newsletters/:id',
    operationId: 'updateNewsletter',
    summary: 'Changes a draft or scheduled issue (the fields given); indexable may change at any time.',
    tag: 'admin',
    admin: true,
    bodyLimit: NEWSLETTER_BODY_LIMIT,
    schema: { params: IdParams, body: NewsletterPatchBody, response: NewsletterOut },
    handle: async ({ newsletters }, { params, body }) => newsletterOut(newsletters, await newsletters.update(params.id, body)),
  }),
  route({
    method: 'DELETE',
    url: '/api/admin/newsletters/:id',
    operationId: 'deleteNewsletter',
    summary: 'Deletes a draft.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, response: Done },
    handle: async ({ newsletters }, { params }) => {
      await newsletters.delete(params.id);
      return { success: true as const };
    },
  }),
  route({
    method: 'POST',
    url: '/api/admin/newsletters/:id/test',
    operationId: 'sendNewsletterTest',
    summary: 'Emails a test copy (subject prefixed "[Test] ") to one address.',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: NewsletterTestBody, response: NewsletterOut },
    handle: async ({ newsletters }, { params, body }) => newsletterOut(newsletters, await newsletters.sendTest(params.id, body.email)),
  }),
  route({
    method: 'POST',
    url: '/api/admin/newsletters/:id/send',
    operationId: 'sendNewsletter',
    summary: 'Sends the issue to every confirmed subscriber now, or at sendAt (in the future).',
    tag: 'admin',
    admin: true,
    schema: { params: IdParams, body: NewsletterSendBody, response: NewsletterOut },
    handle: async ({ newsletters }, { params, body }) =>
      newsletterOut(newsletters, await newsletters.send(params.id, body.sendAt ? new Date(body.sendAt) : null)),
  }),
];
