// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { FitFinderPage } from '@bcg/web/catalogue/feature';
