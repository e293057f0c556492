import { useT } from '~/i18n/react'
import { Link } from '~/ui/link'
import { LogoMark } from '~/ui/logo-mark'

export function Logo() {
  const t = useT()
  return (
    <Link
      to="/"
      aria-label={t('app.name')}
      className="flex shrink-0 items-center gap-1.5 font-bold text-base text-brand-900 tracking-tight sm:gap-2 sm:text-lg"
    >
      <LogoMark />
      <span>{t('app.name')}</span>
    </Link>
  )
}
