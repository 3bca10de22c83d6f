export * from './lib/outbox-email.entity';
export * from './lib/mail-suppression.entity';
export * from './lib/outgoing-mail';
export * from './lib/outbox.service';
export * from './lib/mail-sender';
export * from './lib/outbox-admin.resolver';
export * from './lib/suppression-list';
