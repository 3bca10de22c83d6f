export * from './lib/route-table';
export * from './lib/register-rest-api';
export * from './lib/cache-policy';
