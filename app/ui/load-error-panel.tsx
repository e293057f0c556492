import { useLocation } from 'react-router'
import { useT } from '~/i18n/react'
import { Container } from './container'

/**
 * What a page shows when its data could not be loaded: a heading, an optional message, and a way
 * on (by default "Try again", a plain link that reloads the same address).
 */
export function LoadErrorPanel({
  title,
  message,
  action,
}: {
  title: string
  message?: string
  action?: React.ReactNode
}) {
  const t = useT()
  const location = useLocation()
  return (
    <Container className="py-20">
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      >
        <h1 className="font-bold text-2xl text-slate-900">{title}</h1>
        {message ? <p className="mt-3 text-red-800">{message}</p> : null}
        <div className="mt-6">
          {action ?? (
            <a
              href={location.pathname + location.search}
              className="inline-block font-semibold text-brand-700 underline underline-offset-4"
            >
              {t('error.retry')}
            </a>
          )}
        </div>
      </div>
    </Container>
  )
}
