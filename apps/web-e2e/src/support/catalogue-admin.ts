import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './analytics-helpers';

/** A product as GET /api/products and the admin list answer it (the fields these tests read). */
export interface CatalogueProduct {
  id: number;
  slug: string;
  name: string;
  amazonAsin: string;
  freeShipping: boolean;
  priceIsFresh: boolean;
  breeds: string[];
  editorialScore: number | null;
}

export const publicProducts = async (request: APIRequestContext): Promise<CatalogueProduct[]> =>
  (await request.get('/api/products')).json();

/** Calls an admin REST path with a fresh session; fails the test on any non-2xx answer. */
export async function adminCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const token = await adminToken(request);
  const answer = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${method} ${url}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer.json();
}

/** The most rows one page of an admin list holds (the API's page-query rule). */
const PAGE_SIZE = 100;

/** Every product's id in catalogue order, archived ones included, read a page at a time: what the order call needs. */
export async function catalogueOrder(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const page = (await adminCall(request, 'GET', `/api/admin/products?limit=${PAGE_SIZE}&offset=${ids.length}`)) as Array<{ id: number }>;
    ids.push(...page.map((product) => product.id));
    if (page.length < PAGE_SIZE) return ids;
  }
}

export const setCatalogueOrder = (request: APIRequestContext, ids: number[]) =>
  adminCall(request, 'PUT', '/api/admin/products/order', { ids });
