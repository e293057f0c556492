import type { InfoPage } from '../info-page'

export const shippingPage: InfoPage = {
  lastUpdated: '2026-11-26',
  en: {
    title: 'Shipping',
    description:
      'Shipping options, prices in euros and delivery times for pre-owned golf equipment on Fairway Market, plus packing tips for sending golf clubs across Europe.',
    intro:
      'Sellers on Fairway Market ship across Europe. Each seller chooses which of the options below a listing offers, and you see them on the listing before you buy.',
    sections: [
      {
        id: 'options',
        heading: 'Shipping options and prices',
        blocks: [
          { table: 'shipping-rates' },
          'All prices are in euros. Collection and meeting in person cost nothing, and are a good choice for bulky items such as bags, trolleys or complete sets when the seller lives nearby.',
        ],
      },
      {
        id: 'delivery-times',
        heading: 'Delivery times',
        blocks: [
          'Delivery times count from the day the seller hands the parcel to the carrier. Sellers must dispatch within {shipWithinDays} days of payment, or the order is cancelled and refunded. Business days are Monday to Friday, excluding public holidays in the sending and receiving countries.',
          'Deliveries to islands and remote areas, and between countries that are far apart, can take a day or two longer than the times shown.',
        ],
      },
      {
        id: 'countries',
        heading: 'Where sellers ship',
        blocks: [
          'Sellers can ship to every country of the European Union. Within the EU single market there are no customs duties or customs forms for second-hand goods.',
          'Some sellers also ship to the United Kingdom, Switzerland and Norway. These countries are outside the EU customs union, so the carrier may charge import VAT, duties or a handling fee on arrival. These charges are paid by the buyer and are not included in the shipping price.',
        ],
      },
      {
        id: 'tracking',
        heading: 'Tracking and delivery',
        blocks: [
          'Standard and express shipments should always be sent with a tracked service. The seller shares the tracking number with you by e-mail, so you can follow the parcel to your door.',
          'If a parcel has not arrived {notReceivedDays} days after it was sent, report it from the order’s page: every order paid through our checkout is covered by our [buyer protection](/returns).',
        ],
      },
      {
        id: 'collection',
        heading: 'Collection and meeting in person',
        blocks: [
          'Agree on a time and place with the seller using the Contact Seller button on the listing. Pay through our checkout before you meet: buyer protection only covers orders paid on Fairway Market, never cash or bank transfers.',
          {
            list: [
              'Meet in a busy public place in daylight, or at the seller’s address for collection.',
              'Check the item carefully before you take it: the face, the shaft, the grip and the flex label.',
              'If something is clearly different from the listing, do not accept it and contact us.',
            ],
          },
        ],
      },
      {
        id: 'packing',
        heading: 'Packing tips for sellers',
        blocks: [
          'Golf clubs are long, heavy at one end and easy to damage. A few minutes of careful packing prevents almost every claim.',
          {
            list: [
              'Use a sturdy box longer than the longest club. Golf shops often give away the boxes new clubs arrive in.',
              'Put headcovers on woods, hybrids and the putter, and wrap each iron head in bubble wrap or paper.',
              'Unscrew the heads of adjustable drivers and woods and pack them separately, together with the wrench.',
              'Tape the clubs into a bundle at the grips and just below the heads, so they cannot move against each other.',
              'Fill every gap with paper or air cushions: a packed box should not rattle when you shake it.',
              'When you ship a bag with clubs inside, add a rigid rod slightly longer than the driver to take the knocks.',
              'Photograph the item and the open box before you seal it, and keep the receipt and tracking number until the buyer confirms delivery.',
            ],
          },
        ],
      },
    ],
  },
  es: {
    title: 'Envíos',
    description:
      'Opciones de envío, precios en euros y plazos de entrega del material de golf de segunda mano en Fairway Market, con consejos para embalar palos y enviarlos por toda Europa.',
    intro:
      'Los vendedores de Fairway Market envían a toda Europa. Cada vendedor elige cuáles de las siguientes opciones ofrece en su anuncio, y las ves en el anuncio antes de comprar.',
    sections: [
      {
        id: 'options',
        heading: 'Opciones y precios de envío',
        blocks: [
          { table: 'shipping-rates' },
          'Todos los precios están en euros. La recogida y la entrega en mano no cuestan nada y son una buena opción para artículos voluminosos, como bolsas, carros o juegos completos, cuando el vendedor vive cerca.',
        ],
      },
      {
        id: 'delivery-times',
        heading: 'Plazos de entrega',
        blocks: [
          'Los plazos se cuentan desde el día en que el vendedor entrega el paquete al transportista. Los vendedores deben enviarlo en un plazo de {shipWithinDays} días desde el pago; si no, el pedido se cancela y se reembolsa. Los días laborables son de lunes a viernes, sin contar los festivos del país de origen ni del de destino.',
          'Los envíos a islas y zonas remotas, o entre países muy alejados, pueden tardar uno o dos días más de lo indicado.',
        ],
      },
      {
        id: 'countries',
        heading: 'Adónde envían los vendedores',
        blocks: [
          'Los vendedores pueden enviar a cualquier país de la Unión Europea. Dentro del mercado único no hay aranceles ni trámites de aduana para los artículos de segunda mano.',
          'Algunos vendedores también envían al Reino Unido, Suiza y Noruega. Estos países están fuera de la unión aduanera de la UE, por lo que el transportista puede cobrar IVA de importación, aranceles o una tasa de gestión a la llegada. Estos cargos corren por cuenta del comprador y no están incluidos en el precio del envío.',
        ],
      },
      {
        id: 'tracking',
        heading: 'Seguimiento y entrega',
        blocks: [
          'Los envíos estándar y urgentes deben hacerse siempre con un servicio con seguimiento. El vendedor te envía el número de seguimiento por correo electrónico, para que puedas seguir el paquete hasta tu puerta.',
          'Si un paquete no ha llegado {notReceivedDays} días después del envío, notifícalo desde la página del pedido: todos los pedidos pagados a través de nuestra caja están cubiertos por nuestra [protección al comprador](/returns).',
        ],
      },
      {
        id: 'collection',
        heading: 'Recogida y entrega en mano',
        blocks: [
          'Acuerda el día, la hora y el lugar con el vendedor mediante el botón Contactar con el vendedor del anuncio. Paga a través de nuestra caja antes de veros: la protección al comprador solo cubre los pedidos pagados en Fairway Market, nunca el efectivo ni las transferencias.',
          {
            list: [
              'Quedad en un lugar público y concurrido, de día, o en la dirección del vendedor si es una recogida.',
              'Revisa bien el artículo antes de llevártelo: la cara, la varilla, el grip y la etiqueta del flex.',
              'Si algo es claramente distinto de lo que decía el anuncio, no lo aceptes y ponte en contacto con nosotros.',
            ],
          },
        ],
      },
      {
        id: 'packing',
        heading: 'Consejos de embalaje para vendedores',
        blocks: [
          'Los palos de golf son largos, pesan más por un extremo y se dañan con facilidad. Unos minutos de embalaje cuidadoso evitan casi todas las reclamaciones.',
          {
            list: [
              'Usa una caja resistente más larga que el palo más largo. Las tiendas de golf suelen regalar las cajas en las que llegan los palos nuevos.',
              'Pon las fundas a las maderas, los híbridos y el putter, y envuelve la cabeza de cada hierro en plástico de burbujas o papel.',
              'Desenrosca las cabezas de los drivers y maderas ajustables y embálalas aparte, junto con la llave.',
              'Une los palos con cinta adhesiva a la altura de los grips y justo debajo de las cabezas, para que no se muevan entre sí.',
              'Rellena todos los huecos con papel o cojines de aire: una caja bien embalada no debe sonar al agitarla.',
              'Si envías una bolsa con palos dentro, añade una barra rígida algo más larga que el driver para que absorba los golpes.',
              'Fotografía el artículo y la caja abierta antes de cerrarla, y guarda el justificante y el número de seguimiento hasta que el comprador confirme la entrega.',
            ],
          },
        ],
      },
    ],
  },
}
