export * from './lib/newsletter.entity';
export * from './lib/newsletter-link.entity';
export * from './lib/newsletter-click-day.entity';
export * from './lib/newsletter-renderer';
