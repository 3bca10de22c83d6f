import { americanBulldogCollarGuide } from './articles/american-bulldog-collar-guide';
import { bestBulldogCollarsTested } from './articles/best-bulldog-collars-tested';
import { bulldogSkinFoldCareAndCollars } from './articles/bulldog-skin-fold-care-and-collars';
import { collarVsHarnessForBulldogs } from './articles/collar-vs-harness-for-bulldogs';
import { englishBulldogCollarSizeGuide } from './articles/english-bulldog-collar-size-guide';
import { frenchBulldogCollarSizeGuide } from './articles/french-bulldog-collar-size-guide';
import { howToMeasureYourBulldogForACollar } from './articles/how-to-measure-your-bulldog-for-a-collar';
import { leatherVsNylonVsBiothaneCollars } from './articles/leather-vs-nylon-vs-biothane-collars';
import { sizingAGrowingBulldogPuppy } from './articles/sizing-a-growing-bulldog-puppy';
import type { SeedArticle } from './seed.types';

/** Starter articles: 7 published (4 guides), 2 drafts awaiting review. */
export const SEED_ARTICLES: SeedArticle[] = [
  howToMeasureYourBulldogForACollar,
  frenchBulldogCollarSizeGuide,
  englishBulldogCollarSizeGuide,
  americanBulldogCollarGuide,
  bulldogSkinFoldCareAndCollars,
  collarVsHarnessForBulldogs,
  bestBulldogCollarsTested,
  leatherVsNylonVsBiothaneCollars,
  sizingAGrowingBulldogPuppy,
];
