import { defineMessages } from '../define'

/**
 * How an order reaches its buyer (issue #26): the method on every view of an order, the seller's
 * step (ship with tracking, ship untracked, or hand over), and the e-mail lines about it.
 */
export const delivery = defineMessages(
  {
    'delivery.status.handedOver': 'Handed over',
    'delivery.method': 'Delivery: {method} · {amount}',
    'delivery.unknown': 'Shipping',
    'delivery.trackedWith': '{carrier} tracking number: {number}',
    'delivery.untracked': 'Sent untracked: there is no tracking number',
    'delivery.handedOver': 'Handed over',
    'delivery.handOverNote':
      'The buyer collects it or meets you: agree on a time and place in your messages, then mark it as handed over.',
    'delivery.action.handOver': 'Mark as handed over',
    'delivery.action.handingOver': 'Marking as handed over...',
    'delivery.action.untracked': 'Sent untracked (no tracking number)',
    'delivery.action.untrackedWarning':
      'Without tracking nobody can see where the parcel is. If the buyer does not confirm receipt, it counts as delivered {days} days after sending, and the buyer then has {protectionDays} days to report it missing; as you cannot show it arrived, such a report is usually refunded.',
    'delivery.action.shipTitle': 'Mark as shipped?',
    'delivery.action.shipText':
      'Order #{reference} ({name}) will be marked as sent with {carrier}, tracking number {number}. The buyer is told at once; this cannot be undone.',
    'delivery.action.shipUntrackedText':
      'Order #{reference} ({name}) will be marked as sent without a tracking number. The buyer is told at once; this cannot be undone.',
    'delivery.action.shipConfirm': 'Yes, mark as shipped',
    'delivery.action.handOverTitle': 'Mark as handed over?',
    'delivery.action.handOverText':
      'Confirm that you gave {name} (order #{reference}) to the buyer. The buyer is asked to confirm receipt.',
    'delivery.action.handOverConfirm': 'Yes, I handed it over',
    'delivery.action.notYet': 'Not yet',
    'delivery.moved.handOver': 'Order marked as handed over',
    'delivery.error.carrierRequired': 'Choose the carrier, or tick "Sent untracked".',
    'delivery.error.trackingRequired': 'Enter the tracking number, or tick "Sent untracked".',
    'delivery.error.trackingInvalid':
      'Enter the tracking number as the carrier gives it: 4 to 64 letters and digits (spaces and hyphens allowed).',
    'delivery.error.untrackedWithTracking':
      'You ticked "Sent untracked" and also gave a carrier or tracking number: choose one.',
    'delivery.nextHandedOver':
      'The seller says they handed it over. Confirm receipt once you have it; otherwise it counts as received on {date}.',
    'delivery.nextDeliverUntracked':
      'The seller sent it without tracking. Confirm receipt when it arrives. If you have not by {date}, it counts as delivered and you then have {protectionDays} days to report it missing.',
    'delivery.mail.method': 'Delivery: {method} ({amount})',
    'delivery.mail.saleIntroHandOver':
      'Good news: a buyer has paid for the following and will collect it or meet you. Agree on a time and place with them in your messages, then mark it as handed over.',
    'delivery.mail.saleIntroPost':
      'Good news: a buyer has paid for the following. Please send it by the method they paid for to the address below, and give the carrier and tracking number when you mark it as shipped.',
    'delivery.mail.trackingWith': '{carrier} tracking number: {number}',
    'delivery.mail.trackingLink': 'Follow it here: {url}',
    'delivery.mail.untracked':
      'The seller sent it without a tracking number. If it has not arrived after {days} days, report it on the order page.',
    'delivery.mail.handedOverSubject': 'Order #{reference}: the seller handed it over',
    'delivery.mail.handedOverIntro': 'The seller says they handed {name} over to you.',
    'delivery.mail.handedOverOutro': 'Please confirm receipt on the order page.',
  },
  {
    'delivery.status.handedOver': 'Entregado en mano',
    'delivery.method': 'Entrega: {method} · {amount}',
    'delivery.unknown': 'Envío',
    'delivery.trackedWith': 'Número de seguimiento de {carrier}: {number}',
    'delivery.untracked': 'Enviado sin seguimiento: no hay número de seguimiento',
    'delivery.handedOver': 'Entregado en mano',
    'delivery.handOverNote':
      'El comprador lo recoge o quedáis: acordad hora y lugar por mensajes y después márcalo como entregado en mano.',
    'delivery.action.handOver': 'Marcar como entregado en mano',
    'delivery.action.handingOver': 'Marcando como entregado en mano...',
    'delivery.action.untracked': 'Enviado sin seguimiento (sin número de seguimiento)',
    'delivery.action.untrackedWarning':
      'Sin seguimiento nadie puede ver dónde está el paquete. Si el comprador no confirma la recepción, se da por entregado {days} días después del envío y el comprador tiene entonces {protectionDays} días para notificar que no ha llegado; como no puedes demostrar la entrega, normalmente se le reembolsa.',
    'delivery.action.shipTitle': '¿Marcar como enviado?',
    'delivery.action.shipText':
      'El pedido n.º {reference} ({name}) se marcará como enviado con {carrier}, número de seguimiento {number}. Se avisa al comprador en el acto; no se puede deshacer.',
    'delivery.action.shipUntrackedText':
      'El pedido n.º {reference} ({name}) se marcará como enviado sin número de seguimiento. Se avisa al comprador en el acto; no se puede deshacer.',
    'delivery.action.shipConfirm': 'Sí, marcar como enviado',
    'delivery.action.handOverTitle': '¿Marcar como entregado en mano?',
    'delivery.action.handOverText':
      'Confirma que has dado «{name}» (pedido n.º {reference}) al comprador. Se le pedirá que confirme la recepción.',
    'delivery.action.handOverConfirm': 'Sí, lo he entregado',
    'delivery.action.notYet': 'Todavía no',
    'delivery.moved.handOver': 'Pedido marcado como entregado en mano',
    'delivery.error.carrierRequired': 'Elige el transportista o marca «Enviado sin seguimiento».',
    'delivery.error.trackingRequired': 'Escribe el número de seguimiento o marca «Enviado sin seguimiento».',
    'delivery.error.trackingInvalid':
      'Escribe el número de seguimiento tal como lo da el transportista: de 4 a 64 letras y cifras (se admiten espacios y guiones).',
    'delivery.error.untrackedWithTracking':
      'Has marcado «Enviado sin seguimiento» y también has indicado un transportista o un número de seguimiento: elige una opción.',
    'delivery.nextHandedOver':
      'El vendedor dice que te lo ha entregado. Confirma la recepción cuando lo tengas; si no, se dará por recibido el {date}.',
    'delivery.nextDeliverUntracked':
      'El vendedor lo ha enviado sin seguimiento. Confirma la recepción cuando llegue. Si no lo has hecho antes del {date}, se da por entregado y tienes entonces {protectionDays} días para notificar que no ha llegado.',
    'delivery.mail.method': 'Entrega: {method} ({amount})',
    'delivery.mail.saleIntroHandOver':
      'Buenas noticias: un comprador ha pagado lo siguiente y lo recogerá o quedará contigo. Acordad hora y lugar por mensajes y después márcalo como entregado en mano.',
    'delivery.mail.saleIntroPost':
      'Buenas noticias: un comprador ha pagado lo siguiente. Envíalo con el método que ha pagado a la dirección que aparece abajo e indica el transportista y el número de seguimiento al marcarlo como enviado.',
    'delivery.mail.trackingWith': 'Número de seguimiento de {carrier}: {number}',
    'delivery.mail.trackingLink': 'Síguelo aquí: {url}',
    'delivery.mail.untracked':
      'El vendedor lo ha enviado sin número de seguimiento. Si no ha llegado en {days} días, notifícalo en la página del pedido.',
    'delivery.mail.handedOverSubject': 'Pedido n.º {reference}: el vendedor te lo ha entregado',
    'delivery.mail.handedOverIntro': 'El vendedor dice que te ha entregado «{name}».',
    'delivery.mail.handedOverOutro': 'Confirma la recepción en la página del pedido.',
  },
)
