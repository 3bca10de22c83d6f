import { ValidationError } from '@bcg/server/core';
import { checkFitQuery, recommendFit, widthInches, type FitCollar, type FitQuery, type FitRecommendation } from '@bcg/shared/sizing';
import { CATALOG_ERRORS } from './catalog.errors';
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
   * The collar length, width and the public collars that fit one dog, best editorial score first (or the closest
   * sizes when none does). Throws ValidationError with a message per field for input the rules refuse.
   */
  async recommend(query: FitQuery): Promise<ProductFitRecommendation> {
    const checked = checkFitQuery(query);
    if (!checked.ok) throw new ValidationError(CATALOG_ERRORS.invalidFitInput, checked.errors);
    const collars = (await this.products.list()).map((product): FitProduct => ({
      product,
      sizes: product.sizes,
      editorialScore: this.products.editorialScore(product),
      fitNotes: product.bulldogFitNotes,
      widthIn: widthInches(product.width),
    }));
    return recommendFit(checked.input, collars);
  }
}
