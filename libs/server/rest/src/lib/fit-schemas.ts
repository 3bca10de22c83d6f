import { Type } from '@sinclair/typebox';
import { nullable } from './common-schemas';
import { CollarSize, Product } from './product-schemas';

// The fit finder: every value is read as text, so "abc" or "-3" reaches the shared rules and comes back as a message
// for its field (400 with `fields`), the same messages the /fit-finder page shows.
const fitText = (description: string) => Type.Optional(Type.String({ maxLength: 40, description }));

export const FitQuery = Type.Object({
  breed: fitText('english, french or american.'),
  age: fitText('The size chart’s age band: 8-12-weeks, 3-6-months, 6-12-months or adult.'),
  neck: fitText('The measured neck in `unit` (a decimal point or comma). Leave out to estimate it from the weight.'),
  weight: fitText('Pounds (unit=in) or kilograms (unit=cm); needed when the neck is left out.'),
  unit: fitText('in (default, with pounds) or cm (with kilograms).'),
  measured: fitText('"no": the neck was not measured; any neck given is ignored and the weight is used.'),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, description: 'The page of the ranked collars, 12 a page (default 1).' })),
});

const InchRange = Type.Object({ min: Type.Number(), max: Type.Number() });

const FitRoom = Type.Object({ belowIn: Type.Number(), aboveIn: Type.Number() }, { description: 'Room below and above the neck, inches.' });

export const FitAnswer = Type.Object({
  success: Type.Literal(true),
  recommendation: Type.Object(
    {
      breed: Type.String(),
      age: Type.String(),
      unit: Type.Union([Type.Literal('in'), Type.Literal('cm')]),
      puppy: Type.Boolean({ description: 'Below the adult band: more room above the neck, one extra inch of fitted length.' }),
      measured: Type.Boolean({ description: 'false when the neck is estimated from the size chart.' }),
      neckIn: Type.Object(InchRange.properties, {
        description: 'The neck, inches: min = max when measured, the likely range when estimated.',
      }),
      estimate: nullable<string>('string', { description: 'How the neck was estimated; null when measured.' }),
      plausibleNeckIn: Type.Object(InchRange.properties, { description: 'The necks this breed plausibly has at this age, inches.' }),
      neckWarning: nullable<string>('string', { description: 'A sentence when the neck is outside the plausible range; else null.' }),
      roomNeeded: Type.Object(FitRoom.properties, { description: 'The room a size must leave below and above the neck.' }),
      allowanceIn: Type.Number({ description: 'Inches the fitted collar measures beyond the neck: 2, or 3 for a puppy.' }),
      collarLengthIn: Type.Object(InchRange.properties, {
        description: 'What the fastened collar will measure around, inches: a secondary figure, never the size to buy.',
      }),
      minWidthIn: Type.Number({
        description: 'The narrowest collar offered, inches (1.25 for an adult, 0.75 for a puppy up to a 14 inch neck).',
      }),
      twoFingerCheck: Type.String(),
      matchCount: Type.Integer({ description: 'How many collars are offered for this dog, on all pages.' }),
      page: Type.Integer({ description: 'The page of `matches`, 1-based.' }),
      pageCount: Type.Integer({ description: 'How many pages of matches there are (0 with none).' }),
      matches: Type.Array(
        Type.Object({ product: Product, size: CollarSize, room: FitRoom, suited: Type.Boolean(), fitNotes: Type.Array(Type.String()) }),
        { description: 'One page of the collars offered: suited to the breed first, then the most room, then the best score.' },
      ),
      closest: Type.Array(
        Type.Object({
          product: Product,
          size: CollarSize,
          missByIn: Type.Number({ description: 'Inches of room the size lacks on its short side.' }),
          direction: Type.Union([Type.Literal('small'), Type.Literal('large')]),
        }),
        { description: 'When nothing fits: the closest sizes, nearest first (else empty).' },
      ),
    },
    { description: 'The same answer as the GraphQL query fitRecommendation; lengths in inches.' },
  ),
});
