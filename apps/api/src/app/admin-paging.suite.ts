import { EmailSubscriber } from '@bcg/server/leads';
import { OutboxEmail } from '@bcg/server/mail';
import { ContactMessage } from '@bcg/server/messages';
import { ProductSubmission } from '@bcg/server/submissions';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The admin's lists page, sort and search on the server: GraphQL connections over generated rows.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
const SUBSCRIBERS = 45;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n));
const address = (n: number) => `reader${n}@example.${n % 2 ? 'com' : 'org'}`;

beforeAll(async () => {
  testApp = await createSeededTestApp();
  await testApp.dataSource.getRepository(EmailSubscriber).insert(
    Array.from({ length: SUBSCRIBERS }, (_, n) => ({
      email: address(n),
      status: n % 3 === 0 ? 'confirmed' : 'pending',
      signedUpAt: day(n),
      // Two sign-ups share each moment: the id must break the tie, or pages would overlap.
      subscribedAt: day(Math.floor(n / 2)),
    })),
  );
  await testApp.dataSource.getRepository(ProductSubmission).insert(
    Array.from({ length: 20 }, (_, n) => ({
      productName: n % 4 ? `Nylon collar ${n}` : `Padded_100% collar ${n}`,
      amazonAsin: `B0PAGE${String(n).padStart(4, '0')}`,
      submitterEmail: `owner${n}@example.com`,
      submittedAt: day(n),
    })),
  );
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'content-type': 'application/json' },
    payload: { password: TEST_ADMIN_PASSWORD },
  });
  token = login.json().sessionId;
});
afterAll(() => testApp.close());

async function graphql(query: string, variables: Record<string, unknown>, auth = true) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
  return response.json();
}

const SUBSCRIBERS_PAGE = `query ($first: Int, $after: String, $offset: Int, $status: SubscriberStatus, $q: String, $sort: SubscriberSort) {
  emailSubscribersConnection(first: $first, after: $after, offset: $offset, status: $status, q: $q, sort: $sort) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes { id email status subscribedAt }
  }
}`;

