import { useMutation, useQuery } from '@apollo/client/react';
import { clearAdminSession, graphql, isErrorCode, readAdminSession, useAdminSession, withAdminApollo } from '@bcg/web/graphql';
import { Container, media, PageMeta } from '@bcg/web/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AdminShell, Button } from './admin-ui';
import { AnalyticsTab } from './analytics-tab';
import { ArticlesTable } from './articles-table';
import { ConfirmDialog } from './confirm-dialog';
import { sameView, searchOf, viewOf, type DashboardTab, type DashboardView, type EditorTarget } from './dashboard-view';
import type { ProductFormState } from './product-form-state';
import { ProductsTab } from './products-tab';
import { RetailerTab } from './retailer-tab';
import { attentionWords } from './retailer-words';
import { MessagesTable } from './messages-table';
import { OutboxTable } from './outbox-table';
import { SubmissionsTable } from './submissions-table';
import { SubscribersTable } from './subscribers-table';
import { SuppressedAddresses } from './suppressed-addresses';
import { UnsavedChangesContext, useUnsavedChangesRegistry } from './use-unsaved-draft';

/** The FAQ tab (and the FAQ rules its form checks with) loads when first opened: the first load stays small. */
/** The Newsletter tab (editor, previews, sending) loads when first opened, as the FAQ tab does. */
const NewsletterTab = lazy(() => import('./newsletter-tab').then((module) => ({ default: module.NewsletterTab })));
const FaqsTab = lazy(() => import('./faqs-tab').then((module) => ({ default: module.FaqsTab })));

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
    # The link-health report's count, for the notice above the tabs.
    retailerLinks: linkHealth(first: 1) {
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

/** The dashboard's one-line alerts above the tabs (a link to where the owner acts on them). */
const Notice = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-left: 4px solid #b91c1c;
  background: #fef2f2;
  font-weight: 600;
  a {
    color: #991b1b;
  }
`;

const TabList = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  margin-bottom: 16px;
  /* On a phone the tabs sit in rows of three equal cells, so no label is squeezed into another. */
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
 * /admin/dashboard: submissions to moderate, subscribers, contact messages, products and their retailer links, articles
 * to publish and the outbox; without a live session, back to login.
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

  // "Create product from this submission": the Products tab opens its editor on an archived draft with these fields.
  const [productDraft, setProductDraft] = useState<Partial<ProductFormState> | null>(null);
  const clearProductDraft = useCallback(() => setProductDraft(null), []);
  const { view, go, leaving, leave, stay, unsaved } = useDashboardView();
  const edit = (tab: DashboardTab) => (editing: EditorTarget, replace?: boolean) => go({ tab, editing }, replace);
  // A submission's fields prefill only the new product opened for it: once the owner is elsewhere, they are dropped.
  if (productDraft !== null && !(view.tab === 'products' && view.editing === 'new')) setProductDraft(null);

  const { data, error, refetch } = useQuery(AdminDashboardQuery, { skip: !ready, fetchPolicy: 'network-only' });
  const [logout] = useMutation(AdminLogoutMutation);

  useEffect(() => {
    if (isErrorCode(error, 'UNAUTHENTICATED')) toLogin();
  }, [error, toLogin]);

  async function onLogout() {
    const sessionId = readAdminSession();
    // A failed logout is ignored; the local session goes and the user returns to login anyway.
    if (sessionId) await logout({ variables: { sessionId } }).catch(() => undefined);
    toLogin();
  }

  const subscriberCount = data?.emailSubscribersConnection.totalCount ?? 0;
  const unreadCount = data?.unreadMessages.totalCount ?? 0;
  const brokenLinks = data?.retailerLinks.totalCount ?? 0;
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
        {brokenLinks > 0 && (
          <Notice data-testid="retailer-attention">
            <Link to={searchOf({ tab: 'retailer', editing: null })}>{attentionWords(brokenLinks)}</Link>
          </Notice>
        )}
        <UnsavedChangesContext.Provider value={unsaved}>
          <Tabs.Root value={view.tab} onValueChange={(tab) => go({ tab: tab as DashboardTab, editing: null })}>
            <TabList aria-label="Dashboard sections">
              <Tab value="submissions">Product Submissions</Tab>
              <Tab value="subscribers">Email Subscribers ({subscriberCount})</Tab>
              <Tab value="messages">Messages ({unreadCount} unread)</Tab>
              <Tab value="products">Products</Tab>
              <Tab value="retailer">Retailer</Tab>
              <Tab value="faqs">FAQ</Tab>
              <Tab value="articles">Articles</Tab>
              <Tab value="newsletter">Newsletter</Tab>
              <Tab value="outbox">Outbox</Tab>
              <Tab value="analytics">Analytics</Tab>
            </TabList>
            <Tabs.Content value="submissions">
              {ready && (
                <SubmissionsTable
                  onCreateProduct={(submission) => {
                    setProductDraft({ name: submission.productName, amazon: submission.amazonAsin, archived: true });
                    go({ tab: 'products', editing: 'new' });
                  }}
                  onUnauthenticated={toLogin}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="subscribers">
              {ready && <SubscribersTable onChanged={() => void refetch()} onUnauthenticated={toLogin} />}
              {ready && <SuppressedAddresses onUnauthenticated={toLogin} />}
            </Tabs.Content>
            <Tabs.Content value="messages">
              {ready && <MessagesTable onChanged={() => void refetch()} onUnauthenticated={toLogin} />}
            </Tabs.Content>
            <Tabs.Content value="products">
              {ready && (
                <ProductsTab
                  draft={productDraft}
                  onDraftClosed={clearProductDraft}
                  editing={view.tab === 'products' ? view.editing : null}
                  onEdit={edit('products')}
                  onUnauthenticated={toLogin}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="retailer">
              {ready && <RetailerTab onChanged={() => void refetch()} onUnauthenticated={toLogin} />}
            </Tabs.Content>
            <Tabs.Content value="faqs">
              {ready && (
                <Suspense fallback={<p role="status">Loading questions...</p>}>
                  <FaqsTab onUnauthenticated={toLogin} />
                </Suspense>
              )}
            </Tabs.Content>
            <Tabs.Content value="articles">
              {ready && (
                <ArticlesTable
                  editing={view.tab === 'articles' ? view.editing : null}
                  onEdit={edit('articles')}
                  onUnauthenticated={toLogin}
                />
              )}
            </Tabs.Content>
            <Tabs.Content value="newsletter">
              {ready && (
                <Suspense fallback={<p role="status">Loading newsletter...</p>}>
                  <NewsletterTab
                    editing={view.tab === 'newsletter' ? view.editing : null}
                    onEdit={edit('newsletter')}
                    onUnauthenticated={toLogin}
                  />
                </Suspense>
              )}
            </Tabs.Content>
            <Tabs.Content value="outbox">{ready && <OutboxTable onUnauthenticated={toLogin} />}</Tabs.Content>
            <Tabs.Content value="analytics">{ready && <AnalyticsTab onUnauthenticated={toLogin} />}</Tabs.Content>
          </Tabs.Root>
        </UnsavedChangesContext.Provider>
        <ConfirmDialog
          open={leaving !== null}
          title="Leave without saving?"
          description="Your changes in the open editor are not saved. Stay to keep editing and save them, or leave and discard them."
          confirmLabel="Discard changes and leave"
          cancelLabel="Stay"
          busy={false}
          onConfirm={leave}
          onCancel={stay}
          onCloseAutoFocus={(event) => event.preventDefault()}
        />
      </AdminShell>
    </Container>
  );
}

const subscribeToNothing = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

/**
 * The dashboard's view (tab and open editor) kept in the address, so a reload and Back land where the owner was.
 * Leaving an editor with unsaved changes asks first, whether by a tab, a close button or the browser's Back (the
 * app's router is not a data router, so react-router's blocker is not available: the address is watched instead).
 */
function useDashboardView() {
  const [params, setParams] = useSearchParams();
  // The server renders the dashboard without the query (its page cache keys on the path): the first render in the
  // browser matches it, and the view the address names follows right after hydration.
  const hydrated = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const requested = viewOf(hydrated ? params : new URLSearchParams());
  const [view, setView] = useState<DashboardView>(requested);
  const [leaving, setLeaving] = useState<{ view: DashboardView; push: boolean; replace?: boolean } | null>(null);
  const { registry, isDirty, discard } = useUnsavedChangesRegistry();

  // The address changed under the page (Back, Forward, a link): follow it, or ask first when typing would be lost.
  // React's "adjust state when a prop changes" pattern: decided during render, no effect and no extra paint.
  const address = searchOf(requested);
  const [followed, setFollowed] = useState(address);
  if (address !== followed) {
    setFollowed(address);
    if (!sameView(requested, view)) {
      if (isDirty()) setLeaving({ view: requested, push: false });
      else setView(requested);
    }
  }

  const go = useCallback(
    (next: DashboardView, replace?: boolean) => {
      if (sameView(next, view)) return;
      if (isDirty()) return setLeaving({ view: next, push: true, replace });
      setView(next);
      setParams(new URLSearchParams(searchOf(next)), { replace });
    },
    [view, isDirty, setParams],
  );

  const leave = useCallback(() => {
    if (!leaving) return;
    discard();
    setView(leaving.view);
    if (leaving.push) setParams(new URLSearchParams(searchOf(leaving.view)), { replace: leaving.replace });
    setLeaving(null);
  }, [leaving, discard, setParams]);

  // Staying after Back puts the address of the open editor back (in place of the entry Back went to).
  const stay = useCallback(() => {
    if (leaving && !leaving.push) setParams(new URLSearchParams(searchOf(view)), { replace: true });
    setLeaving(null);
  }, [leaving, view, setParams]);

  return { view, go, leaving, leave, stay, unsaved: registry };
}

/** The page with the admin's Apollo client (Apollo Client is in the admin's chunks only). */
export const AdminDashboardPage = withAdminApollo(AdminDashboardContent);
