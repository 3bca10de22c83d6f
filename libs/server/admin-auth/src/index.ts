export * from './lib/admin-session.entity';
