export * from './fake-creators-api.d.mts';
export { SEED_CATALOGUE } from './catalogue.d.mts';
