import * as z from 'zod/mini';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageQuerySchema, pageRequestOfQuery } from './page-query';

describe('the page-query rule', () => {
  it('takes a size from 1 to MAX_PAGE_SIZE and an offset from 0, both optional', () => {
    expect(z.parse(pageQuerySchema, {})).toEqual({});
    expect(z.parse(pageQuerySchema, { limit: MAX_PAGE_SIZE, offset: 0 })).toEqual({ limit: MAX_PAGE_SIZE, offset: 0 });
  });

  it.each([
    [{ limit: 0 }, 'limit must not be less than 1'],
    [{ limit: MAX_PAGE_SIZE + 1 }, `limit must not be greater than ${MAX_PAGE_SIZE}`],
    [{ limit: 2.5 }, `limit must be an integer from 1 to ${MAX_PAGE_SIZE}`],
    [{ offset: -1 }, 'offset must not be less than 0'],
  ])('refuses %j: %s', (query, message) => {
    const result = z.safeParse(pageQuerySchema, query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('fills in the default size and the first row for a service', () => {
    expect(pageRequestOfQuery({})).toEqual({ offset: 0, limit: DEFAULT_PAGE_SIZE });
    expect(pageRequestOfQuery({ limit: 5, offset: 10 })).toEqual({ offset: 10, limit: 5 });
  });
});
