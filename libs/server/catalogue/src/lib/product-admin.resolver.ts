import { connectionOf, connectionTypes, IdArgs, pageRequestOf, type Connection } from '@bcg/server/core';
import { Revision, RevisionComparison } from '@bcg/server/revisions';
import { Arg, Args, ArgsType, Authorized, Field, Mutation, Query, Resolver } from 'type-graphql';
import { Product } from './product.entity';
import { ProductEditorService } from './product-editor.service';
import { AdminProductsConnectionArgs, MoveProductArgs, ProductRevisionArgs } from './product-admin.args';
import { ProductInput } from './product.input';

const { ConnectionType: AdminProductConnection } = connectionTypes(
  Product,
  'AdminProduct',
  'A page of the administrator’s product list (Relay cursor connection), archived products included, with how many match.',
);

@ArgsType()
class UpdateProductArgs extends IdArgs {
  @Field(() => ProductInput, { description: 'The fields to change; those left out stay as they are.' })
  input!: ProductInput;
}

@ArgsType()
class RestoreProductRevisionArgs extends ProductRevisionArgs {
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'true: take the revision’s slug too (the review’s address changes); by default the current slug stays.',
  })
  restoreSlug!: boolean;
}

/** The editorial desk's product operations (administrator only): thin calls into ProductEditorService. */
@Resolver(() => Product)
export class ProductAdminResolver {
  constructor(private readonly editor: ProductEditorService) {}

  @Authorized()
  @Query(() => AdminProductConnection, {
    description: 'Administrator: a page of the products (archived ones too), filtered, searched and sorted on the server.',
  })
  async adminProductsConnection(
    @Args() { first, after, offset, archived, q, sort }: AdminProductsConnectionArgs,
  ): Promise<Connection<Product>> {
    return connectionOf(await this.editor.page({ ...pageRequestOf({ first, after, offset }), archived, q, sort }));
  }

  @Authorized()
  @Query(() => Product, { description: 'Administrator: one product by id, archived or not; NOT_FOUND when there is none.' })
  adminProduct(@Args() { id }: IdArgs): Promise<Product> {
    return this.editor.get(id);
  }

  @Authorized()
  @Query(() => [Revision], { description: 'Administrator: the saved revisions of a product, newest first.' })
  productRevisions(@Args() { id }: IdArgs): Promise<Revision[]> {
    return this.editor.history(id);
  }

  @Authorized()
  @Query(() => RevisionComparison, {
    description:
      'Administrator: what restoring one of a product’s revisions would change, field by field (current value, then the revision’s).',
  })
  productRevisionComparison(@Args() { id, revisionId }: ProductRevisionArgs): Promise<RevisionComparison> {
    return this.editor.compare(id, revisionId);
  }

  @Authorized()
  @Mutation(() => Product, {
    description: 'Administrator: adds a product at the end of the catalogue (BAD_USER_INPUT names each bad field).',
  })
  createProduct(@Arg('input', () => ProductInput, { description: 'The new product.' }) input: ProductInput): Promise<Product> {
    return this.editor.create(input);
  }

  @Authorized()
  @Mutation(() => Product, {
    description: 'Administrator: changes the fields given, archives or unarchives; a new price stamps priceCheckedAt.',
  })
  updateProduct(@Args() { id, input }: UpdateProductArgs): Promise<Product> {
    return this.editor.update(id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Administrator: deletes a product for good (its revisions are kept). Always true.' })
  async deleteProduct(@Args() { id }: IdArgs): Promise<boolean> {
    await this.editor.delete(id);
    return true;
  }

  @Authorized()
  @Mutation(() => Product, {
    description:
      'Administrator: moves one product to a position of the catalogue order (1 = first), the others keeping their order; returns it with its new rank.',
  })
  moveProduct(@Args() { id, position }: MoveProductArgs): Promise<Product> {
    return this.editor.move(id, position);
  }

  @Authorized()
  @Mutation(() => Product, {
    description:
      'Administrator: the stored price was just read at the retailer and is unchanged: priceCheckedAt becomes now (no other change, no revision).',
  })
  confirmProductPrice(@Args() { id }: IdArgs): Promise<Product> {
    return this.editor.confirmPrice(id);
  }

  @Authorized()
  @Mutation(() => Product, {
    description: 'Administrator: saves an older revision as a new save (nothing is lost), keeping the current slug unless restoreSlug.',
  })
  restoreProductRevision(@Args() { id, revisionId, restoreSlug }: RestoreProductRevisionArgs): Promise<Product> {
    return this.editor.restore(id, revisionId, undefined, { restoreSlug });
  }
}
