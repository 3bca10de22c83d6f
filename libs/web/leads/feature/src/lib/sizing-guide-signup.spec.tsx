import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme, ToastProvider } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SizingGuideSignup, SubscribeEmailMutation } from './sizing-guide-signup';

function setup(mocks: PageDataMock[] = []) {
  render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/guides']}>
            <SizingGuideSignup />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </MockedPageData>,
  );
  return {
    input: screen.getByLabelText('Email address') as HTMLInputElement,
    button: screen.getByRole('button', { name: /Send My Guide|Sending/ }) as HTMLButtonElement,
  };
}

const request = (email: string) => ({
  query: SubscribeEmailMutation,
  // The page of the form goes with the sign-up, for its consent record.
  variables: { input: { email, leadMagnet: 'bulldog-sizing-guide', signupPage: '/guides' } },
});

it('checks on blur, clears the error on typing, and disables submit while an error shows', () => {
  const { input, button } = setup();
  fireEvent.blur(input);
  expect(screen.getByRole('alert').textContent).toBe('Email address is required');
  // Disabled for assistive technology, yet still focusable: Tab from the field lands on it.
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.disabled).toBe(false);
  fireEvent.click(button);
  expect(screen.getByRole('alert').textContent).toBe('Email address is required');
  fireEvent.change(input, { target: { value: 'ab' } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(button.getAttribute('aria-disabled')).toBeNull();
  fireEvent.blur(input);
  expect(screen.getByRole('alert').textContent).toBe('Email must be at least 5 characters');
  fireEvent.change(input, { target: { value: 'not-an-address' } });
  fireEvent.submit(input.form!);
  expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
});

it("sends the trimmed address, reads 'Sending...' while busy, then clears the field and toasts success", async () => {
  const { input, button } = setup([
    {
      request: request('fan@example.com'),
      result: { data: { subscribe: { __typename: 'SubscribeResult', success: true, message: 'ok' } } },
      delay: 500,
    },
  ]);
  fireEvent.change(input, { target: { value: '  fan@example.com ' } });
  fireEvent.submit(input.form!);
  // Both at once, while the (delayed) answer is still on its way: a loaded machine must not miss the busy state.
  await waitFor(() => {
    expect(screen.getByText('Sending...')).toBeTruthy();
    expect(button.disabled).toBe(true);
  });
  expect(await screen.findByText('Success!')).toBeTruthy();
  expect(
    screen.getByText('Check your inbox and confirm your email address. Your sizing guide will be sent to your email shortly.'),
  ).toBeTruthy();
  expect(input.value).toBe('');
});

it("toasts 'Please enter a valid email address.' when the server rejects the email, keeping the value", async () => {
  const { input } = setup([
    { request: request('x@example.com'), result: { errors: [new GraphQLError('Please enter a valid email address')] } },
  ]);
  fireEvent.change(input, { target: { value: 'x@example.com' } });
  await act(async () => {
    fireEvent.submit(input.form!);
  });
  expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
  expect(screen.getByText('Error')).toBeTruthy();
  expect(input.value).toBe('x@example.com');
});

it("toasts 'Failed to subscribe. Please try again.' on any other failure", async () => {
  const { input } = setup([{ request: request('y@example.com'), error: new Error('Network request failed') }]);
  fireEvent.change(input, { target: { value: 'y@example.com' } });
  await act(async () => {
    fireEvent.submit(input.form!);
  });
  expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeTruthy();
});

it('sends the breed the reader chose, so the guide fits the dog, and none for "Not sure"', async () => {
  const { input } = setup([
    {
      request: {
        ...request('frenchie@example.com'),
        variables: { input: { ...request('frenchie@example.com').variables.input, breed: 'FRENCH' } },
      },
      result: { data: { subscribe: { __typename: 'SubscribeResult', success: true, message: 'ok' } } },
    },
    {
      request: request('unsure@example.com'),
      result: { data: { subscribe: { __typename: 'SubscribeResult', success: true, message: 'ok' } } },
    },
  ]);
  const breed = screen.getByLabelText('Your bulldog (optional)') as HTMLSelectElement;
  expect(Array.from(breed.options).map((option) => option.text)).toEqual([
    'Not sure',
    'English Bulldog',
    'French Bulldog',
    'American Bulldog',
  ]);
  fireEvent.change(breed, { target: { value: 'french' } });
  fireEvent.change(input, { target: { value: 'frenchie@example.com' } });
  await act(async () => {
    fireEvent.submit(input.form!);
  });
  expect(await screen.findByText('Success!')).toBeTruthy();
  expect(breed.value).toBe('');
  fireEvent.change(input, { target: { value: 'unsure@example.com' } });
  await act(async () => {
    fireEvent.submit(input.form!);
  });
  // A request without `breed` is the only one the mock answers: anything else would toast the failure and keep the value.
  await waitFor(() => expect(input.value).toBe(''));
  expect(screen.queryByText('Failed to subscribe. Please try again.')).toBeNull();
});
