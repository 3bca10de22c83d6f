export * from './lib/rest-routes';
export * from './lib/register-rest-api';
export * from './lib/cache-policy';
