import { NOT_BUYABLE_AVAILABILITY, Product } from '@bcg/server/catalogue';
import type { Page, PageRequest } from '@bcg/server/core';
import { In, type DataSource } from 'typeorm';
import { isRetailerImageUrl } from '../creators-api/creators-api-addresses';
import { RetailerSyncState } from '../retailer-sync-state.entity';
import type { LinkHealthEntry, RetailerListing } from './retailer-admin.types';

type ProductFields = Pick<Product, 'id' | 'name' | 'slug' | 'amazonAsin' | 'archivedAt' | 'retailerTitle' | 'availabilityType'>;

function entryOf(state: RetailerSyncState, product: ProductFields): LinkHealthEntry {
  return {
    productId: product.id,
    productName: product.name,
    productSlug: product.slug,
    amazonAsin: product.amazonAsin,
    archived: product.archivedAt !== null,
    buyable: !product.availabilityType || !NOT_BUYABLE_AVAILABILITY.includes(product.availabilityType),
    // The query reads only rows with a problem; `since` is set with it.
    problem: state.problem ?? 'failed',
    since: state.problemSince ?? state.lastAttemptAt ?? new Date(0),
    code: state.problemCode,
    message: state.problemMessage,
    retailerTitle: product.retailerTitle,
    lastSuccessAt: state.lastSuccessAt,
  };
}

const PRODUCT_FIELDS = {
  id: true,
  name: true,
  slug: true,
  amazonAsin: true,
  archivedAt: true,
  retailerTitle: true,
  availabilityType: true,
} as const;

/**
 * The link-health report, read only: the products whose retailer link the sync found broken, out of stock or changed,
 * from the sync's own records. The sync writes them; the owner reads them here.
 */
export class LinkHealthService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A page of the products with a link problem, the newest problem first (then the higher id), with how many there are.
   * A record whose product was deleted is not counted.
   */
  async page({ offset, limit }: PageRequest): Promise<Page<LinkHealthEntry>> {
    const [states, totalCount] = await this.dataSource
      .getRepository(RetailerSyncState)
      .createQueryBuilder('state')
      .innerJoin(Product, 'product', 'product.id = state.productId')
      .where('state.problem IS NOT NULL')
      .orderBy('state.problemSince', 'DESC')
      .addOrderBy('state.productId', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    const products = new Map(
      states.length === 0
        ? []
        : (
            await this.dataSource
              .getRepository(Product)
              .find({ select: PRODUCT_FIELDS, where: { id: In(states.map((state) => state.productId)) } })
          ).map((product) => [product.id, product] as const),
    );
    const items = states.flatMap((state) => {
      const product = products.get(state.productId);
      return product ? [entryOf(state, product)] : [];
    });
    return { items, totalCount, offset };
  }

  /**
   * What the retailer says of one product and its link's current problem, for the editor's comparison. An image
   * address stored before addresses were checked on the way in is shown only if it passes the same check.
   */
  async listing(product: ProductFields & Pick<Product, 'retailerImageUrl'>): Promise<RetailerListing> {
    const state = await this.dataSource.getRepository(RetailerSyncState).findOneBy({ productId: product.id });
    const imageUrl = product.retailerImageUrl;
    return {
      title: product.retailerTitle,
      imageUrl: imageUrl && isRetailerImageUrl(imageUrl) ? imageUrl : null,
      problem: state?.problem ? entryOf(state, product) : null,
    };
  }
}
