export * from './lib/admin-session.entity';
export * from './lib/admin-credential.entity';
export * from './lib/admin-auth.service';
export * from './lib/admin-auth.resolver';
