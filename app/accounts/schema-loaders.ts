/**
 * The account forms' schemas for the browser, loaded after hydration (useFormValidation): zod
 * is about 25 KB gzip that the sign-in and sign-up pages need only once someone types (issue #17).
 * Module-level functions, so that a form's effect loads its schema once.
 */
export const loadSignInSchema = () => import('./schemas').then((schemas) => schemas.signInSchema)
export const loadSignUpSchema = () => import('./schemas').then((schemas) => schemas.signUpSchema)
export const loadForgotPasswordSchema = () =>
  import('./schemas').then((schemas) => schemas.forgotPasswordSchema)
export const loadResetPasswordSchema = () =>
  import('./schemas').then((schemas) => schemas.resetPasswordSchema)
export const loadProfileSchema = () => import('./schemas').then((schemas) => schemas.profileSchema)
