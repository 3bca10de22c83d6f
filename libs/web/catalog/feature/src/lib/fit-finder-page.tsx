import { AGE_OPTIONS, BREED_OPTIONS, EditorialScore, ProductCard, RetailerDisclosure, UNIT_OPTIONS } from '@bcg/web/catalog/ui';
import { graphql, type FitFinderCatalogueQuery, usePageQuery, operation, type RouteData } from '@bcg/web/graphql';
import { Breadcrumb, breadcrumbSchema, Container, ErrorPanel, PageMeta } from '@bcg/web/shared';
import {
  checkFitQuery,
  FIT_QUERY_KEYS,
  formatLength,
  formatLengthRange,
  MEASURING_STEPS,
  recommendFit,
  WEIGHT_UNIT,
  widthInches,
  type FitCollar,
  type FitField,
  type FitRecommendation,
  type FitInput,
  type FitQuery,
} from '@bcg/shared/sizing';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Lead, Section } from './section';

// The catalogue the rules read; the page applies the shared rules itself (the same recommendFit the API runs), so
// the answer follows the reader's typing without a request per keystroke.
const FIT_FINDER_CATALOGUE = graphql(`
  query FitFinderCatalogue {
    products {
      ...ProductCard_product
      width
      sizes {
        label
        neckIn {
          min
          max
        }
      }
    }
  }
`);

type CatalogueProduct = FitFinderCatalogueQuery['products'][number];
interface FitProduct extends FitCollar {
  product: CatalogueProduct;
}
type Answer = FitRecommendation<FitProduct>;

const fitCollar = (product: CatalogueProduct): FitProduct => ({
  product,
  sizes: product.sizes,
  editorialScore: product.editorialScore,
  fitNotes: product.bulldogFitNotes,
  widthIn: widthInches(product.width),
});
type Values = Record<(typeof FIT_QUERY_KEYS)[number], string>;

/** How long the reader may pause typing before the answer follows. */
const TYPING_PAUSE_MS = 400;

const FIT_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Fit Finder', path: '/fit-finder' },
];

const valuesOf = (params: URLSearchParams): Values =>
  Object.fromEntries(FIT_QUERY_KEYS.map((key) => [key, params.get(key) ?? ''])) as Values;

/** The shareable URL of an answer: the keys in one order, empty ones left out. */
function canonicalQuery(input: FitInput): string {
  const params = new URLSearchParams({ breed: input.breed, age: input.age });
  if (input.typed.neck !== null) params.set('neck', String(input.typed.neck));
  else params.set('measured', 'no');
  if (input.typed.weight !== null) params.set('weight', String(input.typed.weight));
  params.set('unit', input.unit);
  return params.toString();
}

const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.8rem, 5vw, 2.6rem);
`;

const Form = styled.form`
  display: grid;
  gap: 14px;
  max-width: 560px;
  margin: 8px 0 24px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  select,
  input:not([type='checkbox']) {
    width: 100%;
    min-width: 0;
    min-height: 48px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    font: inherit;
    font-weight: 400;
  }
  [aria-invalid='true'] {
    border: 2px solid #b91c1c;
  }
  .check {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 48px;
    font-weight: 400;
  }
  .check input {
    width: 22px;
    height: 22px;
  }
  /* Start-aligned: a field's error message lengthens its cell without stretching the control beside it. */
  .row {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    gap: 12px;
  }
  button {
    justify-self: start;
    min-height: 48px;
    padding: 10px 22px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

const FieldError = styled.span`
  color: #b91c1c;
  font-weight: 600;
`;

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
  }
`;

const Estimate = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.accent};
  background: ${({ theme }) => theme.color.accentSoft};
`;

