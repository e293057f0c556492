import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Link } from '~/ui/link'

/** The 404 page: title, message and a link home (SPEC §2). */
export function NotFoundPage() {
  const t = useT()
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="font-bold text-7xl text-brand-700">404</p>
      <h1 className="mt-4 font-bold text-3xl text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.message')}</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </div>
  )
}
