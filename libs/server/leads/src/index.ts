export * from './lib/email-subscriber.entity';
