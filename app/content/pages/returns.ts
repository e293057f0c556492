import type { InfoPage } from '../info-page'

export const returnsPage: InfoPage = {
  lastUpdated: '2026-11-26',
  en: {
    title: 'Returns and buyer protection',
    description:
      'How buyer protection works on Fairway Market: what is covered when you buy pre-owned golf equipment from a private seller, how to open a claim and when you get your refund.',
    intro:
      'Items on Fairway Market are sold by private golfers, not shops. Our buyer protection makes sure you get what you paid for, or your money back.',
    sections: [
      {
        id: 'overview',
        heading: 'Buyer protection at a glance',
        blocks: [
          'Every order paid through the Fairway Market checkout is protected. If your item does not arrive, is significantly not as described or is damaged on the way, you get a full refund of the amount you paid, including shipping.',
          'Because the sellers are private individuals, the 14-day right of withdrawal of EU consumer law, which applies to purchases from businesses, does not apply. You cannot return an item just because you changed your mind, unless the seller agrees to it.',
        ],
      },
      {
        id: 'covered',
        heading: 'What is covered',
        blocks: [
          {
            list: [
              'The item never arrived.',
              'The item is significantly different from the listing: another model, flex, loft or hand (left or right), or missing parts such as an adjustable head or its wrench.',
              'The item has damage the listing did not mention, such as a cracked face, a bent or dented shaft or a split grip.',
              'The item was damaged in transit.',
              'The item is counterfeit.',
            ],
          },
          'Not covered: a change of mind, a size or flex you chose yourself when the listing was accurate, normal wear that the description and photos showed, and anything paid outside our checkout, such as cash at a meeting or a bank transfer.',
        ],
      },
      {
        id: 'claim',
        heading: 'How to open a claim',
        blocks: [
          {
            list: [
              'Tap “Report a problem” on the order’s page within {protectionDays} days of delivery: until then the seller is not paid. If the item has not arrived {notReceivedDays} days after it was sent, report it the same way. For anything else, e-mail [{supportEmail}](mailto:{supportEmail}).',
              'Describe the problem briefly and add clear photos of the item, the label and the packaging.',
              'Keep the item and all of the packaging until the claim is closed.',
              'The seller has {sellerAnswerDays} days to answer: refund you in full, offer a partial refund, ask for the item back or disagree. Many problems are solved at this point, for example with a partial refund you both agree on.',
              'If you do not agree, or the seller does not answer in time, we decide within 10 business days of receiving all the information and tell you both by e-mail.',
            ],
          },
        ],
      },
      {
        id: 'damaged',
        heading: 'Damaged in transit',
        blocks: [
          'If the parcel looks damaged when it arrives, photograph it before you open it and, where possible, note the damage with the carrier. Then open a claim as described above. We handle the claim with the seller, who sent the parcel and is the carrier’s customer.',
        ],
      },
      {
        id: 'returning',
        heading: 'Returning an item',
        blocks: [
          'If the seller asks for the item back, send it within {returnShipDays} days with a tracked service and enter the tracking number on the order’s page, packed as carefully as it came to you. When the item is not as described or was damaged in transit, the seller bears the cost of the return and we refund your return postage with your order.',
          'Once the seller confirms that the item has arrived, we issue your refund. If the seller does not confirm within {returnReceiveDays} days of your shipment, we decide, relying on the tracking.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        blocks: [
          'Refunds go back to the card you paid with, through our payment provider. We issue them within 5 business days of the decision or of the confirmed return. Your bank may take another 5-10 business days to show the money on your statement.',
        ],
      },
      {
        id: 'sellers',
        heading: 'For sellers',
        blocks: [
          'Describe the item honestly, photograph any defects, pack it well and send it with a tracked service: that is the best protection against claims. Answer a reported problem within {sellerAnswerDays} days. Sellers with repeated valid claims against them may have their listings removed or their account suspended, as set out in our [Terms of Service](/terms).',
        ],
      },
    ],
  },
  es: {
    title: 'Devoluciones y protección al comprador',
    description:
      'Cómo funciona la protección al comprador en Fairway Market: qué cubre cuando compras material de golf de segunda mano a un particular, cómo abrir una reclamación y cuándo recibes el reembolso.',
    intro:
      'En Fairway Market venden golfistas particulares, no tiendas. Nuestra protección al comprador garantiza que recibes lo que has pagado o que te devolvemos tu dinero.',
    sections: [
      {
        id: 'overview',
        heading: 'La protección al comprador en pocas palabras',
        blocks: [
          'Todos los pedidos pagados a través de la caja de Fairway Market están protegidos. Si el artículo no llega, es sustancialmente distinto de lo descrito o se daña por el camino, te devolvemos el importe íntegro que pagaste, con el envío incluido.',
          'Como los vendedores son particulares, no se aplica el derecho de desistimiento de 14 días que la normativa europea de consumo reconoce en las compras a empresas. No puedes devolver un artículo solo porque hayas cambiado de opinión, salvo que el vendedor lo acepte.',
        ],
      },
      {
        id: 'covered',
        heading: 'Qué cubre',
        blocks: [
          {
            list: [
              'El artículo no ha llegado nunca.',
              'El artículo es sustancialmente distinto del anuncio: otro modelo, otro flex, otro loft u otra mano (diestro o zurdo), o le faltan piezas, como una cabeza ajustable o su llave.',
              'El artículo tiene daños que el anuncio no mencionaba, como una cara agrietada, una varilla doblada o abollada o un grip roto.',
              'El artículo se dañó durante el transporte.',
              'El artículo es una falsificación.',
            ],
          },
          'No cubre: los cambios de opinión, una talla o un flex que elegiste tú cuando el anuncio era correcto, el desgaste normal que mostraban la descripción y las fotos, ni nada que se haya pagado fuera de nuestra caja, como el efectivo en una entrega en mano o una transferencia.',
        ],
      },
      {
        id: 'claim',
        heading: 'Cómo abrir una reclamación',
        blocks: [
          {
            list: [
              'Pulsa «Notificar problema» en la página del pedido en un plazo de {protectionDays} días desde la entrega: hasta entonces no se paga al vendedor. Si el artículo no ha llegado {notReceivedDays} días después del envío, notifícalo del mismo modo. Para cualquier otra cosa, escribe a [{supportEmail}](mailto:{supportEmail}).',
              'Describe brevemente el problema y añade fotos claras del artículo, la etiqueta y el embalaje.',
              'Conserva el artículo y todo el embalaje hasta que se cierre la reclamación.',
              'El vendedor tiene {sellerAnswerDays} días para responder: reembolsarte todo, ofrecerte un reembolso parcial, pedir que le devuelvas el artículo o no estar de acuerdo. Muchos problemas se resuelven en este punto, por ejemplo con un reembolso parcial que aceptáis los dos.',
              'Si no estás de acuerdo, o el vendedor no responde a tiempo, decidimos en un plazo de 10 días laborables desde que tenemos toda la información y os lo comunicamos a ambos por correo electrónico.',
            ],
          },
        ],
      },
      {
        id: 'damaged',
        heading: 'Daños durante el transporte',
        blocks: [
          'Si el paquete llega con daños visibles, fotografíalo antes de abrirlo y, si es posible, deja constancia ante el transportista. Después abre una reclamación como se indica arriba. Nosotros gestionamos la reclamación con el vendedor, que es quien envió el paquete y el cliente del transportista.',
        ],
      },
      {
        id: 'returning',
        heading: 'Devolver un artículo',
        blocks: [
          'Si el vendedor pide que le devuelvas el artículo, envíalo en un plazo de {returnShipDays} días con un servicio con seguimiento, indica el número de seguimiento en la página del pedido y embálalo tan bien como te llegó. Cuando el artículo no era como se describía o se dañó en el transporte, el coste de la devolución corre a cargo del vendedor y te reembolsamos el envío de vuelta junto con el pedido.',
          'En cuanto el vendedor confirme que el artículo ha llegado, emitimos tu reembolso. Si el vendedor no lo confirma en {returnReceiveDays} días desde tu envío, decidimos nosotros, basándonos en el seguimiento.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Reembolsos',
        blocks: [
          'Los reembolsos se hacen a la tarjeta con la que pagaste, a través de nuestro proveedor de pagos. Los emitimos en un plazo de 5 días laborables desde la decisión o desde la devolución confirmada. Tu banco puede tardar otros 5-10 días laborables en reflejar el dinero en tu extracto.',
        ],
      },
      {
        id: 'sellers',
        heading: 'Para vendedores',
        blocks: [
          'Describe el artículo con sinceridad, fotografía cualquier defecto, embálalo bien y envíalo con un servicio con seguimiento: es la mejor protección frente a las reclamaciones. Responde a un problema notificado en un plazo de {sellerAnswerDays} días. A los vendedores con reclamaciones fundadas repetidas podemos retirarles los anuncios o suspenderles la cuenta, como se indica en nuestras [Condiciones del servicio](/terms).',
        ],
      },
    ],
  },
}
