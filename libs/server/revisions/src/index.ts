export * from './lib/revision.entity';
export * from './lib/revision.service';
export * from './lib/revision-comparison.type';
