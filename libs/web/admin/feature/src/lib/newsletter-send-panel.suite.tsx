import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { ThemeProvider } from 'styled-components';
import { NewsletterAudienceQuery, NewsletterSendPanel, SendNewsletterMutation } from './newsletter-send-panel';

const DRAFT = { id: 7, status: 'DRAFT' as const, sendAt: null, testSentAt: null };

function renderPanel(mocks: MockedProviderProps['mocks'], unsavedChanges = false) {
  const onChanged = jest.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <NewsletterSendPanel issue={DRAFT} unsavedChanges={unsavedChanges} onChanged={onChanged} onUnauthenticated={jest.fn()} />
      </ThemeProvider>
    </MockedProvider>,
  );
  return onChanged;
}

const audience = (count: number) => ({
  request: { query: NewsletterAudienceQuery },
  result: { data: { newsletterAudience: count } },
});

describe('Newsletter send panel', () => {
  it('asks before sending, naming how many confirmed subscribers get the issue, and sends only when confirmed', async () => {
    const sent = jest.fn(() => ({
      data: { sendNewsletter: { __typename: 'Newsletter' as const, id: 7, status: 'SENDING', sendAt: null } },
    }));
    const onChanged = renderPanel([audience(3), { request: { query: SendNewsletterMutation, variables: { id: 7 } }, result: sent }]);
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('It goes to 3 confirmed subscribers who get the newsletter.');
    expect(sent).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 3 confirmed subscribers' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('says what is missing when Schedule is pressed without a time', async () => {
    renderPanel([]);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose the date and time to send at.')).toBeTruthy();
  });

  it('holds every send while the editor has unsaved changes', () => {
    renderPanel([], true);
    expect(screen.getByText('Save your changes first: what is sent is the saved issue.')).toBeTruthy();
    for (const name of ['Send a test', 'Send now', 'Schedule'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  });
});
