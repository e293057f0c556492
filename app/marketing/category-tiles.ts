import type { MessageKey } from '~/i18n'

export type CategoryTileId = 'all-golf' | 'balls' | 'shoes' | 'clubs' | 'clothing' | 'equipment'

export interface CategoryTile {
  id: CategoryTileId
  href: string
  title: MessageKey
  text: MessageKey
}

/**
 * The marketing "Shop By Category" tiles (SPEC §2 "Landing"). They are not the seven functional
 * subcategories: each tile points at the browse query that best matches it. Golf balls have no
 * subcategory of their own, so that tile is a text search; Equipment is the accessories shelf.
 */
export const CATEGORY_TILES: readonly CategoryTile[] = [
  {
    id: 'all-golf',
    href: '/browse?category=golf',
    title: 'landing.categories.allGolf.title',
    text: 'landing.categories.allGolf.text',
  },
  {
    id: 'balls',
    href: '/browse?q=balls',
    title: 'landing.categories.balls.title',
    text: 'landing.categories.balls.text',
  },
  {
    id: 'shoes',
    href: '/browse?subcategory=shoes',
    title: 'landing.categories.shoes.title',
    text: 'landing.categories.shoes.text',
  },
  {
    id: 'clubs',
    href: '/browse?subcategory=clubs',
    title: 'landing.categories.clubs.title',
    text: 'landing.categories.clubs.text',
  },
  {
    id: 'clothing',
    href: '/browse?subcategory=clothing-apparel',
    title: 'landing.categories.clothing.title',
    text: 'landing.categories.clothing.text',
  },
  {
    id: 'equipment',
    href: '/browse?subcategory=accessories',
    title: 'landing.categories.equipment.title',
    text: 'landing.categories.equipment.text',
  },
]
