/** Money is integer euro cents everywhere; this is the one place it becomes text (SPEC §9: EUR, German locale). */
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

export function formatEuros(cents: number) {
  return euros.format(cents / 100)
}
