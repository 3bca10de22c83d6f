import { EditorialScore, ProductCard, RetailerDisclosure } from '@bcg/web/catalogue/ui';
import type { FitFinderAnswerQuery } from '@bcg/web/graphql';
import { PageLinks } from '@bcg/web/shared';
import {
  BREED_FIGURES,
  FIT_PAGE_SIZE,
  formatLength,
  formatLengthRange,
  MIN_ADULT_COLLAR_WIDTH_IN,
  PUPPY_LIGHT_COLLAR_MAX_NECK_IN,
  type FitInput,
} from '@bcg/shared/sizing';
import { Link } from 'react-router';
import styled from 'styled-components';

export type FitAnswerData = FitFinderAnswerQuery['fitRecommendation'];

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
  overflow-wrap: anywhere;
`;

// Cards keep every line inside them at 390 px: long fit notes and sizes wrap instead of widening the card.
const Matches = styled.ol`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  padding: 0;
  list-style: none;
  > li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 8px 0 0;
    padding-left: 20px;
  }
`;

const Results = styled.ol`
  display: grid;
  gap: 16px;
  padding: 0;
  list-style: none;
  > li {
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    overflow-wrap: anywhere;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

/** The shareable URL of an answer: the keys in one order, empty ones left out, and the page past the first. */
export function canonicalQuery(input: FitInput, page = 1): string {
  const params = new URLSearchParams({ breed: input.breed, age: input.age });
  if (input.typed.neck !== null) params.set('neck', String(input.typed.neck));
  else params.set('measured', 'no');
  if (input.typed.weight !== null) params.set('weight', String(input.typed.weight));
  params.set('unit', input.unit);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** The answer for one dog, as the server computed it (lengths in inches, shown in the reader's unit). */
export function FitAnswer({ answer, input }: { answer: FitAnswerData; input: FitInput }) {
  const { unit } = input;
  const breed = BREED_FIGURES[input.breed].name;
  const neck = answer.measured ? formatLength(answer.neckIn.min, unit) : formatLengthRange(answer.neckIn, unit);
  const minWidth = formatLength(answer.minWidthIn, unit, 2);
  const first = (answer.page - 1) * FIT_PAGE_SIZE + 1;
  // The beacon (apps/web/public/beacon.js) counts the answer a reader settles on from these: the breed, the age
  // band and whether the neck was measured, never the dog's numbers; the query only tells one answer from the next.
  return (
    <section
      aria-labelledby="fit-answer-heading"
      data-fit-answer={canonicalQuery(input)}
      data-fit-breed={input.breed}
      data-fit-age={input.age}
      data-fit-measured={String(answer.measured)}
    >
      <h2 id="fit-answer-heading">Your answer</h2>
      {answer.neckWarning && (
        <Note role="note" data-testid="fit-neck-warning">
          {answer.neckWarning}
        </Note>
      )}
      {answer.estimate && <Note data-testid="fit-estimate">{answer.estimate}</Note>}
      <Facts>
        <dt>Neck</dt>
        <dd>
          {neck} {answer.measured ? '(measured)' : '(estimated)'}
        </dd>
        <dt>Size</dt>
        <dd data-testid="fit-size-rule">
          The size whose neck range holds {neck} with at least {formatLength(answer.roomNeeded.belowIn, unit)} to spare below and{' '}
          {formatLength(answer.roomNeeded.aboveIn, unit)} above{answer.puppy ? ' (room to grow)' : ''}: each collar below names it.
        </dd>
        <dt>Width</dt>
        <dd>
          At least {minWidth} wide, to spread the pressure away from the windpipe
          {answer.minWidthIn < MIN_ADULT_COLLAR_WIDTH_IN
            ? `; move to a ${formatLength(MIN_ADULT_COLLAR_WIDTH_IN, unit, 2)} collar once the neck passes ${formatLength(PUPPY_LIGHT_COLLAR_MAX_NECK_IN, unit)}.`
            : '.'}
        </dd>
        <dt>Check</dt>
        <dd>{answer.twoFingerCheck}</dd>
        <dt>Fitted length</dt>
        <dd data-testid="fit-collar-length">
          About {formatLengthRange(answer.collarLengthIn, unit)} around once fastened: a figure to check the fit against, not the size to
          buy.
        </dd>
      </Facts>
      {answer.matches.length > 0 ? (
        <>
          <h2 data-testid="fit-matches-heading">
            {answer.matchCount} {answer.matchCount === 1 ? 'collar' : 'collars'} at least {minWidth} wide with room for a {neck} neck
          </h2>
          <p>
            Collars we list for {breed}s come first, then those with the most room in the size, then our score.
            {answer.pageCount > 1 && ` Showing ${first}-${first + answer.matches.length - 1} of ${answer.matchCount}.`}
          </p>
          <Matches data-testid="fit-matches">
            {answer.matches.map(({ product, size, room, suited, fitNotes }) => (
              <li key={product.id} data-size={size.label} data-suited={String(suited)}>
                {/* The card's fit line is the size to pick for this dog; the breed's fit notes follow it. */}
                <ProductCard
                  position="fit-finder"
                  product={{
                    ...product,
                    bulldogFitNotes: [
                      `Pick size ${size.label} (fits necks of ${formatLengthRange(size.neckIn, unit)}): ` +
                        `${formatLength(room.belowIn, unit)} of room below, ${formatLength(room.aboveIn, unit)} above.` +
                        (suited ? '' : ` Not one we list for ${breed}s.`),
                    ],
                  }}
                />
                {fitNotes.length > 0 && (
                  <ul aria-label={`Fit notes on the ${product.name}`}>
                    {fitNotes.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </Matches>
          <PageLinks
            page={answer.page}
            pageCount={answer.pageCount}
            hrefFor={(page) => `/fit-finder?${canonicalQuery(input, page)}`}
            label="More collars that fit"
          />
          <RetailerDisclosure />
        </>
      ) : (
        <>
          <h2>No collar we tested comes in a size with room for a {neck} neck</h2>
          <p>
            We would rather tell you than sell you a collar that does not fit. Check the measurement and the unit; if it is right, these are
            the nearest sizes we know (at least {minWidth} wide):
          </p>
          <Results data-testid="fit-closest">
            {answer.closest.map((near) => (
              <li key={near.product.id}>
                <h3>
                  <Link to={`/collars/${near.product.slug}`}>{near.product.name}</Link>
                </h3>
                <EditorialScore score={near.product.editorialScore} />
                <p>
                  Size {near.size.label} fits {formatLengthRange(near.size.neckIn, unit)}: {formatLength(near.missByIn, unit)} too little
                  room {near.direction === 'SMALL' ? 'above' : 'below'} the neck.
                </p>
              </li>
            ))}
          </Results>
        </>
      )}
    </section>
  );
}
