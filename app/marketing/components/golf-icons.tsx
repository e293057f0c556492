import { FlagTriangleRight, Shirt, SportShoe } from 'lucide-react'
import { GolfBagIcon, GolfBallIcon, GolfClubsIcon } from '~/ui/golf-icons'
import type { CategoryTileId } from '../category-tiles'

/** One icon per "Shop By Category" tile. */
export function CategoryTileIcon({ id, className }: { id: CategoryTileId; className?: string }) {
  switch (id) {
    case 'all-golf':
      return <FlagTriangleRight className={className} aria-hidden="true" />
    case 'balls':
      return <GolfBallIcon className={className} />
    case 'shoes':
      return <SportShoe className={className} aria-hidden="true" />
    case 'clubs':
      return <GolfClubsIcon className={className} />
    case 'clothing':
      return <Shirt className={className} aria-hidden="true" />
    case 'equipment':
      return <GolfBagIcon className={className} />
  }
}
