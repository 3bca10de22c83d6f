// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { SizingGuidePage } from '@bcg/web/leads/feature';
