/**
 * The ledger (issue #13 item 5; docs/decisions/0028-money-flow-and-order-deadlines.md): every money
 * movement of an order is one row, in euro cents, with the provider's reference. Rows are written
 * in the transaction that records the movement, keyed so a retried job writes nothing twice, and
 * never changed afterwards.
 *
 * The invariant, per order: charged (charge + shipping) = refunded + transferred (transfers −
 * reversals) + commission retained + held, where "held" is what the order's state says the
 * platform still keeps for it: all of it while the order runs (confirmed … completed but not yet
 * paid out) less a partial refund already paid, nothing once it is paid out, cancelled or refunded
 * (except a refund decided and not yet paid; docs/decisions/0031-disputes.md).
 */
import { type SQL, sql } from 'drizzle-orm'
import { type DatabaseOrTransaction, rawQuery } from '~/platform/db.server'
import type { LEDGER_KINDS } from '../../db/schema'

export type LedgerKind = (typeof LEDGER_KINDS)[number]

export interface LedgerEntryInput {
  /** What this movement is, once (`charge:<order>`, `refund:<refund id>`, …). */
  entryKey: string
  orderId: string | null
  checkoutSessionId?: string | null
  kind: LedgerKind
  /** Euro cents; positive except a commission given back. */
  amount: number
  providerReference: string | null
}

/** Writes the entries that are not there yet (by key); answers how many were new. */
export async function recordLedgerEntries(tx: DatabaseOrTransaction, entries: LedgerEntryInput[]) {
  let written = 0
  for (const entry of entries) {
    if (entry.amount === 0) continue
    const rows = await rawQuery<{ id: string }>(
      tx,
      sql`insert into ledger_entries (entry_key, order_id, checkout_session_id, kind, amount, provider_reference)
          values (${entry.entryKey}, ${entry.orderId}, ${entry.checkoutSessionId ?? null}, ${entry.kind},
                  ${entry.amount}, ${entry.providerReference})
          on conflict (entry_key) do nothing returning id`,
    )
    written += rows.length
  }
  return written
}

export interface OrderMoney {
  orderId: string
  status: string
  totalAmount: number
  commissionAmount: number
  transferStatus: string | null
  charged: number
  refunded: number
  transferred: number
  commission: number
  /** Refunds decided and not yet paid by the provider (the refund job is running or retrying). */
  refundOwed: number
}

/**
 * Money the platform should still hold for an order, from its state: a cancelled or refunded order
 * holds only the refund it still owes the buyer (paid by the `checkout.refund` job; one that never
 * gets paid is the reconciliation's 'refund-not-paid', not a ledger mismatch).
 */
export function expectedHeld(
  order: Pick<OrderMoney, 'status' | 'totalAmount' | 'transferStatus'> & {
    refundOwed?: number
    refunded?: number
  },
) {
  if (order.status === 'cancelled' || order.status === 'refunded') return order.refundOwed ?? 0
  if (order.status === 'pending') return 0
  // Paid out: only a partial refund decided after the transfer and not yet paid to the buyer.
  if (order.transferStatus === 'paid') return order.refundOwed ?? 0
  // Still held for the seller: everything not yet given back (a partial refund of a dispute).
  return order.totalAmount - (order.refunded ?? 0)
}

/** Where an order's money is not where its state says, or null when the invariant holds. */
export function ledgerMismatch(order: OrderMoney): string | null {
  const held = expectedHeld(order)
  // An order whose capture was refused was never charged: nothing to account for.
  if (order.status === 'cancelled' && order.charged === 0 && order.refunded === 0 && !order.refundOwed)
    return null
  if (order.status !== 'pending' && order.charged !== order.totalAmount) {
    return `charged ${order.charged} but the order is ${order.totalAmount}`
  }
  const accounted = order.refunded + order.transferred + order.commission + held
  if (order.charged !== accounted) {
    return `charged ${order.charged} ≠ refunded ${order.refunded} + transferred ${order.transferred} + commission ${order.commission} + held ${held}`
  }
  return null
}

