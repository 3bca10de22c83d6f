// type-graphql's decorators below read this polyfill as the module loads (see id.args.ts).
import 'reflect-metadata';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ArgsSchema } from './args-schema';
import { decodeCursor, encodeCursor } from './cursor';
import { ValidationError } from './errors';
import { connectionArgsSchema, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageRequest } from './page-query';

/** A slice of an ordered list and the size of the whole list, as services return it. */
export interface Page<T> {
  items: T[];
  totalCount: number;
  /** Rows before the first item (the slice's start). */
  offset: number;
}

/**
 * `first` with `after` or `offset` as a service's page request: `after` is the last item seen, so the page starts
 * one past it; `offset` counts the items to skip (numbered pages). Both at once are BAD_USER_INPUT.
 */
export function pageRequestOf({
  first,
  after,
  offset,
}: {
  first?: number | null;
  after?: string | null;
  offset?: number | null;
}): PageRequest {
  if (after && offset != null)
    throw new ValidationError('Give after or offset, not both', { offset: 'Leave out offset when after is given.' });
  return { offset: after ? decodeCursor(after) + 1 : (offset ?? 0), limit: first ?? DEFAULT_PAGE_SIZE };
}

/** Relay's `PageInfo`: where this page sits in the list. */
@ObjectType({ description: 'Where a page of a connection sits in its list (Relay cursor connections).' })
class PageInfo {
  @Field({ description: 'There are items after this page: ask again with after: endCursor.' })
  hasNextPage!: boolean;

  @Field({ description: 'There are items before this page.' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first item of this page; null for an empty page.' })
  startCursor!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Cursor of the last item of this page (the next page's `after`); null for an empty page.",
  })
  endCursor!: string | null;
}

/** `first`, `after` and `offset` of every connection field, validated by the page-query rule. */
@ArgsType()
export class ConnectionArgs {
  static readonly schema: ArgsSchema = connectionArgsSchema;

  @Field(() => Int, {
    nullable: true,
    description: `How many items (1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} when left out).`,
  })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'Start after this cursor (an endCursor or edge cursor of an earlier page).' })
  after?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Skip this many items instead (numbered pages: page n of size s is offset (n - 1) * s); not with after.',
  })
  offset?: number | null;
}

/** One item of a connection and its cursor. */
export interface Edge<T> {
  cursor: string;
  node: T;
}

/** A Relay connection: its edges, the page's position and the size of the whole list. */
export interface Connection<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** A service's page as a Relay connection. */
export function connectionOf<T>({ items, totalCount, offset }: Page<T>): Connection<T> {
  const edges = items.map((node, index) => ({ cursor: encodeCursor(offset + index), node }));
  return {
    edges,
    nodes: items,
    totalCount,
    pageInfo: {
      hasNextPage: offset + items.length < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/**
 * The `<Name>Edge` and `<Name>Connection` object types of one node type (type-graphql has no generics; this is its
 * documented pattern of a class factory). Call it once per node type, at module level.
 */
export function connectionTypes<T extends object>(node: ClassType<T>, name: string, description: string) {
  @ObjectType(`${name}Edge`, { description: `One ${name} of a page and its cursor.` })
  class EdgeType {
    @Field({ description: 'Opaque position of this item: pass it as `after` to continue after it.' })
    cursor!: string;

    @Field(() => node, { description: `The ${name}.` })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { description })
  class ConnectionType {
    @Field(() => [EdgeType], { description: 'The items of this page with their cursors.' })
    edges!: EdgeType[];

    @Field(() => [node], { description: 'The items of this page (the same as edges.node, for clients that need no cursor per item).' })
    nodes!: T[];

    @Field(() => PageInfo, { description: 'Where this page sits in the list.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: 'How many items the whole list holds (every page together).' })
    totalCount!: number;
  }
  return { EdgeType, ConnectionType };
}

/**
 * A case-insensitive "contains" pattern for `LOWER(column) LIKE :pattern ESCAPE '\\'`: the text lower-cased, with
 * LIKE's own wildcards (`%`, `_`) and the escape character taken literally. The same SQL on SQLite and PostgreSQL.
 */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Narrows an admin list to the rows where any of `columns` (SQL expressions of the query's alias) contains the
 * searched text, case-insensitively, with `%` and `_` taken literally; a blank or absent search narrows nothing.
 */
export function whereAnyContains<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  columns: readonly string[],
  text: string | null | undefined,
): SelectQueryBuilder<T> {
  const search = (text ?? '').trim();
  if (!search) return query;
  const matches = columns.map((column) => `LOWER(${column}) LIKE :pattern ESCAPE '\\'`).join(' OR ');
  return query.andWhere(`(${matches})`, { pattern: containsPattern(search) });
}

/** One key of a list's order, as a query builder's `alias.property`. */
export interface OrderKey {
  column: string;
  direction: 'ASC' | 'DESC';
}

/**
 * An order on one column of `alias`, ties broken by its id in the same direction: a total order, as {@link pageOf}
 * needs, which an index on (column, id) serves.
 */
export function thenById(alias: string, column: string, direction: 'ASC' | 'DESC'): OrderKey[] {
  return [
    { column: `${alias}.${column}`, direction },
    { column: `${alias}.id`, direction },
  ];
}

const reversed = (direction: 'ASC' | 'DESC'): 'ASC' | 'DESC' => (direction === 'ASC' ? 'DESC' : 'ASC');

/**
 * One page of a query's rows in `order` (its last key unique, so the order is total), and how many rows match. Two
 * measures keep a deep page as cheap as the first on a large table:
 * - a page past the middle is read from the other end (the reversed order, offset `total - offset - limit`) and
 *   turned round, so no page skips more than half the list;
 * - the rows skipped are only index entries: the page's ids are picked by a sub-query on the order's columns (an
 *   index holds them), and only those ids' whole rows are read.
 * `COUNT(*)` (not TypeORM's `COUNT(DISTINCT id)`) counts the matches, which either database answers from an index.
 * The query must select one entity without joins (every admin list here).
 */
export async function pageOf<T extends ObjectLiteral & { id: number }>(
  query: SelectQueryBuilder<T>,
  order: readonly OrderKey[],
  { offset, limit }: PageRequest,
): Promise<Page<T>> {
  const alias = query.alias;
  const counted = await query.clone().select('COUNT(*)', 'count').orderBy().getRawOne<{ count: string | number }>();
  const totalCount = Number(counted?.count ?? 0);
  if (offset >= totalCount || limit <= 0) return { items: [], totalCount, offset };
  const fromEnd = offset + limit / 2 > totalCount / 2;
  const take = Math.min(limit, totalCount - offset);
  const skip = fromEnd ? totalCount - offset - take : offset;
  const keys = fromEnd ? order.map(({ column, direction }) => ({ column, direction: reversed(direction) })) : order;
  const ids = query.clone().select(`${alias}.id`, 'id').orderBy();
  for (const { column, direction } of keys) ids.addOrderBy(column, direction);
  const picked = (await ids.offset(skip).limit(take).getRawMany<{ id: number }>()).map((row) => Number(row.id));
  if (picked.length === 0) return { items: [], totalCount, offset };
  // where() replaces the list's conditions: the ids are the page.
  const rows = await query.clone().where(`${alias}.id IN (:...pageIds)`, { pageIds: picked }).orderBy().getMany();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const items = picked.flatMap((id) => byId.get(id) ?? []);
  return { items: fromEnd ? items.reverse() : items, totalCount, offset };
}
