import { BREED_FIGURES, CHART_COLLAR_COLUMN, formatRange, SIZE_CHART, SIZE_RULE, type Range } from '@bcg/shared/sizing';
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
  tbody th {
    font-weight: 600;
  }
  tbody th[colspan] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

const Rule = styled.p`
  margin: 8px 0 0;
  font-size: 0.95rem;
`;

interface ChartLine {
  label: string;
  weightLbs: Range;
  neckIn: Range;
  collarIn: Range;
}

/** The general rows (the adult one named as general), then each breed's own adult figures, each said for what it is. */
const GENERAL: readonly ChartLine[] = SIZE_CHART.map((row) => ({ ...row, label: row.age === 'Adult' ? 'Adult (general)' : row.age }));
const BY_BREED: readonly ChartLine[] = Object.values(BREED_FIGURES).map((figures) => ({ ...figures, label: `Adult ${figures.name}` }));

function Row({ line }: { line: ChartLine }) {
  return (
    <tr>
      <th scope="row">{line.label}</th>
      <td>{formatRange(line.weightLbs, 'lbs')}</td>
      <td>{formatRange(line.neckIn, 'in')}</td>
      <td>{formatRange(line.collarIn, 'in')}</td>
    </tr>
  );
}

/**
 * The age / weight / neck chart with the fitted collar length, from the one rule set (libs/shared/sizing) the fit
 * finder reads: the general rows by age (a full-size bulldog), then each breed's own adult row. The size itself is
 * chosen by the neck (the rule printed under the chart); the fitted length is only what the collar then measures.
 */
export function SizeChart({ caption }: { caption: string }) {
  return (
    <>
      <Table data-testid="size-chart">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Age</th>
            <th scope="col">Weight</th>
            <th scope="col">Neck</th>
            <th scope="col">{CHART_COLLAR_COLUMN}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="colgroup" colSpan={4}>
              General chart by age (a full-size bulldog)
            </th>
          </tr>
          {GENERAL.map((line) => (
            <Row key={line.label} line={line} />
          ))}
          <tr>
            <th scope="colgroup" colSpan={4}>
              Adults by breed
            </th>
          </tr>
          {BY_BREED.map((line) => (
            <Row key={line.label} line={line} />
          ))}
        </tbody>
      </Table>
      <Rule data-testid="size-rule">
        <strong>Choosing the size:</strong> {SIZE_RULE} The fitted length is what the collar measures around once fastened, never the size
        to buy.
      </Rule>
    </>
  );
}
