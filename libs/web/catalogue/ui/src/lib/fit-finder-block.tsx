import { AGE_BAND_ROW, AGE_BANDS, BREED_FIGURES, BREEDS, type Breed } from '@bcg/shared/sizing';
import styled from 'styled-components';

/** The finder's choices as the forms list them: the shared breeds and the chart's four age bands, in order. */
export const BREED_OPTIONS = BREEDS.map((breed) => ({ value: breed, label: BREED_FIGURES[breed].name }));
export const AGE_OPTIONS = AGE_BANDS.map((age) => ({ value: age, label: AGE_BAND_ROW[age] }));
export const UNIT_OPTIONS = [
  { value: 'in', label: 'inches' },
  { value: 'cm', label: 'cm' },
] as const;

const Block = styled.section`
  margin: 24px 0;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  h2 {
    margin: 0 0 4px;
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.color.muted};
  }
  form {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(140px, 100%), 1fr));
    gap: 12px;
    align-items: end;
  }
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  select,
  input {
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
  button {
    min-height: 48px;
    padding: 10px 18px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

/**
 * The compact fit finder on the home page, /collars and the breed guides: a plain GET form to /fit-finder, which
 * answers on the server. No state and no handlers, so it works before (and without) any JavaScript and adds no
 * client code where it is shown as a static island. `breed` preselects the breed of a breed guide.
 */
export function FitFinderBlock({ breed = 'french' }: { breed?: Breed }) {
  const id = 'fit-finder-block';
  return (
    <Block aria-labelledby={`${id}-heading`} data-testid="fit-finder-block">
      <h2 id={`${id}-heading`}>Which size fits your bulldog?</h2>
      <p>
        Type the neck measurement and get the size to choose in every tested collar wide enough for your dog, with room to adjust. Not
        measured yet? <a href="/fit-finder">Estimate it from the weight</a>.
      </p>
      <form method="get" action="/fit-finder" data-native-form="">
        <label>
          Breed
          <select name="breed" defaultValue={breed}>
            {BREED_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Age
          <select name="age" defaultValue="adult">
            {AGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Neck
          <input name="neck" inputMode="decimal" autoComplete="off" required placeholder="e.g. 15.5" />
        </label>
        <label>
          Unit
          <select name="unit" defaultValue="in">
            {UNIT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Find my collar</button>
      </form>
    </Block>
  );
}
