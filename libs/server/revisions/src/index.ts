export * from './lib/revision.entity';
export * from './lib/revision.service';
