import 'reflect-metadata';
import { NotFoundError, RateLimitCounter, RateLimiter, TooManyRequestsError, ValidationError } from '@bcg/server/core';
import { createTestDataSource } from '@bcg/server/core/testing';
import { ContactMessage } from './contact-message.entity';
import { CONTACT_THANKS, contactRateLimitMessage, ContactMessageService, type ContactMessageHook } from './contact-message.service';

describe('ContactMessageService', () => {
  let db: Awaited<ReturnType<typeof createTestDataSource>>;

  beforeEach(async () => {
    db = await createTestDataSource([ContactMessage, RateLimitCounter]);
  });
  afterEach(() => db.close());

  const rows = () => db.dataSource.getRepository(ContactMessage).find({ order: { id: 'ASC' } });
  const message = { name: ' Dana ', email: ' Dana@Example.COM ', subject: '  ', message: ' Which size?\nShe is 40 lb. ' };

  it('stores the trimmed message with a normalised address, no subject as null, unread', async () => {
    const service = new ContactMessageService(db.dataSource);
    await expect(service.send(message, 'client')).resolves.toEqual({ success: true, message: CONTACT_THANKS });
    expect(await rows()).toMatchObject([
      { name: 'Dana', email: 'dana@example.com', subject: null, message: 'Which size?\nShe is 40 lb.', readAt: null },
    ]);
  });

  it('answers a filled honeypot with the same thanks, storing and notifying nothing', async () => {
    const onStored = jest.fn<ReturnType<ContactMessageHook>, Parameters<ContactMessageHook>>();
    const service = new ContactMessageService(db.dataSource, undefined, onStored);
    await expect(service.send({ ...message, website: 'http://spam.example' }, 'client')).resolves.toEqual({
      success: true,
      message: CONTACT_THANKS,
    });
    expect(await rows()).toEqual([]);
    expect(onStored).not.toHaveBeenCalled();
  });

  it('refuses a message over the length caps with a message per field, storing nothing', async () => {
    const service = new ContactMessageService(db.dataSource);
    const attempt = service.send({ name: 'n'.repeat(121), email: 'a@example.com', message: 'm'.repeat(5001) }, 'client');
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Name must be at most 120 characters',
      fields: { name: 'Name must be at most 120 characters', message: 'Message must be at most 5000 characters' },
    });
    expect(await rows()).toEqual([]);
  });

  it('counts every attempt against the per-address limit, honeypot ones included', async () => {
    const limiter = new RateLimiter(db.dataSource);
    const guard = limiter.guard({ bucket: 'contact', limit: 2, windowMs: 3_600_000, message: contactRateLimitMessage });
    const service = new ContactMessageService(db.dataSource, guard);
    await service.send(message, '198.51.100.1');
    await service.send({ ...message, website: 'x' }, '198.51.100.1');
    await expect(service.send(message, '198.51.100.1')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(service.send(message, '198.51.100.1')).rejects.toThrow(/^Too many messages from your connection\. Please try again in/);
    await expect(service.send(message, '198.51.100.2')).resolves.toMatchObject({ success: true });
    expect(await rows()).toHaveLength(2);
  });

  it('keeps neither the message nor what the hook wrote when the hook fails', async () => {
    const onStored: ContactMessageHook = async (manager, stored) => {
      // A write of the hook in the same transaction, then a failure: both must be rolled back.
      await manager.getRepository(ContactMessage).update({ id: stored.id }, { subject: 'written by the hook' });
      throw new Error('outbox unavailable');
    };
    const service = new ContactMessageService(db.dataSource, undefined, onStored);
    await expect(service.send(message, 'client')).rejects.toThrow('outbox unavailable');
    expect(await rows()).toEqual([]);
  });

  it('marks a message read and unread, keeping the first read time, and reports an unknown id', async () => {
    const service = new ContactMessageService(db.dataSource);
    await service.send(message, 'client');
    const [{ id }] = (await rows()) as [ContactMessage];
    const read = await service.setRead(id, true);
    expect(read.readAt).toBeInstanceOf(Date);
    expect((await service.setRead(id, true)).readAt?.getTime()).toBe(read.readAt?.getTime());
    expect((await service.setRead(id, false)).readAt).toBeNull();
    expect((await rows())[0]?.readAt).toBeNull();
    await expect(service.setRead(id + 100, true)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lists the newest first', async () => {
    const service = new ContactMessageService(db.dataSource);
    await service.send({ ...message, subject: 'first' }, 'client');
    await service.send({ ...message, subject: 'second' }, 'client');
    expect((await service.list()).map((row) => row.subject)).toEqual(['second', 'first']);
  });
});
