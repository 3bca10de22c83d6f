import { fireEvent, render, screen } from '@testing-library/react';
import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { ThemeProvider } from 'styled-components';
import { CreatePriceAlertMutation, PriceAlertForm } from './price-alert-form';

const NAME = 'TrailGuard Reflective Martingale Collar';
const SET =
  'Almost done: if this address has not confirmed an email from us before, confirm it from the email we just sent. Then we email you once when TrailGuard Reflective Martingale Collar is at or under $29.50 at Amazon.';

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
