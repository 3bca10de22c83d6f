import {
  formatRange,
  MIN_ADULT_COLLAR_WIDTH_IN,
  PUPPY_LIGHT_COLLAR_MAX_NECK_IN,
  SIZE_RULE,
  sizeChoiceRows,
  TWO_FINGER_CHECK,
  widthInches,
  type FitSize,
  type Range,
} from '@bcg/shared/sizing';
import { Link } from 'react-router';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 8px 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  td {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** "15-18.5 in", with "to under" when the next size takes over at the top. */
function choiceText(choose: Range | null, sharedTop: boolean, none: string): string {
  if (!choose) return none;
  return sharedTop ? `${choose.min} to under ${choose.max} in` : formatRange(choose, 'in');
}

/**
 * A collar's sizes as the review prints them: the necks the maker says each fits, and the necks we choose each for
 * (an adult, a growing puppy), worked out by the same rule as the fit finder, so the table and the finder agree.
 */
export function CollarSizeTable({ name, sizes, width }: { name: string; sizes: readonly FitSize[]; width: string }) {
  const collar = { sizes, widthIn: widthInches(width) };
  const [adult, puppy] = [sizeChoiceRows(collar, 'adult'), sizeChoiceRows(collar, '3-6-months')];
  const narrow = collar.widthIn !== null && collar.widthIn < MIN_ADULT_COLLAR_WIDTH_IN;
  return (
    <>
      <Table data-testid="size-table">
        <caption className="visually-hidden">Sizes of the {name}, the necks they fit and the necks we choose each for</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Fits necks of</th>
            <th scope="col">Choose it for an adult neck of</th>
            <th scope="col">Choose it for a puppy neck of</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((size, index) => (
            <tr key={size.label}>
              <th scope="row">{size.label}</th>
              <td>{formatRange(size.neckIn, 'in')}</td>
              <td>
                {choiceText(adult[index]?.choose ?? null, adult[index]?.sharedTop ?? false, narrow ? 'Too narrow for an adult' : 'No neck')}
              </td>
              <td>{choiceText(puppy[index]?.choose ?? null, puppy[index]?.sharedTop ?? false, 'No neck')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Muted>
        Measure around the middle of the neck and look the number up in the neck columns, never a collar length. {SIZE_RULE}{' '}
        {narrow &&
          `At ${width} this collar is narrower than the ${MIN_ADULT_COLLAR_WIDTH_IN} in an adult needs: it is for a puppy until its neck passes ${PUPPY_LIGHT_COLLAR_MAX_NECK_IN} in. `}
        {TWO_FINGER_CHECK} Our <Link to="/blog/how-to-measure-your-bulldog-for-a-collar">measuring guide</Link> shows how to measure.
      </Muted>
    </>
  );
}
