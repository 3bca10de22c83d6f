import { ValidationError } from '@bcg/server/core';
import { checkFitQuery, recommendFit, widthInches, type FitCollar, type FitQuery, type FitRecommendation } from '@bcg/shared/sizing';
import { CATALOGUE_ERRORS } from './catalogue.errors';
import type { Product } from './product.entity';
import type { ProductService } from './product.service';

/** A catalogue product as the fit rules see it. */
export interface FitProduct extends FitCollar {
  product: Product;
}

/** The finder's answer, with the catalogue's products in it. */
export type ProductFitRecommendation = FitRecommendation<FitProduct>;

/** The bulldog fit finder: one dog's numbers against the public catalogue, by the shared sizing rules. */
export class FitService {
  constructor(private readonly products: ProductService) {}

  /**
   * One page of the public collars offered for one dog (wide enough, with a size leaving room either side of the
   * neck; the breed's own collars first, then the most room, then the best score), the minimum width, the fitted
   * length and any warning on the neck; the closest sizes when none qualifies. `page` beyond the last gives the last.
   * Throws ValidationError with a message per field for input the rules refuse.
   */
  async recommend(query: FitQuery, page = 1): Promise<ProductFitRecommendation> {
    const checked = checkFitQuery(query);
    if (!checked.ok) throw new ValidationError(CATALOGUE_ERRORS.invalidFitInput, checked.errors);
    const collars = (await this.products.list()).map((product): FitProduct => ({
      product,
      sizes: product.sizes,
      editorialScore: this.products.editorialScore(product),
      fitNotes: product.bulldogFitNotes,
      widthIn: widthInches(product.width),
      breeds: product.breeds,
    }));
    return recommendFit(checked.input, collars, { page: Number.isSafeInteger(page) && page > 0 ? page : 1 });
  }
}
