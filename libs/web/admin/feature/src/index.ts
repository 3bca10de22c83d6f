export * from './lib/admin-login-page';
export * from './lib/admin-dashboard-page';
