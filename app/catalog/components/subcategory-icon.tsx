import { GolfBagIcon, GolfBallIcon, GolfClubsIcon } from '~/ui/golf-icons'
import { Icon } from '~/ui/icon'
import type { Subcategory } from '../taxonomy'

/** One drawing per golf subcategory (the listing wizard's category cards). */
export function SubcategoryIcon({ id, className }: { id: Subcategory; className?: string }) {
  switch (id) {
    case 'clubs':
      return <GolfClubsIcon className={className} />
    case 'bags-trolleys':
      return <GolfBagIcon className={className} />
    case 'accessories':
      return <GolfBallIcon className={className} />
    case 'clothing-apparel':
      return <Icon name="shirt" className={className} />
    case 'shoes':
      return <Icon name="sport-shoe" className={className} />
    case 'electronics':
      return <Icon name="watch" className={className} />
    case 'training-aids':
      return <Icon name="target" className={className} />
  }
}
