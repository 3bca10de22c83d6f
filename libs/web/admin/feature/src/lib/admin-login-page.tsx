import { useMutation } from '@apollo/client/react';
import { graphql, graphqlErrorMessage, isErrorCode, readAdminSession, storeAdminSession, withAdminApollo } from '@bcg/web/graphql';
import { Container, PageMeta } from '@bcg/web/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { AdminShell, Button } from './admin-ui';

export const AdminLoginMutation = graphql(`
  mutation AdminLogin($password: String!) {
    adminLogin(password: $password) {
      success
      sessionId
    }
  }
`);

export const LOGIN_MESSAGES = {
  rejected: 'Invalid password',
  failed: 'Login failed. Please try again.',
  required: 'Password is required',
} as const;

const Card = styled.form`
  display: grid;
  gap: 14px;
  max-width: 420px;
  margin: 24px auto 0;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  label {
    font-weight: 600;
  }
`;

const PasswordRow = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-height: 48px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: #b91c1c;
  font-weight: 600;
`;

/** /admin/login: the single administrator password, with a show/hide toggle. */
function AdminLoginContent() {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [login, { loading }] = useMutation(AdminLoginMutation);

  useEffect(() => {
    if (readAdminSession()) navigate('/admin/dashboard', { replace: true });
  }, [navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(LOGIN_MESSAGES.required);
      return;
    }
    setError(null);
    try {
      const { data } = await login({ variables: { password } });
      const result = data?.adminLogin;
      if (result?.success && result.sessionId) {
        storeAdminSession(result.sessionId);
        navigate('/admin/dashboard');
      } else {
        setError(LOGIN_MESSAGES.rejected);
      }
    } catch (failure) {
      // The brute-force lock-out explains itself; any other failure gets the site's message.
      setError((isErrorCode(failure, 'TOO_MANY_REQUESTS') && graphqlErrorMessage(failure)) || LOGIN_MESSAGES.failed);
    }
  }

  return (
    <Container>
      <PageMeta title="Admin Login" description="Administrator sign-in for Bulldog Collar Guide." noindex />
      <AdminShell>
        <h1>Admin Login</h1>
        <Card onSubmit={onSubmit} noValidate aria-label="Admin login">
          <label htmlFor={`${id}-password`}>Password</label>
          <PasswordRow>
            <input
              id={`${id}-password`}
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={error ? 'true' : 'false'}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button type="button" $tone="plain" onClick={() => setVisible((shown) => !shown)} aria-pressed={visible}>
              {visible ? 'Hide' : 'Show'}
            </Button>
          </PasswordRow>
          {error && (
            <ErrorText id={`${id}-error`} role="alert">
              {error}
            </ErrorText>
          )}
          <Button type="submit" disabled={loading}>
            {loading ? 'Logging in...' : 'Login'}
          </Button>
        </Card>
      </AdminShell>
    </Container>
  );
}

/** The page with the admin's Apollo client (Apollo Client is in the admin's chunks only). */
export const AdminLoginPage = withAdminApollo(AdminLoginContent);
