export * from './newsletter-email.renderer';
export { LINK_ID_PATTERN } from './newsletter-links';
export * from './newsletter-clicks';
export * from './newsletter-links.resolver';
