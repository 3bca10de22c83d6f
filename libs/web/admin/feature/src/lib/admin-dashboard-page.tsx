import { useMutation, useQuery } from '@apollo/client/react';
import { clearAdminSession, graphql, isErrorCode, readAdminSession, useAdminSession, withAdminApollo } from '@bcg/web/graphql';
import { Container, media, PageMeta } from '@bcg/web/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { AdminShell, Button } from './admin-ui';
import { AnalyticsTab } from './analytics-tab';
import { ArticlesTable } from './articles-table';
import { FaqsTab } from './faqs-tab';
import type { ProductFormState } from './product-form-state';
import { ProductsTab } from './products-tab';
import { MessagesTable } from './messages-table';
import { OutboxTable } from './outbox-table';
import { SubmissionsTable } from './submissions-table';
import { SubscribersTable } from './subscribers-table';

const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    # The tab's count only: the table asks for its own page (the whole list can be 100,000 rows).
    emailSubscribersConnection(first: 1) {
      totalCount
    }
    # Counted by the server: the Messages table asks for its own page.
    unreadMessages: contactMessagesConnection(unread: true, first: 1) {
      totalCount
    }
  }
`);

const AdminLogoutMutation = graphql(`
  mutation AdminLogout($sessionId: String!) {
    adminLogout(sessionId: $sessionId)
  }
`);

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
`;

const TabList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  margin-bottom: 16px;
  /* On a phone the five tabs sit in rows of three equal cells, so no label is squeezed into another. */
  ${media.mdDown} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tab = styled(Tabs.Trigger)`
  padding: 10px 16px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
  border-bottom: 3px solid transparent;
  margin-bottom: -2px;
  cursor: pointer;
  /* On a phone the labels wrap inside their cell, instead of widening the page past the screen. */
  ${media.mdDown} {
    min-width: 0;
    padding: 10px 4px;
    font-size: 0.875rem;
    text-align: center;
    overflow-wrap: break-word;
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.color.brand};
    border-bottom-color: ${({ theme }) => theme.color.accent};
  }
`;

/**
 * /admin/dashboard: submissions to moderate, subscribers, contact messages, articles to publish and the outbox; without a
 * live session, back to login.
 */
function AdminDashboardContent() {
  const navigate = useNavigate();
  // Known only in the browser: the query waits for it, and without one the page goes back to login.
  const session = useAdminSession();
  const ready = typeof session === 'string';
  const toLogin = useCallback(() => {
    clearAdminSession();
    navigate('/admin/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (session === null) navigate('/admin/login', { replace: true });
  }, [session, navigate]);

  const [tab, setTab] = useState('submissions');
  // "Create product from this submission": the Products tab opens its editor on an archived draft with these fields.
  const [productDraft, setProductDraft] = useState<Partial<ProductFormState> | null>(null);
  const clearProductDraft = useCallback(() => setProductDraft(null), []);

  const { data, error, refetch } = useQuery(AdminDashboardQuery, { skip: !ready, fetchPolicy: 'network-only' });
  const [logout] = useMutation(AdminLogoutMutation);

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) toLogin();
  }, [error, toLogin]);

  async function onLogout() {
    const sessionId = readAdminSession();
    // Spec section 7: a failed logout is ignored; the local session goes and the user returns to login anyway.
    if (sessionId) await logout({ variables: { sessionId } }).catch(() => undefined);
    toLogin();
  }

  const subscriberCount = data?.emailSubscribersConnection.totalCount ?? 0;
  const unreadCount = data?.unreadMessages.totalCount ?? 0;
  return (
    <Container>
      <PageMeta title="Admin Dashboard" description="Moderate product submissions, view subscribers and publish articles." noindex />
      <AdminShell>
        <Header>
          <h1>Admin Dashboard</h1>
          <Button type="button" $tone="plain" onClick={() => void onLogout()}>
            Logout
          </Button>
        </Header>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <TabList aria-label="Dashboard sections">
            <Tab value="submissions">Product Submissions</Tab>
            <Tab value="subscribers">Email Subscribers ({subscriberCount})</Tab>
            <Tab value="messages">Messages ({unreadCount} unread)</Tab>
            <Tab value="products">Products</Tab>
            <Tab value="faqs">FAQ</Tab>
            <Tab value="articles">Articles</Tab>
            <Tab value="outbox">Outbox</Tab>
            <Tab value="analytics">Analytics</Tab>
          </TabList>
          <Tabs.Content value="submissions">
            {ready && (
              <SubmissionsTable
                onCreateProduct={(submission) => {
                  setProductDraft({ name: submission.productName, amazon: submission.amazonAsin, archived: true });
                  setTab('products');
                }}
                onUnauthenticated={toLogin}
              />
            )}
          </Tabs.Content>
          <Tabs.Content value="subscribers">
            {ready && <SubscribersTable onChanged={() => void refetch()} onUnauthenticated={toLogin} />}
          </Tabs.Content>
          <Tabs.Content value="messages">
            {ready && <MessagesTable onChanged={() => void refetch()} onUnauthenticated={toLogin} />}
          </Tabs.Content>
          <Tabs.Content value="products">
            {ready && <ProductsTab draft={productDraft} onDraftClosed={clearProductDraft} onUnauthenticated={toLogin} />}
          </Tabs.Content>
          <Tabs.Content value="faqs">{ready && <FaqsTab onUnauthenticated={toLogin} />}</Tabs.Content>
          <Tabs.Content value="articles">{ready && <ArticlesTable onUnauthenticated={toLogin} />}</Tabs.Content>
          <Tabs.Content value="outbox">{ready && <OutboxTable onUnauthenticated={toLogin} />}</Tabs.Content>
          <Tabs.Content value="analytics">{ready && <AnalyticsTab onUnauthenticated={toLogin} />}</Tabs.Content>
        </Tabs.Root>
      </AdminShell>
    </Container>
  );
}

/** The page with the admin's Apollo client (Apollo Client is in the admin's chunks only). */
export const AdminDashboardPage = withAdminApollo(AdminDashboardContent);
