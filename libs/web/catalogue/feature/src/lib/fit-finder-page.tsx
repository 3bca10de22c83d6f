import { AGE_OPTIONS, BREED_OPTIONS, UNIT_OPTIONS } from '@bcg/web/catalogue/ui';
import { graphql, operation, usePageQuery, type FitInput as FitInputVariables, type RouteData } from '@bcg/web/graphql';
import { Breadcrumb, breadcrumbSchema, Container, ErrorPanel, PageMeta } from '@bcg/web/shared';
import {
  checkFitQuery,
  convertTyped,
  FIT_QUERY_KEYS,
  MEASURING_STEPS,
  WEIGHT_UNIT,
  type FitField,
  type FitInput,
  type FitQuery,
  type LengthUnit,
} from '@bcg/shared/sizing';
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { canonicalQuery, FitAnswer } from './fit-finder-answer';
import { Lead, Section } from './section';

// The server ranks the catalogue and answers with one page of it: the answer stays small at any catalogue size.
const FIT_FINDER_ANSWER = graphql(`
  query FitFinderAnswer($input: FitInput!) {
    fitRecommendation(input: $input) {
      puppy
      measured
      neckIn {
        min
        max
      }
      estimate
      neckWarning
      roomNeeded {
        belowIn
        aboveIn
      }
      collarLengthIn {
        min
        max
      }
      minWidthIn
      twoFingerCheck
      matchCount
      page
      pageCount
      matches {
        product {
          ...ProductCard_product
        }
        size {
          label
          neckIn {
            min
            max
          }
        }
        room {
          belowIn
          aboveIn
        }
        suited
        fitNotes
      }
      closest {
        product {
          id
          slug
          name
          editorialScore
        }
        size {
          label
          neckIn {
            min
            max
          }
        }
        missByIn
        direction
      }
    }
  }
`);

type Values = Record<(typeof FIT_QUERY_KEYS)[number], string>;

/** How long the reader may pause typing before the answer follows. */
const TYPING_PAUSE_MS = 400;

const FIT_CRUMBS = [
  { label: 'Home', path: '/' },
  { label: 'Fit Finder', path: '/fit-finder' },
];

const valuesOf = (params: URLSearchParams): Values =>
  Object.fromEntries(FIT_QUERY_KEYS.map((key) => [key, params.get(key) ?? ''])) as Values;

const GRAPHQL_BREED = { english: 'ENGLISH', french: 'FRENCH', american: 'AMERICAN' } as const;
const GRAPHQL_AGE = { '8-12-weeks': 'WEEKS_8_12', '3-6-months': 'MONTHS_3_6', '6-12-months': 'MONTHS_6_12', adult: 'ADULT' } as const;

/** The page asked for in the URL: a whole number from 1, else the first. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The checked dog of a URL and the variables of its answer; null when nothing (valid) was asked. */
function fitRequest(params: URLSearchParams): { input: FitInput; variables: { input: FitInputVariables } } | null {
  if (!FIT_QUERY_KEYS.some((key) => params.has(key))) return null;
  const checked = checkFitQuery(Object.fromEntries(params) as FitQuery);
  if (!checked.ok) return null;
  const { input } = checked;
  return {
    input,
    variables: {
      input: {
        breed: GRAPHQL_BREED[input.breed],
        age: GRAPHQL_AGE[input.age],
        unit: input.unit === 'cm' ? 'CM' : 'IN',
        neck: input.typed.neck,
        weight: input.typed.weight,
        page: pageOf(params),
      },
    },
  };
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
 * without JavaScript, for crawlers and for shared links); with JavaScript the answer follows the reader's typing once
 * what is typed is a valid dog (the URL is replaced after a short pause). A field's message shows after the reader
 * leaves it or submits, never while a number is half typed; switching the unit converts the numbers typed.
 */
