// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { ContentTestPage } from '@bcg/web/content-test/feature';
