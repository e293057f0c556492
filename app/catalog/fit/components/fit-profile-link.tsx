import { Download, Ruler } from 'lucide-react'
import { useT } from '~/i18n/react'
import { ButtonLink, buttonClass } from '~/ui/button'
import { Card } from '~/ui/card'
import { useLocalePath } from '~/ui/link'

/** The profile page's way to the golf fit and to "Download my data" (issue #30 items 1 and 5). */
export function FitProfileLink() {
  const t = useT()
  const localize = useLocalePath()
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div className="flex gap-3">
        <Ruler className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-lg text-slate-900">{t('golferProfile.link.title')}</h2>
          <p className="text-slate-600 text-sm">{t('golferProfile.link.text')}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to="/profile/fit">{t('golferProfile.link.open')}</ButtonLink>
        <a href={localize('/profile/data-export')} download className={buttonClass('outline')}>
          <Download className="size-4" aria-hidden="true" />
          {t('golferProfile.data.download')}
        </a>
      </div>
    </Card>
  )
}
