// Route module: the router loads the archive's code on its own (see ../routes.tsx); list and issue share one chunk.
export { NewsletterArchivePage, NewsletterIssuePage } from '@bcg/web/leads/feature';
