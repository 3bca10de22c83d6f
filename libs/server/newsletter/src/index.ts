export * from './lib/newsletter.entity';
export * from './lib/newsletter-link.entity';
export * from './lib/newsletter-click-day.entity';
export * from './lib/newsletter-renderer';
export * from './lib/archive/newsletter-archive.service';
export * from './lib/archive/newsletter-archive.types';
export * from './lib/archive/newsletter-archive.resolver';
