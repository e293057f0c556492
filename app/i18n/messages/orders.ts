import { defineMessages } from '../define'

/** Orders as sellers (and later buyers) see them: statuses (SPEC §3) and the order list. */
export const orders = defineMessages(
  {
    'orders.status.pending': 'Pending',
    'orders.status.confirmed': 'Confirmed',
    'orders.status.shipped': 'Shipped',
    'orders.status.delivered': 'Delivered',
    'orders.status.cancelled': 'Cancelled',
    'orders.list': 'Orders',
    'orders.empty': 'No orders yet',
    'orders.emptyText': 'When a buyer orders one of your items, it shows up here.',
    'orders.reference': 'Order #{reference}',
    'orders.placedOn': 'Ordered on {date}',
    'orders.total': 'Total {amount}',
    'orders.productGone': 'Listing removed',
  },
  {
    'orders.status.pending': 'Pendiente',
    'orders.status.confirmed': 'Confirmado',
    'orders.status.shipped': 'Enviado',
    'orders.status.delivered': 'Entregado',
    'orders.status.cancelled': 'Cancelado',
    'orders.list': 'Pedidos',
    'orders.empty': 'Todavía no hay pedidos',
    'orders.emptyText': 'Cuando un comprador pida uno de tus artículos, aparecerá aquí.',
    'orders.reference': 'Pedido n.º {reference}',
    'orders.placedOn': 'Pedido el {date}',
    'orders.total': 'Total {amount}',
    'orders.productGone': 'Anuncio eliminado',
  },
)
