export * from './lib/contact-message.entity';
export * from './lib/contact-message.service';
export * from './lib/contact-message.resolver';
export * from './lib/contact-notification';
