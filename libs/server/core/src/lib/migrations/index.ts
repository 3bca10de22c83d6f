import { InitialSchema1763800000000 } from './1763800000000-initial-schema';

/** Every migration, oldest first. New ones are appended, never edited once released. */
export const MIGRATIONS = [InitialSchema1763800000000];
