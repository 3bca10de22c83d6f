// The sign-up rule on its own, for the form that fetches it after the page is interactive; the barrel would bring
// every form's schema (each built when its module loads) with it.
export { subscriberSchema, type SubscriberFields } from './lib/subscriber.schema';
export { fieldErrors, type FieldErrors } from './lib/schema-kit';
