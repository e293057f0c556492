/** How catalogue models are named and matched (isomorphic: the seed sync, search and the wizard). */
import type { ClubType } from './vocabulary'

/** Lower case, accents and anything but letters and digits removed: "G 430" and "g430" meet. */
export function compactKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

/** The stable id of a seed row: "taylormade-stealth-2-driver". */
export function clubModelSlug(brand: string, model: string, clubType: ClubType): string {
  return [brand, model, clubType]
    .join(' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
}

/** What a model is found by: its compact name and each alias, space separated. */
export function clubModelSearchKey(brand: string, model: string, aliases: readonly string[]): string {
  return [compactKey(`${brand}${model}`), compactKey(model), ...aliases.map(compactKey)].join(' ')
}
