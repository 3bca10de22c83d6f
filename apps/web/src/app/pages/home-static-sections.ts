// The home page's sections without state or handlers, loaded as islands (see home-page.tsx).
export { HomeComparison } from '@bcg/web/catalogue/feature';
export { LatestArticles } from '@bcg/web/content/feature';
export { BuyingGuideSection, SizingGuideSection } from '@bcg/web/content/ui';
