export {
  BREED_FIGURES,
  CHART_COLLAR_COLUMN,
  COLLAR_ALLOWANCE_IN,
  COLLAR_LENGTH_NOTE,
  MEASURING_STEPS,
  MIN_ADULT_COLLAR_WIDTH_IN,
  MIN_ROOM_IN,
  PUPPY_EXTRA_IN,
  PUPPY_LIGHT_COLLAR_MAX_NECK_IN,
  PUPPY_MIN_COLLAR_WIDTH_IN,
  PUPPY_ROOM_ABOVE_IN,
  SIZE_CHART,
  SIZE_RULE,
  TWO_FINGER_CHECK,
  WIDTH_RULE,
  fittedLengthIn,
  formatRange,
  type Breed,
  type Range,
} from './lib/sizing';
export * from './lib/units';
export * from './lib/fit-input';
export * from './lib/fit-recommendation';
export * from './lib/size-choice';
