import { AGE_BANDS, type AgeBand, type Breed, type LengthUnit } from '@bcg/shared/sizing';
import { Field, Float, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { BreedEnum, CollarSizeType, InchRange } from './collar-review.types';
import { Product } from './product.entity';

/** GraphQL enum over the chart's age bands (WEEKS_8_12 -> '8-12-weeks', ..., ADULT -> 'adult'). */
const AgeBandEnum = {
  WEEKS_8_12: '8-12-weeks',
  MONTHS_3_6: '3-6-months',
  MONTHS_6_12: '6-12-months',
  ADULT: 'adult',
} as const satisfies Record<string, AgeBand>;
// The enum must list every band of the shared chart, and nothing else.
const missingBands = AGE_BANDS.filter((band) => !Object.values(AgeBandEnum).includes(band));
if (missingBands.length > 0) throw new Error(`AgeBand misses ${missingBands.join(', ')}`);

registerEnumType(AgeBandEnum, {
  name: 'AgeBand',
  description: 'The four age bands of the size chart.',
  valuesConfig: {
    WEEKS_8_12: { description: '8-12 weeks (a puppy: one extra inch).' },
    MONTHS_3_6: { description: '3-6 months (a puppy).' },
    MONTHS_6_12: { description: '6-12 months (a puppy).' },
    ADULT: { description: 'Adult.' },
  },
});

const LengthUnitEnum = { IN: 'in', CM: 'cm' } as const satisfies Record<string, LengthUnit>;
registerEnumType(LengthUnitEnum, {
  name: 'LengthUnit',
  description: 'The unit of the neck (and of the weight that goes with it).',
  valuesConfig: {
    IN: { description: 'Inches, with the weight in pounds.' },
    CM: { description: 'Centimetres, with the weight in kilograms.' },
  },
});

const FitMissEnum = { SMALL: 'small', LARGE: 'large' } as const;
registerEnumType(FitMissEnum, {
  name: 'FitMiss',
  description: 'Which way a size misses the neck.',
  valuesConfig: { SMALL: { description: 'Too small for the neck.' }, LARGE: { description: 'Too large for the neck.' } },
});

@InputType({ description: 'One dog, as the fit finder asks for it. Give the neck, or leave it out and give the weight to estimate it.' })
export class FitInput {
  @Field(() => BreedEnum, { description: 'The breed.' })
  breed!: Breed;

  @Field(() => AgeBandEnum, { description: 'The age band of the size chart.' })
  age!: AgeBand;

  @Field(() => LengthUnitEnum, {
    defaultValue: 'in',
    description: 'Unit of neck (inches or centimetres) and weight (pounds or kilograms).',
  })
  unit: LengthUnit = 'in';

  @Field(() => Float, { nullable: true, description: 'The measured neck, in `unit`; leave out when not measured.' })
  neck?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The weight, in pounds (unit IN) or kilograms (unit CM); needed when the neck is left out.',
  })
  weight?: number | null;
}

@ObjectType({ description: 'A collar with a size for this dog.' })
class FitMatch {
  @Field(() => Product, { description: 'The collar.' })
  product!: Product;

  @Field(() => CollarSizeType, { description: 'The exact size to pick.' })
  size!: CollarSizeType;

  @Field(() => [String], { description: 'Its fit notes that apply to this breed (and those that name no breed).' })
  fitNotes!: string[];

  @Field({ description: 'An adult collar narrower than 1.25 inches: for ID tags, not for walks.' })
  narrowerThanMinimum!: boolean;
}

@ObjectType({ description: 'A collar whose nearest size misses this dog.' })
class FitNearMiss {
  @Field(() => Product, { description: 'The collar.' })
  product!: Product;

  @Field(() => CollarSizeType, { description: 'Its size nearest the neck.' })
  size!: CollarSizeType;

  @Field(() => Float, { description: 'How far the size misses the neck, inches.' })
  missByIn!: number;

  @Field(() => FitMissEnum, { description: 'Too small or too large.' })
  direction!: 'small' | 'large';
}

@ObjectType({ description: 'The fit finder’s answer for one dog. Lengths are in inches; show them in `unit` for the reader.' })
export class FitRecommendation {
  @Field(() => BreedEnum, { description: 'The breed asked about.' })
  breed!: Breed;

  @Field(() => AgeBandEnum, { description: 'The age band asked about.' })
  age!: AgeBand;

  @Field(() => LengthUnitEnum, { description: 'The unit the reader used.' })
  unit!: LengthUnit;

  @Field({ description: 'Below the adult band: one extra inch of collar, no minimum width.' })
  puppy!: boolean;

  @Field({ description: 'False when the neck is estimated from the size chart.' })
  measured!: boolean;

  @Field(() => InchRange, { description: 'The neck, inches: one number (min = max) when measured, the likely range when estimated.' })
  neckIn!: InchRange;

  @Field(() => String, { nullable: true, description: 'How the neck was estimated, in a sentence; null when measured.' })
  estimate!: string | null;

  @Field(() => Float, { description: 'Inches added to the neck: 2, or 3 for a puppy.' })
  allowanceIn!: number;

  @Field(() => InchRange, { description: 'The collar length to buy, inches: the neck plus the allowance.' })
  collarLengthIn!: InchRange;

  @Field(() => Float, { nullable: true, description: 'The narrowest collar for this dog, inches (1.25 for an adult); null for a puppy.' })
  minWidthIn!: number | null;

  @Field({ description: 'The check to make once the collar is on.' })
  twoFingerCheck!: string;

  @Field(() => [FitMatch], { description: 'Every public collar with a size covering the neck, best editorial score first.' })
  matches!: FitMatch[];

  @Field(() => [FitNearMiss], { description: 'When no collar fits: the closest sizes, nearest first (else empty).' })
  closest!: FitNearMiss[];
}
