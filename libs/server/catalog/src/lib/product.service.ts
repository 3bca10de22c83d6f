import { filterCollars, type CollarFilter } from '@bcg/shared/product-filters';
import { buildRetailerUrl } from '@bcg/shared/affiliate-links';
import type { Repository } from 'typeorm';
import type { Product } from './product.entity';

export interface ListProductsOptions {
  filter?: CollarFilter;
  limit?: number;
}

/** The collar catalogue: listing, filtering and retailer links. */
export class ProductService {
  constructor(
    private readonly products: Repository<Product>,
    private readonly affiliateTag: string,
  ) {}

  /** Products in catalogue order, optionally narrowed by a collar filter and capped. */
  async list({ filter = 'all', limit }: ListProductsOptions = {}): Promise<Product[]> {
    const all = await this.products.find({ order: { rank: 'ASC', id: 'ASC' } });
    const filtered = filterCollars(all, filter);
    return limit === undefined ? filtered : filtered.slice(0, limit);
  }

  /** The retailer page of a product, always carrying the affiliate tag. */
  retailerUrl(product: Pick<Product, 'amazonAsin'>): string {
    return buildRetailerUrl(product.amazonAsin, this.affiliateTag);
  }
}
