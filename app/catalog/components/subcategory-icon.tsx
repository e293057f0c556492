import { Shirt, SportShoe, Target, Watch } from 'lucide-react'
import { GolfBagIcon, GolfBallIcon, GolfClubsIcon } from '~/ui/golf-icons'
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
      return <Shirt className={className} aria-hidden="true" />
    case 'shoes':
      return <SportShoe className={className} aria-hidden="true" />
    case 'electronics':
      return <Watch className={className} aria-hidden="true" />
    case 'training-aids':
      return <Target className={className} aria-hidden="true" />
  }
}
