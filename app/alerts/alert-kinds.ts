/**
 * The kinds of alert e-mail (issue #16 item 4). Each can be switched off on the preferences page
 * and by the one-click unsubscribe link of every e-mail of that kind. A new kind is one more entry
 * here (and its messages): the preferences table stores the kinds switched off, so it needs no
 * migration.
 */
export const ALERT_EMAIL_KINDS = [
  'saved-search',
  'price-drop',
  'favourite-sold',
  'price-hint',
  'wanted',
] as const
export type AlertEmailKind = (typeof ALERT_EMAIL_KINDS)[number]

export function isAlertEmailKind(value: unknown): value is AlertEmailKind {
  return ALERT_EMAIL_KINDS.includes(value as AlertEmailKind)
}

/** How often a saved search mails its new matches: at once, or in one daily digest. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return ALERT_FREQUENCIES.includes(value as AlertFrequency)
}

/** At most this many saved searches per user. */
export const MAX_SAVED_SEARCHES = 50
