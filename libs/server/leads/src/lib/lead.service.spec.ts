import 'reflect-metadata';
import { ValidationError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { EmailSubscriber } from './email-subscriber.entity';
import { LeadService } from './lead.service';

describe('LeadService.subscribe', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;
  let service: LeadService;

  beforeEach(async () => {
    db = await createTestDataSource([EmailSubscriber]);
    service = new LeadService(db.dataSource.getRepository(EmailSubscriber));
  });
  afterEach(() => db.close());

  const rows = () => db.dataSource.getRepository(EmailSubscriber).find({ order: { id: 'ASC' } });

  it('stores the normalised address and the lead magnet', async () => {
    await expect(service.subscribe({ email: '  Fan@Example.COM ', leadMagnet: 'bulldog-sizing-guide' }, 'client')).resolves.toEqual({
      success: true,
      message: 'Your sizing guide will be sent to your email shortly.',
    });
    expect(await rows()).toMatchObject([{ email: 'Fan@example.com', leadMagnet: 'bulldog-sizing-guide' }]);
  });

  it('treats a repeat as success and keeps one row, even when sent concurrently', async () => {
    await service.subscribe({ email: 'fan@example.com' }, 'client');
    await Promise.all(Array.from({ length: 10 }, () => service.subscribe({ email: 'fan@EXAMPLE.com ' }, 'client')));
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]?.leadMagnet).toBeNull();
  });

  it.each([
    [{ email: '' }, 'Email address is required'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ email: 'a@b' }, 'Email must be at least 5 characters'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'Email is too long'],
    [{ email: 'ok@example.com', leadMagnet: 'x'.repeat(121) }, 'leadMagnet must be text of at most 120 characters'],
  ])('rejects %j with "%s" and stores nothing', async (request, message) => {
    const attempt = service.subscribe(request, 'client');
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(service.subscribe(request, 'client')).rejects.toThrow(message);
    expect(await rows()).toEqual([]);
  });
});
