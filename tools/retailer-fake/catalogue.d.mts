import type { FakeCatalogueItem } from './fake-creators-api.d.mts';
export const SEED_CATALOGUE: FakeCatalogueItem[];
