// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { CookiePolicyPage } from '@bcg/web/info/feature';
