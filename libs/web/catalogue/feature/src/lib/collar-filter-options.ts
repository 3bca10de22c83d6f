import type { CollarFilter } from '@bcg/shared/product-filters';

export interface CollarFilterOption {
  id: CollarFilter;
  label: string;
  /** What the filter keeps, shown under the buttons. */
  explanation: string;
}

export const COLLAR_FILTER_OPTIONS: readonly CollarFilterOption[] = [
  {
    id: 'all',
    label: 'All',
    explanation: 'Every collar we recommend, in our overall ranking order.',
  },
  {
    id: 'premium',
    label: 'Premium',
    explanation: 'Top-end collars: priced over $50 or built with premium materials such as full-grain leather and solid hardware.',
  },
  {
    id: 'budget',
    label: 'Budget',
    explanation: 'Good collars that cost less: priced under $25 or sold as budget picks, without cutting corners on buckles or stitching.',
  },
  {
    id: 'sensitive',
    label: 'Sensitive Skin',
    explanation: 'Soft, padded collars and ones made for sensitive skin, kind to the neck folds and short coats that chafe easily.',
  },
];
