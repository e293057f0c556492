/**
 * The search term as browse reads it from the address, apart from the rest of the browse state:
 * the header's search box needs only this, and it ships on every page (issue #31, first-load
 * JavaScript), so it must not bring the whole browse parser with its filter vocabularies.
 */
/** Longer search terms are cut: nobody types more, and every character costs trigram work. */
export const MAX_SEARCH_LENGTH = 100

export function searchTermOf(params: URLSearchParams): string | null {
  return (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim() || null
}
