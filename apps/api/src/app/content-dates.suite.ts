import { Article } from '@bcg/server/content';
import { Product } from '@bcg/server/catalogue';
import { Revision } from '@bcg/server/revisions';
import { createSeededTestApp, TEST_ADMIN_PASSWORD } from './testing';

// "Updated", dateModified and the sitemap's lastmod move only when what a page says changes: a reorder, an archive
// flag, a price check or a save that changes nothing leaves them (and the revision list) as they were. The clock is
// injected and moved an hour before every step, so any write that stamps "now" shows.
let testApp: Awaited<ReturnType<typeof createSeededTestApp>>;
let token: string;
let now = new Date('2026-11-20T09:00:00.000Z');
const later = () => (now = new Date(now.getTime() + 3_600_000));

beforeAll(async () => {
  testApp = await createSeededTestApp({}, { revisionCheckMs: 0, now: () => now });
  token = (await testApp.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: TEST_ADMIN_PASSWORD } })).json()
    .sessionId;
});
afterAll(() => testApp.close());

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const body = (
    await testApp.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: { query, variables },
    })
  ).json();
  expect(body.errors).toBeUndefined();
  return body.data;
};

const products = () => testApp.dataSource.getRepository(Product).find({ order: { rank: 'ASC', id: 'ASC' } });
/** Every product's modified date by id, as the review pages and the REST shape read it. */
const datesOf = async () => new Map((await products()).map((product) => [product.id, product.updatedAt.toISOString()]));
const revisionCount = () => testApp.dataSource.getRepository(Revision).count();
/** The sitemap's lastmod of each URL. */
const lastmods = async () =>
  new Map(
    [...(await testApp.app.inject('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('product dates move with what the review page says, nothing else', () => {
  it('a reorder (whole order and one move) moves no date and no lastmod', async () => {
    const dates = await datesOf();
    const sitemap = await lastmods();
    const revisions = await revisionCount();
    later();
    const ids = [...dates.keys()];
    const reordered = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/products/order',
      headers: { authorization: `Bearer ${token}` },
      payload: { ids: [...ids].reverse() },
    });
    expect(reordered.statusCode).toBe(200);
    later();
    await gql(`mutation { moveProduct(id: ${ids[0]}, position: 3) { id rank } }`);
    expect((await products()).map((product) => product.id)).not.toEqual(ids);
    expect(await datesOf()).toEqual(dates);
    expect(await lastmods()).toEqual(sitemap);
    expect(await revisionCount()).toBe(revisions);
  });

  it('archiving and bringing back one product moves no other product’s date, nor its own', async () => {
    const [one] = await products();
    const dates = await datesOf();
    later();
    await gql(`mutation { updateProduct(id: ${one!.id}, input: { archived: true }) { id } }`);
    later();
    await gql(`mutation { updateProduct(id: ${one!.id}, input: { archived: false }) { id } }`);
    expect(await datesOf()).toEqual(dates);
  });

  it('a save that changes nothing moves no date and records no revision (GraphQL and REST alike)', async () => {
    const [one] = await products();
    const dates = await datesOf();
    const revisions = await revisionCount();
    later();
    await gql(
      `mutation ($id: Int!, $name: String!, $price: String!) { updateProduct(id: $id, input: { name: $name, price: $price }) { id } }`,
      {
        id: one!.id,
        name: one!.name,
        price: one!.price,
      },
    );
    const rest = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${one!.id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { description: one!.description, features: one!.features },
    });
    expect(rest.statusCode).toBe(200);
    expect(await datesOf()).toEqual(dates);
    expect(await revisionCount()).toBe(revisions);
  });

  it('a price check that finds the price unchanged stamps the check, not the page’s date', async () => {
    const [one] = await products();
    const before = one!.updatedAt.toISOString();
    later();
    const checked = await testApp.dataSource.transaction((manager) =>
      testApp.services.productEditor.updateIn(manager, one!.id, { price: one!.price }, undefined, { priceCheckedAt: now }),
    );
    expect(checked.priceCheckedAt?.toISOString()).toBe(now.toISOString());
    expect((await datesOf()).get(one!.id)).toBe(before);
  });

  it('"Confirm price" in the dashboard stamps the check and moves no date, no lastmod and no revision', async () => {
    const [one] = await products();
    const [dates, sitemap, revisions] = [await datesOf(), await lastmods(), await revisionCount()];
    later();
    const { confirmProductPrice } = await gql(`mutation ($id: Int!) { confirmProductPrice(id: $id) { priceCheckedAt } }`, { id: one!.id });
    expect(confirmProductPrice.priceCheckedAt).not.toBeNull();
    expect(await datesOf()).toEqual(dates);
    expect(await lastmods()).toEqual(sitemap);
    expect(await revisionCount()).toBe(revisions);
  });

  it('a text edit moves that product’s date, its REST updatedAt and its sitemap lastmod, and no other', async () => {
    const [one, ...others] = await products();
    const dates = await datesOf();
    later();
    const edited = await gql(`mutation { updateProduct(id: ${one!.id}, input: { bestFor: "Frenchies who pull on walks" }) { updatedAt } }`);
    expect(edited.updateProduct.updatedAt).toBe(now.toISOString());
    const after = await datesOf();
    expect(after.get(one!.id)).toBe(now.toISOString());
    for (const other of others) expect(after.get(other.id)).toBe(dates.get(other.id));
    const rest = await testApp.app.inject({ url: `/api/admin/products?limit=100`, headers: { authorization: `Bearer ${token}` } });
    expect(rest.json().find((product: { id: number }) => product.id === one!.id).updatedAt).toBe(now.toISOString());
    expect([...(await lastmods()).entries()].find(([url]) => url?.endsWith(`/collars/${one!.slug}`))?.[1]).toBe(now.toISOString());
  });
});

