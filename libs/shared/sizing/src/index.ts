export {
  BREED_FIGURES,
  COLLAR_ALLOWANCE_IN,
  MEASURING_STEPS,
  MIN_ADULT_COLLAR_WIDTH_IN,
  PUPPY_EXTRA_IN,
  SIZE_CHART,
  TWO_FINGER_CHECK,
  formatRange,
  type Breed,
  type BreedFigures,
  type Range,
  type SizeChartAge,
  type SizeChartRow,
} from './lib/sizing';
export * from './lib/units';
export * from './lib/fit-input';
export * from './lib/fit-recommendation';
