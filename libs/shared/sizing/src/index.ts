export {
  BREED_FIGURES,
  COLLAR_ALLOWANCE_IN,
  MEASURING_STEPS,
  MIN_ADULT_COLLAR_WIDTH_IN,
  PUPPY_EXTRA_IN,
  SIZE_CHART,
  formatRange,
  type Breed,
  type BreedFigures,
  type Range,
  type SizeChartAge,
  type SizeChartRow,
} from './lib/sizing';
