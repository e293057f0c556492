import { defineMessages } from '../define'

/** In-product notifications (issue #16 item 5): the bell and /notifications. */
export const notifications = defineMessages(
  {
    'notifications.title': 'Notifications',
    'notifications.metaDescription': 'What happened to your orders, favourites and saved searches.',
    'notifications.subtitle': 'Orders, alerts and everything else that needs your attention.',
    'notifications.bell': 'Notifications, {count} unread',
    'notifications.bellNone': 'Notifications',
    'notifications.empty': 'Nothing new',
    'notifications.emptyText':
      'We will tell you here when an order moves on or a saved search finds something.',
    'notifications.new': 'New',
    'notifications.open': 'Open',
    'notifications.preferences': 'E-mail preferences',
    'notifications.text.message': 'New message from {from}',
    'notifications.text.offer': 'Offer on “{name}”: {status}',
    'notifications.text.reviewDue': 'You can now review your order of “{name}”',
    'notifications.text.order.confirmation': 'Order {reference} confirmed: “{name}”',
    'notifications.text.order.sale': 'You sold “{name}” (order {reference}): please ship it',
    'notifications.text.order.shipped': 'Order {reference} is on its way: “{name}”',
    'notifications.text.order.ship-reminder': 'Reminder: ship “{name}” (order {reference})',
    'notifications.text.order.auto-cancelled-buyer':
      'Order {reference} was cancelled and refunded: not shipped in time',
    'notifications.text.order.auto-cancelled-seller': 'Order {reference} was cancelled: not shipped in time',
    'notifications.text.order.cancelled-buyer': 'Order {reference} was cancelled and refunded',
    'notifications.text.order.cancelled-seller': 'Order {reference} was cancelled',
    'notifications.text.order.delivered-buyer': 'Order {reference} was delivered: “{name}”',
    'notifications.text.order.delivered-seller': 'Order {reference} was delivered to the buyer',
    'notifications.text.order.completed-seller': 'Order {reference} is complete: your money is on its way',
    'notifications.text.order.problem-seller': 'The buyer reported a problem with order {reference}',
    'notifications.text.alert.saved-search': 'New listing for your saved search: “{name}”',
    'notifications.text.alert.price-drop': 'A favourite got cheaper: “{name}”',
    'notifications.text.alert.favourite-sold': 'A favourite sold: “{name}”',
  },
  {
    'notifications.title': 'Notificaciones',
    'notifications.metaDescription': 'Lo que ha pasado con tus pedidos, favoritos y búsquedas guardadas.',
    'notifications.subtitle': 'Pedidos, alertas y todo lo que necesita tu atención.',
    'notifications.bell': 'Notificaciones, {count} sin leer',
    'notifications.bellNone': 'Notificaciones',
    'notifications.empty': 'Nada nuevo',
    'notifications.emptyText':
      'Te avisaremos aquí cuando un pedido avance o una búsqueda guardada encuentre algo.',
    'notifications.new': 'Nuevo',
    'notifications.open': 'Abrir',
    'notifications.preferences': 'Preferencias de correo',
    'notifications.text.message': 'Nuevo mensaje de {from}',
    'notifications.text.offer': 'Oferta por «{name}»: {status}',
    'notifications.text.reviewDue': 'Ya puedes valorar tu pedido de «{name}»',
    'notifications.text.order.confirmation': 'Pedido {reference} confirmado: «{name}»',
    'notifications.text.order.sale': 'Has vendido «{name}» (pedido {reference}): envíalo, por favor',
    'notifications.text.order.shipped': 'El pedido {reference} está en camino: «{name}»',
    'notifications.text.order.ship-reminder': 'Recordatorio: envía «{name}» (pedido {reference})',
    'notifications.text.order.auto-cancelled-buyer':
      'El pedido {reference} se canceló y reembolsó: no se envió a tiempo',
    'notifications.text.order.auto-cancelled-seller':
      'El pedido {reference} se canceló: no se envió a tiempo',
    'notifications.text.order.cancelled-buyer': 'El pedido {reference} se canceló y reembolsó',
    'notifications.text.order.cancelled-seller': 'El pedido {reference} se canceló',
    'notifications.text.order.delivered-buyer': 'El pedido {reference} se entregó: «{name}»',
    'notifications.text.order.delivered-seller': 'El pedido {reference} se entregó al comprador',
    'notifications.text.order.completed-seller':
      'El pedido {reference} se completó: tu dinero está en camino',
    'notifications.text.order.problem-seller':
      'El comprador ha informado de un problema con el pedido {reference}',
    'notifications.text.alert.saved-search': 'Nuevo anuncio para tu búsqueda guardada: «{name}»',
    'notifications.text.alert.price-drop': 'Un favorito ha bajado de precio: «{name}»',
    'notifications.text.alert.favourite-sold': 'Un favorito se ha vendido: «{name}»',
  },
)
