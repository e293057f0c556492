import type { MessageKey } from '~/i18n'

/**
 * The messages the root may show on a page that did not render them: its error page (app/root.tsx
 * ErrorBoundary, with the not-found page) and the toasts of a request that failed
 * (./failed-requests.client.ts). Every page ships them (app/i18n/page-messages.server.ts), so a
 * failure on a phone that lost its connection before the rest of the language loaded still reads
 * in the page's language, never as raw keys (issue #26 item 8).
 */
export const ROOT_MESSAGES = [
  'app.name',
  'error.title',
  'error.message',
  'error.badRequest',
  'error.offline',
  'error.requestFailed',
  'notFound.title',
  'notFound.message',
  'notFound.home',
] as const satisfies readonly MessageKey[]
