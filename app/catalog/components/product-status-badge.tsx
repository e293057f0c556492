import { useT } from '~/i18n/react'
import { Badge } from '~/ui/badge'
import { productStatusLabelKey, productStatusTone } from '../product-status'

/** A listing's status with the spec's colours (green active, blue sold, amber pending, grey others). */
export function ProductStatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT()
  const label = productStatusLabelKey(status)
  return (
    <Badge tone={productStatusTone(status)} className={className} data-status={status}>
      {label ? t(label) : status}
    </Badge>
  )
}
