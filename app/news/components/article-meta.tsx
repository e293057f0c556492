import { formatLongDate } from '~/i18n/format'
import { useLocale } from '~/i18n/react'
import { Badge } from '~/ui/badge'
import { cn } from '~/ui/cn'

/** Category badge and publication date of an article. */
export function ArticleMeta({
  category,
  createdAt,
  className,
}: {
  category: string
  createdAt: string
  className?: string
}) {
  const locale = useLocale()
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-500 text-sm', className)}>
      <Badge tone="brand">{category}</Badge>
      <time dateTime={createdAt}>{formatLongDate(createdAt, locale)}</time>
    </div>
  )
}
