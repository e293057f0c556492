import { defineMessages } from '../define'

/** Issue #28 "signs of a fake" and "honest grading pays off": keys are `conditionTrust.…`. */
export const conditionTrust = defineMessages(
  {
    'conditionTrust.shipsFrom': 'Ships from {country}',
    'conditionTrust.check.title': 'Check before you buy',
    'conditionTrust.check.intro':
      'This price is far below what this model usually sells for on Fairway in this condition (from {low}, {count} sales). It may be a bargain, but fakes and scams are often priced like this. Check these before you pay:',
    'conditionTrust.check.introEstimate':
      'This price is far below what this model should cost in this condition (from {low}, estimated from its launch price). It may be a bargain, but fakes and scams are often priced like this. Check these before you pay:',
    'conditionTrust.tell.price':
      'Price: less than half the usual lowest price. Ask the seller why it is so cheap.',
    'conditionTrust.tell.serialShown':
      'Serial number: the listing has a photo of it. It should be cleanly engraved and match the head; the maker can confirm it.',
    'conditionTrust.tell.serialMissing':
      'Serial number: there is no photo of it. Ask the seller for one before you pay.',
    'conditionTrust.tell.serialAsk': 'Serial number: ask the seller for a photo of it.',
    'conditionTrust.tell.certificateYes':
      'Certificate: the seller says the Scotty Cameron certificate of authenticity comes with it. Ask for a photo.',
    'conditionTrust.tell.certificateNo':
      'Certificate: the seller lists no Scotty Cameron certificate of authenticity.',
    'conditionTrust.tell.shipsFrom':
      'Ships from {country}. Fakes usually come from outside the EU: be wary if the parcel is sent from elsewhere.',
    'conditionTrust.tell.shipsFromUnknown': 'Ships from: not known. Ask the seller where it ships from.',
    'conditionTrust.tell.pay':
      'Pay only through Fairway: your payment is held until you confirm the item is as described.',
    'conditionTrust.certificate.legend': 'Does it come with its Scotty Cameron certificate of authenticity?',
    'conditionTrust.certificate.hint':
      'Scotty Cameron putters are sold with a card that certifies them. Fakes are common, so buyers look for it: if you have it, say so and show it in a photo.',
    'conditionTrust.certificate.yes': 'Yes, with the certificate',
    'conditionTrust.certificate.no': 'No certificate',
    'conditionTrust.described.label': 'Sales confirmed as described',
    'conditionTrust.described.value': '{percent}%',
    'conditionTrust.described.ofOne': 'of 1 reviewed sale',
    'conditionTrust.described.ofMany': 'of {count} reviewed sales',
    'conditionTrust.described.none': 'No graded sales reviewed yet',
    'conditionTrust.report.priority': 'Priority',
    'conditionTrust.report.priorityHint': 'Possible counterfeit: reviewed first',
  },
  {
    'conditionTrust.shipsFrom': 'Se envía desde {country}',
    'conditionTrust.check.title': 'Compruébalo antes de comprar',
    'conditionTrust.check.intro':
      'Este precio está muy por debajo de lo que suele venderse este modelo en Fairway en este estado (desde {low}, {count} ventas). Puede ser una ganga, pero las falsificaciones y las estafas suelen tener precios así. Comprueba esto antes de pagar:',
    'conditionTrust.check.introEstimate':
      'Este precio está muy por debajo de lo que debería costar este modelo en este estado (desde {low}, estimado a partir de su precio de lanzamiento). Puede ser una ganga, pero las falsificaciones y las estafas suelen tener precios así. Comprueba esto antes de pagar:',
    'conditionTrust.tell.price':
      'Precio: menos de la mitad del precio más bajo habitual. Pregunta al vendedor por qué es tan barato.',
    'conditionTrust.tell.serialShown':
      'Número de serie: el anuncio tiene una foto. Debe estar grabado con limpieza y coincidir con la cabeza; el fabricante puede confirmarlo.',
    'conditionTrust.tell.serialMissing':
      'Número de serie: no hay ninguna foto. Pide una al vendedor antes de pagar.',
    'conditionTrust.tell.serialAsk': 'Número de serie: pide al vendedor una foto.',
    'conditionTrust.tell.certificateYes':
      'Certificado: el vendedor dice que incluye el certificado de autenticidad de Scotty Cameron. Pide una foto.',
    'conditionTrust.tell.certificateNo':
      'Certificado: el vendedor no indica ningún certificado de autenticidad de Scotty Cameron.',
    'conditionTrust.tell.shipsFrom':
      'Se envía desde {country}. Las falsificaciones suelen llegar de fuera de la UE: desconfía si el paquete sale de otro sitio.',
    'conditionTrust.tell.shipsFromUnknown':
      'Envío desde: desconocido. Pregunta al vendedor desde dónde lo envía.',
    'conditionTrust.tell.pay':
      'Paga solo a través de Fairway: tu pago queda retenido hasta que confirmes que el artículo es como se describe.',
    'conditionTrust.certificate.legend': '¿Incluye su certificado de autenticidad de Scotty Cameron?',
    'conditionTrust.certificate.hint':
      'Los putters Scotty Cameron se venden con una tarjeta que los certifica. Hay muchas falsificaciones y los compradores la buscan: si la tienes, indícalo y muéstrala en una foto.',
    'conditionTrust.certificate.yes': 'Sí, con el certificado',
    'conditionTrust.certificate.no': 'Sin certificado',
    'conditionTrust.described.label': 'Ventas confirmadas como se describían',
    'conditionTrust.described.value': '{percent} %',
    'conditionTrust.described.ofOne': 'de 1 venta valorada',
    'conditionTrust.described.ofMany': 'de {count} ventas valoradas',
    'conditionTrust.described.none': 'Aún no hay ventas graduadas valoradas',
    'conditionTrust.report.priority': 'Prioridad',
    'conditionTrust.report.priorityHint': 'Posible falsificación: se revisa primero',
  },
)