/** Every row of a subscriber query, a page of `first` at a time following endCursor. */
async function allSubscribers(variables: Record<string, unknown>, first = 7) {
  const rows: Array<{ id: number; email: string; status: string; subscribedAt: string }> = [];
  let after: string | null = null;
  let totalCount = -1;
  do {
    const body = await graphql(SUBSCRIBERS_PAGE, { ...variables, first, after });
    expect(body.errors).toBeUndefined();
    const page = body.data.emailSubscribersConnection;
    totalCount = page.totalCount;
    rows.push(...page.nodes);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  return { rows, totalCount };
}

describe('emailSubscribersConnection', () => {
  it('pages through every subscriber newest first with no row twice, ties broken by id', async () => {
    const { rows, totalCount } = await allSubscribers({});
    expect(totalCount).toBe(SUBSCRIBERS);
    expect(new Set(rows.map((row) => row.id)).size).toBe(SUBSCRIBERS);
    const keys = rows.map((row) => [Date.parse(row.subscribedAt), row.id] as const);
    expect(keys).toEqual([...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
  });

  it('sorts by address both ways and by date oldest first', async () => {
    const emails = Array.from({ length: SUBSCRIBERS }, (_, n) => address(n)).sort();
    expect((await allSubscribers({ sort: 'EMAIL_ASC' }, 10)).rows.map((row) => row.email)).toEqual(emails);
    expect((await allSubscribers({ sort: 'EMAIL_DESC' }, 10)).rows.map((row) => row.email)).toEqual([...emails].reverse());
    const oldest = (await allSubscribers({ sort: 'OLDEST' }, 10)).rows.map((row) => Date.parse(row.subscribedAt));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
  });

  it('filters by status and searches the address case-insensitively, counting only what matches', async () => {
    const confirmed = await allSubscribers({ status: 'CONFIRMED' });
    expect(confirmed.totalCount).toBe(Math.ceil(SUBSCRIBERS / 3));
    expect(confirmed.rows.every((row) => row.status === 'confirmed')).toBe(true);
    const search = await allSubscribers({ q: ' READER1', sort: 'EMAIL_ASC' });
    const expected = Array.from({ length: SUBSCRIBERS }, (_, n) => address(n))
      .filter((email) => email.includes('reader1'))
      .sort();
    expect(search.totalCount).toBe(expected.length);
    expect(search.rows.map((row) => row.email)).toEqual(expected);
    expect((await allSubscribers({ q: 'reader1', status: 'CONFIRMED' })).rows.every((row) => row.email.includes('reader1'))).toBe(true);
  });

  it('jumps to a numbered page by offset, and refuses first over 100, offset with after, or no session', async () => {
    const all = (await allSubscribers({ sort: 'EMAIL_ASC' }, 50)).rows;
    const third = await graphql(SUBSCRIBERS_PAGE, { first: 10, offset: 20, sort: 'EMAIL_ASC' });
    expect(third.data.emailSubscribersConnection.nodes).toEqual(all.slice(20, 30));
    const first = await graphql(SUBSCRIBERS_PAGE, { first: 10 });
    const refused = [
      await graphql(SUBSCRIBERS_PAGE, { first: 101 }),
      await graphql(SUBSCRIBERS_PAGE, { first: 10, offset: 5, after: first.data.emailSubscribersConnection.pageInfo.endCursor }),
    ];
    for (const body of refused) expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await graphql(SUBSCRIBERS_PAGE, { first: 10 }, false)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('productSubmissionsConnection', () => {
  const PAGE = `query ($first: Int, $offset: Int, $q: String, $sort: SubmissionSort) {
    productSubmissionsConnection(first: $first, offset: $offset, q: $q, sort: $sort) { totalCount nodes { productName amazonAsin } }
  }`;

  it('searches name, ASIN and address, taking LIKE wildcards literally, and sorts both ways', async () => {
    const wildcard = await graphql(PAGE, { first: 100, q: '_100%' });
    expect(wildcard.data.productSubmissionsConnection.totalCount).toBe(5);
    const byAsin = await graphql(PAGE, { first: 100, q: 'b0page0007' });
    expect(byAsin.data.productSubmissionsConnection.nodes).toEqual([{ productName: 'Nylon collar 7', amazonAsin: 'B0PAGE0007' }]);
    const byEmail = await graphql(PAGE, { first: 100, q: 'OWNER1' });
    expect(byEmail.data.productSubmissionsConnection.totalCount).toBe(11);
    expect((await graphql(PAGE, { first: 100, q: '%' })).data.productSubmissionsConnection.totalCount).toBe(5);
    const newest = (await graphql(PAGE, { first: 3 })).data.productSubmissionsConnection;
    const oldest = (await graphql(PAGE, { first: 3, sort: 'OLDEST' })).data.productSubmissionsConnection;
    expect(newest.totalCount).toBe(20);
    expect(newest.nodes[0].amazonAsin).toBe('B0PAGE0019');
    expect(oldest.nodes[0].amazonAsin).toBe('B0PAGE0000');
  });
});

describe('contactMessagesConnection', () => {
  const PAGE = `query ($first: Int, $offset: Int, $q: String, $sort: MessageSort, $unread: Boolean) {
    contactMessagesConnection(first: $first, offset: $offset, q: $q, sort: $sort, unread: $unread) { totalCount nodes { name subject readAt } }
  }`;
  let before: number;

  beforeAll(async () => {
    before = (await graphql(PAGE, { first: 1 })).data.contactMessagesConnection.totalCount;
    await testApp.dataSource.getRepository(ContactMessage).insert(
      Array.from({ length: 12 }, (_, n) => ({
        name: `Paging sender ${n}`,
        email: `writer${n}@example.com`,
        subject: n % 4 ? `Sizing question ${n}` : `Fit_50% question ${n}`,
        message: 'Which size for a 50 cm neck?',
        // Later than anything the seed holds, so these are the newest.
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, n)),
        readAt: n % 3 === 0 ? new Date(Date.UTC(2030, 0, 2)) : null,
      })),
    );
  });

  it('counts every message and the unread ones, pages newest first, and sorts oldest first', async () => {
    const all = (await graphql(PAGE, { first: 5 })).data.contactMessagesConnection;
    expect(all.totalCount).toBe(before + 12);
    expect(all.nodes.map((node: { name: string }) => node.name)).toEqual([11, 10, 9, 8, 7].map((n) => `Paging sender ${n}`));
    const second = (await graphql(PAGE, { first: 5, offset: 5 })).data.contactMessagesConnection;
    expect(second.nodes[0].name).toBe('Paging sender 6');
    const unread = (await graphql(PAGE, { first: 100, unread: true, q: 'paging sender' })).data.contactMessagesConnection;
    expect(unread.totalCount).toBe(8);
    expect(unread.nodes.every((node: { readAt: string | null }) => node.readAt === null)).toBe(true);
    const read = (await graphql(PAGE, { first: 100, unread: false, q: 'paging sender' })).data.contactMessagesConnection;
    expect(read.totalCount).toBe(4);
    const oldest = (await graphql(PAGE, { first: 100, sort: 'OLDEST', q: 'paging sender' })).data.contactMessagesConnection;
    expect(oldest.nodes[0].name).toBe('Paging sender 0');
  });

  it('searches name, address and subject, taking LIKE wildcards literally', async () => {
    expect((await graphql(PAGE, { first: 100, q: 'WRITER1' })).data.contactMessagesConnection.totalCount).toBe(3);
    expect((await graphql(PAGE, { first: 100, q: '_50%' })).data.contactMessagesConnection.totalCount).toBe(3);
    expect((await graphql(PAGE, { first: 100, q: 'sizing question 5' })).data.contactMessagesConnection.nodes).toEqual([
      { name: 'Paging sender 5', subject: 'Sizing question 5', readAt: null },
    ]);
  });

  it('refuses first over 100 and a request without a session', async () => {
    expect((await graphql(PAGE, { first: 101 })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const anonymous = await graphql(PAGE, { first: 5 }, false);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('outboxEmailsConnection', () => {
  const PAGE = `query ($first: Int, $offset: Int, $q: String, $sort: OutboxSort, $status: OutboxStatus) {
    outboxEmailsConnection(first: $first, offset: $offset, q: $q, sort: $sort, status: $status) { totalCount nodes { toAddress subject status } }
  }`;

  beforeAll(async () => {
    await testApp.dataSource.getRepository(OutboxEmail).insert(
      Array.from({ length: 9 }, (_, n) => ({
        messageId: `<outbox-paging-${n}@example.com>`,
        kind: 'contact-notification',
        toAddress: `inbox${n}@example.net`,
        subject: n % 3 ? `Paging notice ${n}` : `Paging_100% notice ${n}`,
        text: 'Hello',
        headers: {},
        status: n % 2 ? 'sent' : 'failed',
        attempts: 1,
        nextAttemptAt: new Date(Date.UTC(2030, 0, 1)),
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, n)),
      })),
    );
  });

  it('filters by status, searches recipient and subject (wildcards literal), sorts both ways and pages by offset', async () => {
    const all = (await graphql(PAGE, { first: 100, q: 'paging' })).data.outboxEmailsConnection;
    expect(all.totalCount).toBe(9);
    expect(all.nodes[0].subject).toBe('Paging notice 8');
    const oldest = (await graphql(PAGE, { first: 2, offset: 1, q: 'paging', sort: 'OLDEST' })).data.outboxEmailsConnection;
    expect(oldest.nodes.map((node: { subject: string }) => node.subject)).toEqual(['Paging notice 1', 'Paging notice 2']);
    expect((await graphql(PAGE, { first: 100, q: 'paging', status: 'SENT' })).data.outboxEmailsConnection.totalCount).toBe(4);
    expect((await graphql(PAGE, { first: 100, q: '_100%' })).data.outboxEmailsConnection.totalCount).toBe(3);
    expect((await graphql(PAGE, { first: 100, q: 'INBOX7@' })).data.outboxEmailsConnection.nodes).toEqual([
      { toAddress: 'inbox7@example.net', subject: 'Paging notice 7', status: 'sent' },
    ]);
  });

  it('refuses first over 100 and a request without a session', async () => {
    expect((await graphql(PAGE, { first: 101 })).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await graphql(PAGE, { first: 5 }, false)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
