export * from './link-health.service';
export * from './retailer-admin.resolver';
export * from './retailer-admin.types';
