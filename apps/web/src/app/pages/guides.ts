// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { GuidesPage } from '@bcg/web/content/feature';
