import { formatRange, SIZE_CHART } from '@bcg/shared/sizing';
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
`;

/** The age / weight / neck / collar size chart, from the one rule set (libs/shared/sizing) the fit finder reads. */
export function SizeChart({ caption }: { caption: string }) {
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Age</th>
          <th scope="col">Weight</th>
          <th scope="col">Neck</th>
          <th scope="col">Collar size</th>
        </tr>
      </thead>
      <tbody>
        {SIZE_CHART.map((row) => (
          <tr key={row.age}>
            <th scope="row">{row.age}</th>
            <td>{formatRange(row.weightLbs, 'lbs')}</td>
            <td>{formatRange(row.neckIn, 'in')}</td>
            <td>{formatRange(row.collarIn, 'in')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
