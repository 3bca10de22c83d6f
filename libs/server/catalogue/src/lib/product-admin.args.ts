import {
  ConnectionArgs,
  IdArgs,
  idArgsSchema,
  intBetween,
  MAX_ROW_ID,
  searchConnectionArgsSchema,
  type ArgsSchema,
} from '@bcg/server/core';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import * as z from 'zod/mini';
import type { AdminProductSort } from './product-editor.service';

const AdminProductSortEnum = { CATALOGUE: 'catalogue', NAME_ASC: 'name', NAME_DESC: 'nameDesc' } as const satisfies Record<
  string,
  AdminProductSort
>;

registerEnumType(AdminProductSortEnum, {
  name: 'AdminProductSort',
  description: 'The order of the administrator’s product list.',
  valuesConfig: {
    CATALOGUE: { description: 'The catalogue order, the one the public pages show (the default).' },
    NAME_ASC: { description: 'By name, A to Z.' },
    NAME_DESC: { description: 'By name, Z to A.' },
  },
});

const MAX_ADMIN_SEARCH_LENGTH = 200;

/** A page of the admin's product list: `first` with `after` or `offset`, archived or public only, a search and an order. */
@ArgsType()
export class AdminProductsConnectionArgs extends ConnectionArgs {
  static override readonly schema: ArgsSchema = searchConnectionArgsSchema(MAX_ADMIN_SEARCH_LENGTH);

  @Field(() => Boolean, { nullable: true, description: 'true: archived products only; false: public ones only; all when omitted.' })
  archived?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: `Only products whose name, slug or ASIN contains this text (case-insensitive; at most ${MAX_ADMIN_SEARCH_LENGTH} characters).`,
  })
  q?: string | null;

  @Field(() => AdminProductSortEnum, { defaultValue: 'catalogue', description: 'The order (CATALOGUE by default).' })
  sort: AdminProductSort = 'catalogue';
}

/** One product and the place in the catalogue order it moves to. */
@ArgsType()
export class MoveProductArgs extends IdArgs {
  static override readonly schema: ArgsSchema = z.extend(idArgsSchema, { position: intBetween('position', 1, MAX_ROW_ID) });

  @Field(() => Int, { description: 'The new position, 1 for the first; past the end means the last.' })
  position!: number;
}

/** One product and one of its revisions. */
@ArgsType()
export class ProductRevisionArgs extends IdArgs {
  static override readonly schema: ArgsSchema = z.extend(idArgsSchema, { revisionId: intBetween('revisionId', 1, MAX_ROW_ID) });

  @Field(() => Int, { description: 'One of this product’s revisions.' })
  revisionId!: number;
}
