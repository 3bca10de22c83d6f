// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { UnsubscribePage } from '@bcg/web/leads/feature';
