import { MockedPageData, type PageDataMock } from '@bcg/web/graphql';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { ThemeProvider } from 'styled-components';
import { CONTACT_THANK_YOU, ContactForm, SendContactMessageMutation } from './contact-form';

function setup(mocks: PageDataMock[]) {
  const { container } = render(
    <MockedPageData mocks={mocks}>
      <ThemeProvider theme={theme}>
        <ContactForm fallbackAddress="hello@example.com" />
      </ThemeProvider>
    </MockedPageData>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
  return { container, name: field('Name'), email: field('Email'), subject: field('Subject (optional)'), message: field('Message') };
}

const input = { name: 'Dana', email: 'dana@example.com', subject: null, message: 'Which size?', website: null };
const thanks = { data: { sendContactMessage: { __typename: 'SendContactMessageResult', success: true, message: CONTACT_THANK_YOU } } };

function fill(fields: ReturnType<typeof setup>) {
  fireEvent.change(fields.name, { target: { value: 'Dana' } });
  fireEvent.change(fields.email, { target: { value: 'dana@example.com' } });
  fireEvent.change(fields.message, { target: { value: 'Which size?' } });
}

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alert.mockRestore());

it('keeps the browser-level rules and caps each field at the server limits', () => {
  const fields = setup([]);
  expect(fields.name.required && fields.email.required && fields.message.required).toBe(true);
  expect(fields.subject.required).toBe(false);
  expect([fields.name.maxLength, fields.subject.maxLength, fields.message.maxLength]).toEqual([120, 200, 5000]);
});

it("posts the message, reads 'Sending...' while busy, then shows the site's alert and clears the form", async () => {
  const fields = setup([{ request: { query: SendContactMessageMutation, variables: { input } }, result: thanks, delay: 300 }]);
  fill(fields);
  fireEvent.submit(fields.name.form!);
  await waitFor(() => expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true));
  await waitFor(() => expect(alert).toHaveBeenCalledWith("Thank you for your message! We'll get back to you soon."));
  expect(fields.name.value).toBe('');
  expect(fields.message.value).toBe('');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps what was typed and says why when the server refuses the message', async () => {
  const fields = setup([
    {
      request: { query: SendContactMessageMutation, variables: { input } },
      result: {
        errors: [
          new GraphQLError('Too many messages from your connection. Please try again in 12 minutes.', {
            extensions: { code: 'TOO_MANY_REQUESTS' },
          }),
        ],
      },
    },
  ]);
  fill(fields);
  fireEvent.submit(fields.name.form!);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Your message was not sent. Too many messages from your connection. Please try again in 12 minutes.',
  );
  expect(alert).not.toHaveBeenCalled();
  expect([fields.name.value, fields.email.value, fields.message.value]).toEqual(['Dana', 'dana@example.com', 'Which size?']);
});

it('offers the address when the network fails, and keeps the text', async () => {
  const fields = setup([{ request: { query: SendContactMessageMutation, variables: { input } }, error: new Error('offline') }]);
  fill(fields);
  fireEvent.submit(fields.name.form!);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Your message was not sent. Please try again in a moment, or write to hello@example.com.',
  );
  expect(fields.message.value).toBe('Which size?');
});

it('hides the honeypot from people and screen readers, and sends what a bot puts in it', async () => {
  const fields = setup([
    { request: { query: SendContactMessageMutation, variables: { input: { ...input, website: 'http://spam.example' } } }, result: thanks },
  ]);
  const honeypot = fields.container.querySelector('input[name="website"]') as HTMLInputElement;
  expect(honeypot.tabIndex).toBe(-1);
  expect(honeypot.autocomplete).toBe('off');
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  fill(fields);
  fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
  fireEvent.submit(fields.name.form!);
  await waitFor(() => expect(alert).toHaveBeenCalled());
});

it('refuses what the server would, in its words, without sending: a name of spaces, a tab in the subject', async () => {
  // No mock: a request would fail the test with a network error instead of the message below.
  const fields = setup([]);
  fill(fields);
  fireEvent.change(fields.name, { target: { value: '   ' } });
  fireEvent.submit(fields.name.form!);
  expect((await screen.findByRole('alert')).textContent).toBe('Your message was not sent. Name is required.');
  fireEvent.change(fields.name, { target: { value: 'Dana' } });
  fireEvent.change(fields.subject, { target: { value: 'Sizing\tBcc: x' } });
  fireEvent.submit(fields.name.form!);
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Your message was not sent. Subject must be plain text on one line.'),
  );
  expect(alert).not.toHaveBeenCalled();
  expect(fields.message.value).toBe('Which size?');
});
