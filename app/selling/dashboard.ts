/** The seller dashboard's data (read by app/selling/dashboard.server.ts). */
export interface DashboardStats {
  /**
   * Euro cents: the items' prices as charged on the seller's orders (accepted offers at their amount,
   * shipping left out), less refunds; orders cancelled or refunded in full count nothing, and a
   * listing marked sold by hand (no order) counts nothing either: no money is known for it.
   */
  totalRevenue: number
  activeListings: number
  itemsSold: number
  totalOrders: number
}

export interface DashboardListing {
  id: string
  name: string
  brand: string
  price: number
  originalPrice: number | null
  status: string
  imageUrl: string | null
  viewsCount: number
  /** How many people saved it (issue #16). */
  favouritesCount: number
  createdAt: string
}
