/** The seller dashboard's data (read by app/selling/dashboard.server.ts). */
export interface DashboardStats {
  /** Sum of the prices of the seller's sold listings, in cents (sold through checkout or not). */
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
