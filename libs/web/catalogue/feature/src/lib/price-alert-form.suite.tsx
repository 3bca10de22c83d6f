import { fireEvent, render, screen } from '@testing-library/react';
import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { ThemeProvider } from 'styled-components';
import { CreatePriceAlertMutation, PriceAlertForm } from './price-alert-form';

const NAME = 'TrailGuard Reflective Martingale Collar';
const SET =
  'Almost done: confirm the alert from the email we send to this address. Then we email you once when TrailGuard Reflective Martingale Collar drops to $29.50 or under at Amazon; nothing changes before. No new email is sent while the alert is set at this price already or one went out in the last 10 minutes, and one address gets at most 3 such emails an hour.';

function show(mocks: PageDataMock[], currentPrice: string | null = '$34.99') {
  render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <PriceAlertForm productSlug="trailguard" productName={NAME} currentPrice={currentPrice} />
      </ThemeProvider>
    </MockedPageData>,
  );
}
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set price alert' }));
const request = (below?: number, email = 'reader@example.com') => ({
  query: CreatePriceAlertMutation,
  variables: { input: { email, productSlug: 'trailguard', ...(below === undefined ? {} : { below }) } },
});

it('sends the typed price and shows what happens next in the server’s words', async () => {
  show([
    {
      request: request(29.5),
      result: { data: { createPriceAlert: { success: true, message: SET, belowCents: 2950 } } },
    },
  ]);
  fill('Email address', ' reader@example.com ');
  fill('Your price in dollars', '$29.50');
  submit();
  expect((await screen.findByRole('status')).textContent).toBe(SET);
});

it('refuses 0, text and a missing price without a request, keeping what was typed', async () => {
  show([], null);
  fill('Email address', 'reader@example.com');
  submit();
  expect((await screen.findByRole('alert')).textContent).toBe(
    'We have no current Amazon price for this collar: type the price you want to hear about.',
  );
  for (const typed of ['0', '-4', 'cheap']) {
    fill('Your price in dollars', typed);
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your price \(below\) must be in dollars and cents/);
  }
  expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('reader@example.com');
});

it('refuses a price at or over the current one without a request, in the server’s words, and says what it is for', async () => {
  show([], '$34.99');
  expect(screen.getByRole('region').textContent).toContain(
    `We email you once when the ${NAME} drops under $34.99 at Amazon, or to the lower price you type.`,
  );
  fill('Email address', 'reader@example.com');
  for (const typed of ['34.99', '$40', '99999.99']) {
    fill('Your price in dollars', typed);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your price (below) must be under the current Amazon price of $34.99: the alert tells you when the collar gets cheaper than it is now.',
    );
  }
  expect(screen.getByLabelText('Your price in dollars', { exact: false }).getAttribute('aria-invalid')).toBe('true');
});

it('shows the server’s word on the address at its field', async () => {
  show([
    {
      request: request(undefined, 'reader@example'),
      result: {
        errors: [
          new GraphQLError('Please enter a valid email address', {
            extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Please enter a valid email address' } },
          }),
        ],
      },
    },
  ]);
  fill('Email address', 'reader@example');
  submit();
  const problem = await screen.findByRole('alert');
  expect(problem.textContent).toBe('Please enter a valid email address');
  expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toBe(problem.id);
});
