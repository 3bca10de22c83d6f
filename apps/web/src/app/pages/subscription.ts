// Route module: the router loads this page's code on its own (see ../routes.tsx). The three pages the emails link to
// share one chunk: one more file name in the entry's preload table instead of three (the home page's budget).
export {
  PreferencesPage,
  PriceAlertConfirmedPage,
  SizingGuidePage,
  SubscriptionConfirmedPage,
  UnsubscribePage,
} from '@bcg/web/leads/feature';
