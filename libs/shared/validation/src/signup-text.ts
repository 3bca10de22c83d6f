// The sign-up form's wording, apart from any schema: the home page shows it at first paint, and a module that builds a
// zod/mini schema at load would bring zod into that page's first load with it.
export { SIZING_GUIDE_SIGNUP_SUCCESS, SIZING_GUIDE_SIGNUP_TEXT } from './lib/signup-consent';
