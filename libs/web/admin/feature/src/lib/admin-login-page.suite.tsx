import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { theme } from '@bcg/web/shared';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { AdminLoginMutation, AdminLoginPage, LOGIN_MESSAGES } from './admin-login-page';

function submitPassword(mocks: MockedProviderProps['mocks']) {
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <AdminLoginPage />
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'guess' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const refused = (error: GraphQLError) => [
  { request: { query: AdminLoginMutation, variables: { password: 'guess' } }, result: { errors: [error] } },
];

describe('admin login errors', () => {
  it('shows the lock-out text the server sends with TOO_MANY_REQUESTS', async () => {
    const message = 'Too many failed login attempts. Please try again in 15 minutes.';
    submitPassword(refused(new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } })));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it("shows the site's failure text for any other error, never the server's wording", async () => {
    submitPassword(refused(new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })));
    expect((await screen.findByRole('alert')).textContent).toBe(LOGIN_MESSAGES.failed);
  });
});
