import type { InfoPage } from '../info-page'

export const returnsPage: InfoPage = {
  lastUpdated: '2026-10-01',
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
          'Every order paid through the Fairway Market checkout is protected. If your item does not arrive, is significantly not as described or is damaged on the way, you get a full refund of the amount you paid, including shipping and the commission.',
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
              'E-mail [{supportEmail}](mailto:{supportEmail}) within 7 days of delivery. If the item has not arrived, write within 30 days of payment.',
              'Include your order reference, a short description of the problem and clear photos of the item, the label and the packaging.',
              'Keep the item and all of the packaging until the claim is closed.',
              'We contact the seller, who has 3 business days to reply. Many problems are solved at this point, for example with a partial refund you both agree on.',
              'We decide within 10 business days of receiving all the information and tell you both by e-mail.',
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
          'If we accept a claim that needs the item back, send it to the seller within 7 days with a tracked service, packed as carefully as it came to you. When the item is not as described or was damaged in transit, the seller bears the cost of the return and we refund your return postage with your order.',
          'Once tracking shows that the seller has received the item, we issue your refund. If the seller does not confirm within 5 business days, we rely on the tracking.',
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
          'Describe the item honestly, photograph any defects, pack it well and send it with a tracked service: that is the best protection against claims. Reply to our messages about a claim within 3 business days. Sellers with repeated valid claims against them may have their listings removed or their account suspended, as set out in our [Terms of Service](/terms).',
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
          'Todos los pedidos pagados a través de la caja de Fairway Market están protegidos. Si el artículo no llega, es sustancialmente distinto de lo descrito o se daña por el camino, te devolvemos el importe íntegro que pagaste, con el envío y la comisión incluidos.',
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
              'Escribe a [{supportEmail}](mailto:{supportEmail}) en un plazo de 7 días desde la entrega. Si el artículo no ha llegado, escríbenos en un plazo de 30 días desde el pago.',
              'Indica la referencia del pedido, una breve descripción del problema y fotos claras del artículo, la etiqueta y el embalaje.',
              'Conserva el artículo y todo el embalaje hasta que se cierre la reclamación.',
              'Nos ponemos en contacto con el vendedor, que tiene 3 días laborables para responder. Muchos problemas se resuelven en este punto, por ejemplo con un reembolso parcial que aceptáis los dos.',
              'Decidimos en un plazo de 10 días laborables desde que tenemos toda la información y os lo comunicamos a ambos por correo electrónico.',
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
          'Si aceptamos una reclamación que requiere devolver el artículo, envíalo al vendedor en un plazo de 7 días con un servicio con seguimiento y tan bien embalado como te llegó. Cuando el artículo no era como se describía o se dañó en el transporte, el coste de la devolución corre a cargo del vendedor y te reembolsamos el envío de vuelta junto con el pedido.',
          'En cuanto el seguimiento muestre que el vendedor ha recibido el artículo, emitimos tu reembolso. Si el vendedor no lo confirma en 5 días laborables, nos basamos en el seguimiento.',
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
          'Describe el artículo con sinceridad, fotografía cualquier defecto, embálalo bien y envíalo con un servicio con seguimiento: es la mejor protección frente a las reclamaciones. Responde a nuestros mensajes sobre una reclamación en un plazo de 3 días laborables. A los vendedores con reclamaciones fundadas repetidas podemos retirarles los anuncios o suspenderles la cuenta, como se indica en nuestras [Condiciones del servicio](/terms).',
        ],
      },
    ],
  },
}
