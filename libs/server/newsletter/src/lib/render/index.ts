export * from './newsletter-email.renderer';
export * from './newsletter-clicks';
export * from './newsletter-links.resolver';
