/**
 * Orders names as a reader expects, ignoring case and accents ("Bélgica" before "Chequia"),
 * without `localeCompare`: its first call loads the browser's collation data, 50-200 ms of one task
 * on a phone (Chromium at 4x CPU slowdown, decision 0073), and browse sorts its countries while it
 * hydrates. Names equal once folded keep a fixed order by their exact text.
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export function compareText(a: string, b: string) {
  const x = fold(a)
  const y = fold(b)
  if (x !== y) return x < y ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}
