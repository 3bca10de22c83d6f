import styled from 'styled-components';

export interface SizeChartRow {
  age: string;
  weight: string;
  neck: string;
  collar: string;
}

/** Spec section 9: the size chart by age. */
const SIZE_CHART: readonly SizeChartRow[] = [
  { age: '8-12 weeks', weight: '8-15 lbs', neck: '8-12 in', collar: '10-14 in' },
  { age: '3-6 months', weight: '15-30 lbs', neck: '12-16 in', collar: '14-18 in' },
  { age: '6-12 months', weight: '30-45 lbs', neck: '16-20 in', collar: '18-22 in' },
  { age: 'Adult', weight: '45-65 lbs', neck: '18-24 in', collar: '20-26 in' },
];

// One list of the sizing advice for the site and the guide e-mail.
export { MEASURING_STEPS } from '@bcg/shared/sizing';

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

/** The age / weight / neck / collar size chart. */
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
            <td>{row.weight}</td>
            <td>{row.neck}</td>
            <td>{row.collar}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