export function FitFinderPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = FIT_QUERY_KEYS.some((key) => searchParams.has(key));
  const request = fitRequest(searchParams);

  // What the form shows: the URL's values, then the reader's typing until the URL catches up.
  const [values, setValues] = useState<Values>(() => valuesOf(searchParams));
  // The fields whose message may show: all of a submitted URL's, then those the reader has left or submitted.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(asked ? FIT_QUERY_KEYS : []));
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const local = checkFitQuery(values as FitQuery);
  const errors: Partial<Record<FitField, string>> = local.ok
    ? {}
    : Object.fromEntries(Object.entries(local.errors).filter(([field]) => shown.has(field)));

  const apply = (next: Values) => {
    clearTimeout(pending.current);
    const params = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== ''));
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  // The answer follows only a dog the rules accept: a half-typed number neither moves the URL nor shows a message.
  const follow = (next: Values, delay: number) => {
    clearTimeout(pending.current);
    if (checkFitQuery(next as FitQuery).ok) pending.current = setTimeout(() => apply(next), delay);
  };
  const hide = (field: string) =>
    setShown((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  // Every field's handler: the field's name is its query key.
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = event.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'no' : '') : target.value;
    let next = { ...values, [target.name]: value };
    if (target.name === 'unit') {
      const [from, to] = [(values.unit || 'in') as LengthUnit, (value || 'in') as LengthUnit];
      next = { ...next, neck: convertTyped(values.neck, 'length', from, to), weight: convertTyped(values.weight, 'weight', from, to) };
    }
    setValues(next);
    hide(target.name);
    follow(next, target instanceof HTMLInputElement && target.type !== 'checkbox' ? TYPING_PAUSE_MS : 0);
  };
  // Leaving a field settles it, as a submit does: its message shows, and the answer follows what was typed (a
  // refused number takes the old answer away rather than leave it beside a number it was not worked out for).
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const { name, value } = event.currentTarget;
    if (value.trim() === '') return;
    setShown((current) => new Set([...current, name]));
    if (!checkFitQuery(values as FitQuery).ok) apply(values);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(new Set(FIT_QUERY_KEYS));
    apply(values);
  };

  const unit = values.unit === 'cm' ? 'cm' : 'in';
  const notMeasured = values.measured === 'no';
  const { data, error, loading, refetch } = usePageQuery(FIT_FINDER_ANSWER, { variables: request?.variables, skip: !request });
  const describedBy = (field: FitField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `fit-${field}-error` } : {});

  return (
    <Section>
      <PageMeta
        title={request ? 'Your Bulldog’s Collar Size and the Collars That Fit' : 'Bulldog Collar Fit Finder: Size and Collars for Your Dog'}
        description="Type your bulldog's neck (inches or cm), or its weight, and get the size to choose in every tested collar wide enough for your dog, with room to adjust, your breed's collars first."
        path={request ? `/fit-finder?${canonicalQuery(request.input, pageOf(searchParams))}` : '/fit-finder'}
        // One indexed page: an answer for one dog is for sharing, not for search results.
        noindex={asked}
        schemaMarkup={(siteUrl) => breadcrumbSchema(FIT_CRUMBS, siteUrl)}
      />
      <Container>
        <Breadcrumb crumbs={FIT_CRUMBS} />
        <Heading>Bulldog Collar Fit Finder</Heading>
        <Lead>
          From one neck measurement to the size to choose in every collar we tested that is wide enough for your dog and leaves room to
          adjust. No tape measure at hand? Tick “I have not measured” and we estimate the neck from the weight.
        </Lead>
        <Form method="get" action="/fit-finder" onSubmit={submit} aria-label="Fit finder" noValidate>
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
                onBlur={blur}
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
              onBlur={blur}
              {...describedBy('weight')}
            />
          </Field>
          <button type="submit">Find my collar</button>
        </Form>

        <div aria-live="polite" data-testid="fit-answer">
          {!request ? null : error ? (
            <ErrorPanel title="We couldn't work out the fit." message={error.message} onRetry={() => void refetch()} />
          ) : data ? (
            <FitAnswer answer={data.fitRecommendation} input={request.input} />
          ) : loading ? (
            <p role="status">Finding the collars that fit…</p>
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

/** The data of /fit-finder: one page of the answer for the URL's dog, read from the URL as the page reads it. */
export const fitFinderData: RouteData = ({ searchParams }) => {
  const request = fitRequest(searchParams);
  return request ? [operation(FIT_FINDER_ANSWER, request.variables)] : [];
};