const Matches = styled.ol`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  padding: 0;
  list-style: none;
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
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

/** A labelled field with its message beside it (aria-describedby) when the rules refuse its value. */
function Field({ name, label, error, children }: { name: FitField; label: string; error?: string; children: React.ReactElement }) {
  return (
    <label>
      {label}
      {children}
      {error && (
        <FieldError id={`fit-${name}-error`} data-testid={`fit-${name}-error`}>
          {error}
        </FieldError>
      )}
    </label>
  );
}

/**
 * /fit-finder: the bulldog fit finder. A GET form whose answer the server renders for the query string (so it works
 * without JavaScript, for crawlers and for shared links); with JavaScript the answer follows the reader's typing
 * (the URL is replaced after a short pause). The query string is the one source of the answer; bad values get a
 * message next to their field and a 200 page, never an error page.
 */
export function FitFinderPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = FIT_QUERY_KEYS.some((key) => searchParams.has(key));
  const checked = asked ? checkFitQuery(Object.fromEntries(searchParams) as FitQuery) : null;
  const input = checked?.ok ? checked.input : null;
  const errors: Partial<Record<FitField, string>> = checked && !checked.ok ? checked.errors : {};

  // What the form shows: the URL's values, then the reader's typing until the URL catches up.
  const [values, setValues] = useState<Values>(() => valuesOf(searchParams));
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const apply = (next: Values) => {
    clearTimeout(pending.current);
    const params = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== ''));
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  // Every field's handler: the field's name is its query key.
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = event.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'no' : '') : target.value;
    const next = { ...values, [target.name]: value };
    setValues(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => apply(next), TYPING_PAUSE_MS);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(values);
  };

  const unit = values.unit === 'cm' ? 'cm' : 'in';
  const notMeasured = values.measured === 'no';
  const { data, error, refetch } = usePageQuery(FIT_FINDER_CATALOGUE);
  const answer = input && data ? recommendFit(input, data.products.map(fitCollar)) : null;
  const describedBy = (field: FitField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `fit-${field}-error` } : {});

  return (
    <Section>
      <PageMeta
        title={input ? 'Your Bulldog’s Collar Size and the Collars That Fit' : 'Bulldog Collar Fit Finder: Size and Collars for Your Dog'}
        description="Type your bulldog's neck (inches or cm), or its weight, and get the collar length to buy, the minimum width and every tested collar that fits, ranked by our score."
        path={input ? `/fit-finder?${canonicalQuery(input)}` : '/fit-finder'}
        // One indexed page: an answer for one dog is for sharing, not for search results.
        noindex={asked}
        schemaMarkup={(siteUrl) => breadcrumbSchema(FIT_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={FIT_CRUMBS} />
        <Heading>Bulldog Collar Fit Finder</Heading>
        <Lead>
          From one neck measurement to the collar length to buy and every collar we tested that comes in a size for your dog. No tape
          measure at hand? Tick “I have not measured” and we estimate the neck from the weight.
        </Lead>
        <Form method="get" action="/fit-finder" onSubmit={submit} aria-label="Fit finder">
          <div className="row">
            <Field name="breed" label="Breed" error={errors.breed}>
              <select name="breed" value={values.breed} onChange={change} {...describedBy('breed')}>
                <option value="">Choose…</option>
                {BREED_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field name="age" label="Age" error={errors.age}>
              <select name="age" value={values.age} onChange={change} {...describedBy('age')}>
                <option value="">Choose…</option>
                {AGE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="row">
            <Field name="neck" label={`Neck (${unit})`} error={errors.neck}>
              <input
                name="neck"
                inputMode="decimal"
                autoComplete="off"
                value={values.neck}
                onChange={change}
                disabled={notMeasured}
                {...describedBy('neck')}
              />
            </Field>
            <Field name="unit" label="Unit" error={errors.unit}>
              <select name="unit" value={values.unit || 'in'} onChange={change} {...describedBy('unit')}>
                {UNIT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.value === 'in' ? 'in / lbs' : 'cm / kg'}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <label className="check">
            <input type="checkbox" name="measured" value="no" checked={notMeasured} onChange={change} />I have not measured the neck
          </label>
          <Field name="weight" label={`Weight (${WEIGHT_UNIT[unit]}${notMeasured ? '' : ', optional'})`} error={errors.weight}>
            <input
              name="weight"
              inputMode="decimal"
              autoComplete="off"
              value={values.weight}
              onChange={change}
              {...describedBy('weight')}
            />
          </Field>
          <button type="submit">Find my collar</button>
        </Form>

        <div aria-live="polite" data-testid="fit-answer">
          {error ? (
            <ErrorPanel title="We couldn't work out the fit." message={error.message} onRetry={() => void refetch()} />
          ) : answer ? (
            <FitAnswer answer={answer} />
          ) : null}
        </div>

        <h2>How to measure your bulldog’s neck</h2>
        <ol>
          {MEASURING_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}

function FitAnswer({ answer }: { answer: Answer }) {
  const { unit } = answer.input;
  const neck = answer.measured ? formatLength(answer.neckIn.min, unit) : formatLengthRange(answer.neckIn, unit);
  // The beacon (apps/web/public/beacon.js) counts the answer a reader settles on from these: the breed, the age
  // band and whether the neck was measured, never the dog's numbers; the query only tells one answer from the next.
  return (
    <section
      aria-labelledby="fit-answer-heading"
      data-fit-answer={canonicalQuery(answer.input)}
      data-fit-breed={answer.input.breed}
      data-fit-age={answer.input.age}
      data-fit-measured={String(answer.measured)}
    >
      <h2 id="fit-answer-heading">Your answer</h2>
      {answer.estimate && <Estimate data-testid="fit-estimate">{answer.estimate}</Estimate>}
      <Facts>
        <dt>Neck</dt>
        <dd>
          {neck} {answer.measured ? '(measured)' : '(estimated)'}
        </dd>
        <dt>Collar length to buy</dt>
        <dd data-testid="fit-collar-length">
          <strong>{formatLengthRange(answer.collarLengthIn, unit)}</strong>: the neck plus {formatLength(answer.allowanceIn, unit)}
          {answer.puppy ? ' (1 extra inch for a growing puppy)' : ''}
        </dd>
        <dt>Width</dt>
        <dd>
          {answer.minWidthIn !== null
            ? `At least ${formatLength(answer.minWidthIn, unit, 2)} wide, to spread the pressure away from the windpipe.`
            : 'A light collar is fine while the puppy grows; move to a wide one for walks as an adult.'}
        </dd>
        <dt>Check</dt>
        <dd>{answer.twoFingerCheck}</dd>
      </Facts>
      {answer.matches.length > 0 ? (
        <>
          <h2>
            {answer.matches.length} {answer.matches.length === 1 ? 'collar fits' : 'collars fit'} a {neck} neck
          </h2>
          <Matches data-testid="fit-matches">
            {answer.matches.map(({ collar: { product }, size, fitNotes, narrowerThanMinimum }) => (
              <li key={product.id}>
                {/* The card's fit line is the size to pick for this dog; the breed's fit notes follow it. */}
                <ProductCard
                  position="fit-finder"
                  product={{
                    ...product,
                    bulldogFitNotes: [
                      `Pick size ${size.label} (fits necks of ${formatLengthRange(size.neckIn, unit)}).` +
                        (narrowerThanMinimum
                          ? ` At ${product.width} it is narrower than the minimum for an adult: for ID tags, not for leash walks.`
                          : ''),
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
          <RetailerDisclosure />
        </>
      ) : (
        <>
          <h2>No collar we tested comes in a size for a {neck} neck</h2>
          <p>
            We would rather tell you than sell you a collar that does not fit. Check the measurement and the unit; if it is right, these are
            the nearest sizes we know:
          </p>
          <Results data-testid="fit-closest">
            {answer.closest.map((near) => (
              <li key={near.collar.product.id}>
                <h3>
                  <Link to={`/collars/${near.collar.product.slug}`}>{near.collar.product.name}</Link>
                </h3>
                <EditorialScore score={near.collar.product.editorialScore} />
                <p>
                  Size {near.size.label} fits {formatLengthRange(near.size.neckIn, unit)}: {formatLength(near.missByIn, unit)} too{' '}
                  {near.direction}.
                </p>
              </li>
            ))}
          </Results>
        </>
      )}
    </section>
  );
}

/** The data of /fit-finder: the catalogue its answers pick from. Its variables are the ones the component reads. */
export const fitFinderData: RouteData = () => [operation(FIT_FINDER_CATALOGUE)];
