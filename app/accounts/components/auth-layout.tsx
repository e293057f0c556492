import { useT } from '~/i18n/react'
import { Card } from '~/ui/card'
import { Icon, type IconName } from '~/ui/icon'
import { LogoMark } from '~/ui/logo-mark'
import { SandPage } from './sand-page'

/**
 * The frame of the sign-in, sign-up and password screens: the form on a card, and on wide screens a
 * brand panel with the marketplace's promises beside it.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: string
  children: React.ReactNode
  footer?: React.ReactNode
}) {
  const t = useT()
  const promises: Array<{ icon: IconName; text: string }> = [
    { icon: 'badge-check', text: t('auth.trustedSellers') },
    { icon: 'shield-check', text: t('auth.buyerProtection') },
    { icon: 'recycle', text: t('auth.secondRound') },
  ]
  return (
    <SandPage className="">
      <div className="mx-auto grid max-w-6xl lg:min-h-[calc(100vh-7rem)] items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-16">
        <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 p-10 text-white shadow-xl lg:block">
          <div
            aria-hidden="true"
            className="absolute -right-16 -bottom-24 size-80 rounded-full bg-brand-500/30"
          />
          <div aria-hidden="true" className="absolute -top-10 right-24 size-32 rounded-full bg-white/10" />
          <div className="relative">
            <div className="flex items-center gap-3 font-bold text-xl">
              <LogoMark className="size-10" />
              {t('app.name')}
            </div>
            <p className="mt-10 max-w-sm font-semibold text-3xl leading-tight">{t('app.tagline')}</p>
            <ul className="mt-10 space-y-4">
              {promises.map(({ icon, text }) => (
                <li key={text} className="flex items-center gap-3 text-brand-50">
                  <span className="grid size-9 place-items-center rounded-full bg-white/15">
                    <Icon name={icon} className="size-5" />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </aside>
        <div className="mx-auto w-full max-w-md">
          <Card className="p-6 sm:p-8">
            <h1 className="font-bold text-2xl text-slate-900 tracking-tight">{title}</h1>
            {subtitle ? <p className="mt-2 text-slate-600 text-sm">{subtitle}</p> : null}
            <div className="mt-6">{children}</div>
          </Card>
          {footer ? <div className="mt-6 text-center text-slate-600 text-sm">{footer}</div> : null}
        </div>
      </div>
    </SandPage>
  )
}