describe('restoring a product revision', () => {
  it('lists each field it would change, keeps the current slug unless asked, and a second restore of the same state records nothing', async () => {
    const [one] = await products();
    later();
    await gql(`mutation { updateProduct(id: ${one!.id}, input: { material: "Waxed canvas", slug: "waxed-canvas-collar" }) { id } }`);
    const [latest, previous] = (await gql(`{ productRevisions(id: ${one!.id}) { id changedFields } }`)).productRevisions;
    expect(latest.changedFields).toEqual(['material', 'slug']);

    const comparison = (
      await gql(
        `{ productRevisionComparison(id: ${one!.id}, revisionId: ${previous.id}) { revision { id } changes { field current revision } } }`,
      )
    ).productRevisionComparison;
    expect(comparison.revision.id).toBe(previous.id);
    expect(comparison.changes).toEqual([
      { field: 'slug', current: '"waxed-canvas-collar"', revision: JSON.stringify(one!.slug) },
      { field: 'material', current: '"Waxed canvas"', revision: JSON.stringify(one!.material) },
    ]);

    const rest = await testApp.app.inject({
      url: `/api/admin/products/${one!.id}/revisions/${previous.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.statusCode).toBe(200);
    expect(
      rest
        .json()
        .changes.map((change: { field: string }) => change.field)
        .sort(),
    ).toEqual(['material', 'slug']);

    const kept = (await gql(`mutation { restoreProductRevision(id: ${one!.id}, revisionId: ${previous.id}) { slug material } }`))
      .restoreProductRevision;
    expect(kept).toEqual({ slug: 'waxed-canvas-collar', material: one!.material });

    const revisions = await revisionCount();
    await gql(`mutation { restoreProductRevision(id: ${one!.id}, revisionId: ${previous.id}) { id } }`);
    expect(await revisionCount()).toBe(revisions);

    const restoredSlug = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/products/${one!.id}/revisions/${previous.id}/restore?restoreSlug=true`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restoredSlug.json()).toMatchObject({ slug: one!.slug, material: one!.material });
  });
});

describe('articles', () => {
  it('a save that changes nothing records no revision; a restore keeps the current slug unless asked', async () => {
    const article = (await testApp.dataSource.getRepository(Article).find({ order: { id: 'ASC' } }))[0]!;
    const revisionsOf = async () => (await gql(`{ articleRevisions(id: ${article.id}) { id } }`)).articleRevisions;
    await gql(`mutation { updateArticle(id: ${article.id}, input: { excerpt: "What to measure before buying." }) { id } }`);
    await gql(`mutation { updateArticle(id: ${article.id}, input: { slug: "renamed-for-the-test" }) { id } }`);
    const count = (await revisionsOf()).length;
    await gql(`mutation ($title: String!) { updateArticle(id: ${article.id}, input: { title: $title }) { id } }`, { title: article.title });
    expect((await revisionsOf()).length).toBe(count);

    const [, first] = await revisionsOf();
    const comparison = (
      await gql(`{ articleRevisionComparison(id: ${article.id}, revisionId: ${first.id}) { changes { field current revision } } }`)
    ).articleRevisionComparison;
    expect(comparison.changes).toEqual([{ field: 'slug', current: '"renamed-for-the-test"', revision: JSON.stringify(article.slug) }]);
    const kept = (await gql(`mutation { restoreArticleRevision(id: ${article.id}, revisionId: ${first.id}) { slug } }`))
      .restoreArticleRevision;
    expect(kept.slug).toBe('renamed-for-the-test');
    const old = (await gql(`mutation { restoreArticleRevision(id: ${article.id}, revisionId: ${first.id}, restoreSlug: true) { slug } }`))
      .restoreArticleRevision;
    expect(old.slug).toBe(article.slug);
  });
});
