/** The seller dashboard's Payouts tab (issue #13 item 6): what it shows, isomorphic. */
export type PayoutAccountState = 'none' | 'incomplete' | 'pending' | 'ready'

export interface PayoutOrderLine {
  orderId: string
  productName: string | null
  status: string
  /** Euro cents. */
  gross: number
  shipping: number
  commission: number
  net: number
  /** 'held' (in protection or before), 'waiting' (for payout details), 'paid', 'reversed', 'refunded'. */
  payout: 'held' | 'waiting' | 'paid' | 'reversed' | 'refunded'
  /** ISO date the money is (or was) released; null when it waits for something else. */
  releaseDate: string | null
}

export interface PayoutsView {
  account: PayoutAccountState
  testMode: boolean
  held: number
  waiting: number
  paidOut: number
  orders: PayoutOrderLine[]
}
