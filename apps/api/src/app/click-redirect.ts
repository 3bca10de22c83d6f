import type { VisitorHasher } from '@bcg/server/analytics';
import type { RateLimiter } from '@bcg/server/core';
import type { NewsletterClicks } from '@bcg/server/newsletter';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Link not found - Bulldog Collar Guide</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>This link is not one of ours</h1>
<p>The address may have been cut short when it was copied from the email. Open the link from the email again, or go to
the <a href="/newsletter">newsletter archive</a> or the <a href="/">home page</a>.</p></body></html>`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the redirect counts clicks with: the analytics' visitor hash of the day, and the counters in the database. */
export interface ClickCounting {
  hasher: Pick<VisitorHasher, 'hash'>;
  limiter: Pick<RateLimiter, 'consume'>;
}

/**
 * The click redirect of newsletter emails, `/r/{id}`: a 302 to the address stored for that id when the issue was sent,
 * and nowhere else (an unknown id is a 404 page, never a redirect to something the URL names). A GET adds one to the
 * link's count for the day the first time a visitor (the analytics' salted hash of the day: address and user agent)
 * follows it that day; a repeat, a HEAD (a mail scanner checking the link) or a browser sending Do Not Track or Global
 * Privacy Control counts nothing. Every request is redirected alike. No cookie is set; the hash is kept, in the
 * rate-limit counters, only until the day ends.
 */
export function registerClickRedirect(app: FastifyInstance, clicks: NewsletterClicks, counting: ClickCounting): void {
  const answer = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, counts: boolean) => {
    const target = await clicks.follow(request.params.id, async (linkId) => counts && (await firstClickToday(request, linkId)));
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!target) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    // The retailer and the site's own pages learn only that the visit came from this site, not from which email.
    return reply.header('Referrer-Policy', 'origin').redirect(target, 302);
  };

  /** Whether this is the visitor's first click on the link today (counted in the database, so every server agrees). */
  const firstClickToday = async (request: FastifyRequest, linkId: string): Promise<boolean> => {
    if (request.headers['dnt'] === '1' || request.headers['sec-gpc'] === '1') return false;
    try {
      const visitor = await counting.hasher.hash(request.ip, request.headers['user-agent'] ?? '');
      const seen = await counting.limiter.consume(
        { bucket: `newsletter-click:${linkId}`, limit: 1, windowMs: DAY_MS, message: () => '' },
        visitor,
      );
      return seen.allowed;
    } catch (error) {
      // The reader is sent on all the same; only this click goes uncounted.
      request.log.warn({ err: error }, 'A newsletter click could not be counted');
      return false;
    }
  };

  app.route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/r/:id',
    schema: { hide: true },
    // Fastify would answer HEAD with this handler, counting the click: HEAD has its own route below.
    exposeHeadRoute: false,
    handler: (request, reply) => answer(request, reply, true),
  });
  app.route<{ Params: { id: string } }>({
    method: 'HEAD',
    url: '/r/:id',
    schema: { hide: true },
    handler: (request, reply) => answer(request, reply, false),
  });
}
