import type { NewsletterClicks } from '@bcg/server/newsletter';
import type { FastifyInstance } from 'fastify';

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found - Bulldog Collar Guide</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>This link is not one of ours</h1>
<p>The address may have been cut short when it was copied from the email. Open the link from the email again, or go to
the <a href="/newsletter">newsletter archive</a> or the <a href="/">home page</a>.</p></body></html>`;

/**
 * The click redirect of newsletter emails, `/r/{id}`: a 302 to the address stored for that id when the issue was sent,
 * and nowhere else (an unknown id is a 404 page, never a redirect to something the URL names). Each click adds one to
 * the link's count for the day; no cookie is set and nothing about the reader is kept.
 */
export function registerClickRedirect(app: FastifyInstance, clicks: NewsletterClicks): void {
  app.get<{ Params: { id: string } }>('/r/:id', { schema: { hide: true } }, async (request, reply) => {
    const target = await clicks.follow(request.params.id);
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!target) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    // The retailer and the site's own pages learn only that the visit came from this site, not from which email.
    return reply.header('Referrer-Policy', 'origin').redirect(target, 302);
  });
}
