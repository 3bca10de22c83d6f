import { Product, ProductEditorService } from '@bcg/server/catalogue';
import { ConnectionArgs, connectionOf, connectionTypes, IdArgs, pageRequestOf, type Connection } from '@bcg/server/core';
import { Args, Authorized, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RetailerSyncControls, RetailerSyncStatus } from '../retailer-sync.types';
import { LinkHealthService } from './link-health.service';
import { LinkHealthEntry, RetailerListing, RetailerStatus } from './retailer-admin.types';

const { ConnectionType: LinkHealthConnection } = connectionTypes(
  LinkHealthEntry,
  'LinkHealthEntry',
  'A page of the link-health report (Relay cursor connection), newest problem first, with how many products it holds.',
);

/** The owner's retailer desk (administrator only): the sync's status, "Refresh now", and the link-health report. */
@Resolver(() => Product)
export class RetailerAdminResolver {
  constructor(
    private readonly sync: RetailerSyncControls,
    private readonly linkHealthService: LinkHealthService,
    private readonly editor: ProductEditorService,
  ) {}

  @Authorized()
  @Query(() => RetailerStatus, {
    description: 'Administrator: whether the retailer sync can run (else the sentence saying what to set), its interval and progress.',
  })
  retailerStatus(): Promise<RetailerSyncStatus> {
    return this.sync.status();
  }

  @Authorized()
  @Query(() => LinkHealthConnection, {
    description:
      'Administrator: the products whose retailer link failed, whose ASIN the retailer no longer knows, that are out of stock or whose retailer title changed; newest problem first.',
  })
  async linkHealth(@Args() { first, after, offset }: ConnectionArgs): Promise<Connection<LinkHealthEntry>> {
    return connectionOf(await this.linkHealthService.page(pageRequestOf({ first, after, offset })));
  }

  @Authorized()
  @Mutation(() => Product, {
    description:
      'Administrator: checks one product at the retailer now and stores what it says; NOT_FOUND for an unknown id, CONFLICT with the setup sentence when the sync cannot run.',
  })
  async refreshProduct(@Args() { id }: IdArgs): Promise<Product> {
    // An unknown id is NOT_FOUND before anything else, with credentials or without.
    await this.editor.get(id);
    await this.sync.refreshProduct(id);
    return this.editor.get(id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Administrator: makes every product with an ASIN due now (the sync checks them in order, within the rate limit); answers how many were queued.',
  })
  async refreshAllProducts(): Promise<number> {
    return (await this.sync.refreshAll()).queued;
  }

  @Authorized()
  @FieldResolver(() => RetailerListing, {
    description: 'Administrator: what the retailer shows for this product’s ASIN (title, image) and its link’s problem.',
  })
  retailerListing(@Root() product: Product): Promise<RetailerListing> {
    return this.linkHealthService.listing(product);
  }
}
