export * from './lib/email-subscriber.entity';
export * from './lib/lead.service';
export * from './lib/lead.resolver';
export * from './lib/subscribe.input';
export * from './lib/subscribers-csv';
export * from './lib/preferences/address-alerts';
export * from './lib/emails/email-layout';
export * from './lib/preferences/preference-links';
