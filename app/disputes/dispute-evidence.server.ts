/**
 * The dispute evidence as the pages show it (issue #28; docs/decisions/0057-dispute-evidence.md):
 * the evidence model of dispute-evidence.ts with the listing photos' addresses and the promised
 * passport in the reader's language, worked out on the server (no golf rules in the client bundle).
 */
import type { ListingSnapshot } from '~/catalog/condition/listing-snapshot'
import { passportView } from '~/catalog/passport/stock-comparison'
import { type Locale, translator } from '~/i18n'
import { storage } from '~/platform/storage.server'
import { disputeEvidence } from './dispute-evidence'
import type { DisputeReason, DisputeSubject } from './dispute-rules'
import type { DisputeEvidenceView, PromisedSpecRow } from './disputes'

/** The passport the listing promised, as rows (the catalogue model first), or null without one. */
export function promisedPassport(snapshot: ListingSnapshot, locale: Locale): PromisedSpecRow[] | null {
  if (!snapshot.specs) return null
  const t = translator(locale)
  const view = passportView(snapshot.subcategory, snapshot.specs, null, t, locale)
  const rows: PromisedSpecRow[] = view.rows
    .filter((row) => !(row.field === 'model' && snapshot.clubModel))
    .map(({ field, label, value }) => ({ field, label, value }))
  if (snapshot.clubModel) {
    const { brand, model, releaseYear } = snapshot.clubModel
    rows.unshift({ field: 'model', label: t('passport.model'), value: `${brand} ${model} (${releaseYear})` })
  }
  if (view.modifications) {
    rows.push({
      field: 'modifications',
      label: t('passport.field.modifications'),
      value: view.modifications.length ? view.modifications.join('; ') : t('passport.unmodified'),
    })
  }
  return rows
}

export function disputeEvidenceView(
  snapshot: ListingSnapshot | null,
  reason: DisputeReason,
  subject: DisputeSubject | null,
  locale: Locale,
): DisputeEvidenceView | null {
  const evidence = disputeEvidence(snapshot, reason, subject)
  if (!evidence || !snapshot) return null
  return {
    ...evidence,
    photos: evidence.photos.map((photo) => ({ ...photo, url: storage().publicUrl(photo.key) })),
    passport: evidence.showPassport ? (promisedPassport(snapshot, locale) ?? []) : null,
  }
}
