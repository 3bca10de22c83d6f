// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { MethodologyPage } from '@bcg/web/info/feature';
