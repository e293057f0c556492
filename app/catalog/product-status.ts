import type { MessageKey } from '~/i18n'

export type BadgeTone = 'green' | 'blue' | 'amber' | 'grey'

/**
 * SPEC §4 "Product status" badge colours: green active, blue sold, pending its own colour (amber),
 * grey for every other value.
 */
export function productStatusTone(status: string): BadgeTone {
  if (status === 'active') return 'green'
  if (status === 'sold') return 'blue'
  if (status === 'pending') return 'amber'
  return 'grey'
}

const LABEL: Record<string, MessageKey> = {
  active: 'product.status.active',
  sold: 'product.status.sold',
  pending: 'product.status.pending',
  inactive: 'product.status.inactive',
}

/** The badge's text: a known status in the reader's language, any other value as stored. */
export function productStatusLabelKey(status: string): MessageKey | null {
  return LABEL[status] ?? null
}
