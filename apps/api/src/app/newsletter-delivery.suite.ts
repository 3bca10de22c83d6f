import { EmailSubscriber } from '@bcg/server/leads';
import { headerOf, startSmtpSink, type SmtpSink } from '@bcg/server/mail/testing';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// The server sends an issue the owner starts: its own sender, woken by "Send now", one copy per confirmed reader.
let sink: SmtpSink;
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createSeededTestApp({ SMTP_URL: sink.url, MAIL_POLL_MS: '3600000' }, { sendMail: true });
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string | null, body?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

it('delivers a sent issue to every confirmed reader once, with their own unsubscribe header, and reports it sent', async () => {
  const readers = ['ana@example.com', 'ben@example.com', 'cleo@example.com'];
  await testApp.dataSource.getRepository(EmailSubscriber).insert([
    ...readers.map((email, index) => ({
      email,
      status: 'confirmed' as const,
      signedUpAt: new Date(),
      confirmedAt: new Date(),
      unsubscribeToken: `reader-token-${index}`,
    })),
    { email: 'pending@example.com', status: 'pending' as const, signedUpAt: new Date(), unsubscribeToken: 'pending-token' },
  ]);
  const token = (await call('POST', '/api/admin/login', null, { password: TEST_ADMIN_PASSWORD })).json().sessionId;
  const issue = (
    await call('POST', '/api/admin/newsletters', token, { subject: 'Spring collars', markdown: 'Light **nylon** for warm days.' })
  ).json();
  expect((await call('POST', `/api/admin/newsletters/${issue.id}/send`, token, {})).json().status).toBe('sending');

  await sink.waitFor(() => sink.messages.length >= readers.length);
  const byReader = new Map(sink.messages.map((message) => [String(message.to && 'text' in message.to ? message.to.text : ''), message]));
  expect([...byReader.keys()].sort()).toEqual(readers);
  expect(sink.messages).toHaveLength(readers.length);
  expect(byReader.get('ben@example.com')?.subject).toBe('Spring collars');
  expect(headerOf(byReader.get('ben@example.com')!, 'List-Unsubscribe')).toContain('token=reader-token-1');
  for (;;) {
    const report = (await call('GET', `/api/admin/newsletters/${issue.id}`, token)).json();
    if (report.status === 'sent') {
      expect(report.delivery).toEqual({ recipientCount: 3, sentCount: 3, failedCount: 0, pendingCount: 0 });
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});
