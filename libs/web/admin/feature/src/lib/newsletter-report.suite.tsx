import { render, screen, within } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { NewsletterReport } from './newsletter-report';

const DELIVERY = { recipientCount: 120, sentCount: 117, failedCount: 2, pendingCount: 1 };

const renderReport = (links: { id: string; url: string; clicks: number }[]) =>
  render(
    <ThemeProvider theme={theme}>
      <NewsletterReport delivery={DELIVERY} links={links} />
    </ThemeProvider>,
  );

it('shows the counts of the send and the clicks of each link in reading order', () => {
  renderReport([
    { id: 'AAAAAAAAAAAA', url: 'https://bulldogs.example/collars/ironbark', clicks: 14 },
    { id: 'BBBBBBBBBBBB', url: 'https://bulldogs.example/sizing-guide', clicks: 3 },
  ]);
  expect(screen.getByText('Sent').nextElementSibling?.textContent).toBe('117');
  expect(screen.getByText('Failed').nextElementSibling?.textContent).toBe('2');
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'https://bulldogs.example/collars/ironbark14',
    'https://bulldogs.example/sizing-guide3',
  ]);
});

it('says so when the issue had no link to count', () => {
  renderReport([]);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('This issue has no links, so there are no clicks to count.')).toBeTruthy();
});
