export * from './lib/contact-message.entity';
export * from './lib/contact-message.service';
export * from './lib/contact-message.resolver';
export * from './lib/contact-notification';
export * from './lib/outbox-admin.resolver';
export * from './lib/address-erasure.service';
export * from './lib/address-erasure.resolver';
