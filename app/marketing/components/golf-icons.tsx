import { GolfBagIcon, GolfBallIcon, GolfClubsIcon } from '~/ui/golf-icons'
import { Icon } from '~/ui/icon'
import type { CategoryTileId } from '../category-tiles'

/** One icon per "Shop By Category" tile. */
export function CategoryTileIcon({ id, className }: { id: CategoryTileId; className?: string }) {
  switch (id) {
    case 'all-golf':
      return <Icon name="flag-triangle-right" className={className} />
    case 'balls':
      return <GolfBallIcon className={className} />
    case 'shoes':
      return <Icon name="sport-shoe" className={className} />
    case 'clubs':
      return <GolfClubsIcon className={className} />
    case 'clothing':
      return <Icon name="shirt" className={className} />
    case 'equipment':
      return <GolfBagIcon className={className} />
  }
}
