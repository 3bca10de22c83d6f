import { BREED_FIGURES, BREEDS, type Breed } from '@bcg/shared/sizing';
import { useId } from 'react';
import styled from 'styled-components';
import { TextAreaField, TextField } from './desk-form';
import type { TestNotesErrors, TestNotesFormState } from './product-form-state';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: 12px 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 12px 14px;
  legend {
    font-weight: 600;
  }
  > p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Problem = styled.small`
  font-weight: 600;
  color: #b91c1c;
`;

/** The breed select, labelled like the desk's other fields, with its problem as its description. */
function BreedSelect({ value, error, onChange }: { value: Breed | ''; error?: string; onChange: (breed: Breed | '') => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Breed</label>
      <select
        id={id}
        name="test-dog-breed"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as Breed | '')}
      >
        <option value="">Choose a breed</option>
        {BREEDS.map((breed) => (
          <option key={breed} value={breed}>
            {BREED_FIGURES[breed].name}
          </option>
        ))}
      </select>
      {error && <Problem id={`${id}-error`}>{error}</Problem>}
    </div>
  );
}

/** The wear test as fields: how long, the dog that wore the collar, and what was found. All empty: not tested yet. */
export function TestNotesFields({
  value,
  errors,
  onChange,
}: {
  value: TestNotesFormState;
  errors: TestNotesErrors;
  onChange: (value: TestNotesFormState) => void;
}) {
  const field = (key: Exclude<keyof TestNotesFormState, 'dogBreed'>) => ({
    name: `test-${key}`,
    value: value[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value }),
  });
  return (
    <Group className="wide">
      <legend>Wear test</legend>
      <p>Leave every field empty until the collar has been worn by a test dog.</p>
      <TextField label="Days worn" inputMode="numeric" {...field('daysWorn')} />
      <TextField label="Test dog" hint="Its name, e.g. Mabel." {...field('dogName')} />
      <BreedSelect value={value.dogBreed} error={errors.dogBreed} onChange={(dogBreed) => onChange({ ...value, dogBreed })} />
      <TextField label="Age (years)" inputMode="decimal" {...field('dogAgeYears')} />
      <TextField label="Weight (lb)" inputMode="decimal" {...field('dogWeightLbs')} />
      <TextField label="Neck (in)" inputMode="decimal" {...field('dogNeckIn')} />
      <TextAreaField label="Findings" hint="One per line, in the order they happened." wide {...field('findings')} />
    </Group>
  );
}
