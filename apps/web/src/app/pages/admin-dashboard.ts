// Route module: the router loads this page's code on its own (see ../routes.tsx).
export { AdminDashboardPage } from '@bcg/web/admin/feature';