/** The ledger's sums per order (all orders paid through a checkout, or just `orderIds`). */
export function readOrderMoney(database: DatabaseOrTransaction, orderIds?: string[]) {
  const only = orderIds?.length
    ? sql`and o.id in (${sql.join(
        orderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``
  return rawQuery<{
    order_id: string
    status: string
    total_amount: number
    commission_amount: number
    transfer_status: string | null
    charged: number
    refunded: number
    transferred: number
    commission: number
    refund_owed: number
  }>(
    database,
    sql`select o.id as order_id, o.status, o.total_amount, o.commission_amount, t.status as transfer_status,
               coalesce(sum(l.amount) filter (where l.kind in ('charge', 'shipping')), 0)::int as charged,
               coalesce(sum(l.amount) filter (where l.kind = 'refund'), 0)::int as refunded,
               (coalesce(sum(l.amount) filter (where l.kind = 'transfer'), 0)
                 - coalesce(sum(l.amount) filter (where l.kind = 'transfer_reversal'), 0))::int as transferred,
               coalesce(sum(l.amount) filter (where l.kind = 'commission'), 0)::int as commission,
               (select coalesce(sum(r.amount), 0) from refunds r
                 where r.order_id = o.id and r.status <> 'succeeded')::int as refund_owed
          from orders o
          left join transfers t on t.order_id = o.id
          left join ledger_entries l on l.order_id = o.id
         where o.checkout_session_id is not null and o.confirmed_at is not null ${only}
         group by o.id, t.status`,
  ).then((rows) =>
    rows.map(
      (row): OrderMoney => ({
        orderId: row.order_id,
        status: row.status,
        totalAmount: row.total_amount,
        commissionAmount: row.commission_amount,
        transferStatus: row.transfer_status,
        charged: row.charged,
        refunded: row.refunded,
        transferred: row.transferred,
        commission: row.commission,
        refundOwed: row.refund_owed,
      }),
    ),
  )
}

/** An order's ledger rows, oldest first (the operator's console). */
export function readOrderLedger(database: DatabaseOrTransaction, orderId: string) {
  return rawQuery<{
    entry_key: string
    kind: LedgerKind
    amount: number
    provider_reference: string | null
    created_at: Date | string
  }>(
    database,
    sql`select entry_key, kind, amount, provider_reference, created_at from ledger_entries
         where order_id = ${orderId} order by created_at, id`,
  ).then((rows) =>
    rows.map((row) => ({
      key: row.entry_key,
      kind: row.kind,
      amount: row.amount,
      reference: row.provider_reference,
      at: new Date(row.created_at).toISOString(),
    })),
  )
}

/** Whether an order's ledger adds up: null when it does (or it was never paid), else the mismatch. */
export async function orderLedgerMismatch(database: DatabaseOrTransaction, orderId: string) {
  const [money] = await readOrderMoney(database, [orderId])
  return money ? ledgerMismatch(money) : null
}

/**
 * Euro cents given back to the buyer of the order `orderId` (a column such as `o.id`): the ledger's
 * refund rows (paid by the provider) and, apart, the refunds decided and not yet paid. Every page
 * that shows what an order cost reads them here (issue #26 item 6).
 */
export const orderRefundedSql = (orderId: SQL) =>
  sql`(select coalesce(sum(le.amount), 0) from ledger_entries le
        where le.order_id = ${orderId} and le.kind = 'refund')::int`
export const orderRefundOwedSql = (orderId: SQL) =>
  sql`(select coalesce(sum(rf.amount), 0) from refunds rf
        where rf.order_id = ${orderId} and rf.status <> 'succeeded')::int`

/**
 * A seller's sales as a subquery (`id`, `product_id`, `item_amount`, `refunded`): one row per order
 * paid and not given back in full, with the item's price as charged (an accepted offer's amount, not
 * the listing's price; shipping left out) and every refund of it, paid or on its way. The seller
 * dashboard's revenue and the seller page's average sold price read it (issue #26 item 6).
 */
export const sellerSalesSql = (sellerId: string) =>
  sql`(select o.id, o.product_id, (o.total_amount - o.shipping_amount) as item_amount,
              ${orderRefundedSql(sql`o.id`)} + ${orderRefundOwedSql(sql`o.id`)} as refunded
         from orders o
        where o.seller_id = ${sellerId} and o.status not in ('pending', 'cancelled', 'refunded'))`
