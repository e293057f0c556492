import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadDictionary, parseLocale } from '~/i18n'

/**
 * React Router's default client entry, after loading the messages of the page's language: the
 * browser's build ships each language as a chunk of its own (scripts/client-dictionaries.vite.ts).
 */
void loadDictionary(parseLocale(document.documentElement.lang) ?? 'en').then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
