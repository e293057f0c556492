import type { InfoPage } from '../info-page'

export const termsPage: InfoPage = {
  lastUpdated: '2026-11-26',
  en: {
    title: 'Terms of Service',
    description:
      'The terms for using Fairway Market, the marketplace for pre-owned golf equipment: our role, listing rules, prohibited items, the 5% commission, liability and governing law.',
    intro:
      'These terms apply when you use Fairway Market to browse, buy or sell pre-owned golf equipment. Please read them before you create an account. They are written to be understood: if anything is unclear, [ask us](/faq#contact).',
    sections: [
      {
        id: 'role',
        heading: 'Our role',
        blocks: [
          'Fairway Market is an online marketplace. We let private sellers list their golf equipment, help buyers find it and process payments through our payment provider. We are not the seller of the items listed, we do not own or inspect them, and the contract of sale is made between the buyer and the seller.',
          'Because sellers are private individuals, the consumer rights that EU law gives you when you buy from a business, such as the 14-day right of withdrawal and the legal guarantee, generally do not apply to the sale itself. Our [buyer protection](/returns) covers you instead.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        blocks: [
          {
            list: [
              'You must be at least 18 years old to open an account.',
              'The information in your profile must be accurate and up to date.',
              'Keep your password secret. You are responsible for what happens in your account, and you must tell us straight away if you think someone else is using it.',
              'One account can both buy and sell. Accounts are personal and cannot be transferred.',
            ],
          },
        ],
      },
      {
        id: 'listings',
        heading: 'Listing rules',
        blocks: [
          {
            list: [
              'You may only list items you own and have the right to sell.',
              'Describe each item honestly: the model, the condition, any defects, and for clubs the flex, loft and whether they are left- or right-handed.',
              'Use your own photos of the actual item. Stock images may be added only as extras.',
              'One item or one set per listing, with the price in euros.',
              'Keep your listings up to date and mark items as sold or remove them when they are no longer available.',
              'Never ask a buyer to pay outside the Fairway Market checkout.',
            ],
          },
        ],
      },
      {
        id: 'prohibited',
        heading: 'Prohibited items',
        blocks: [
          'The following may not be listed:',
          {
            list: [
              'counterfeit or replica equipment, or items that infringe trademarks;',
              'stolen goods or items you do not have the right to sell;',
              'items that are recalled or unsafe, such as damaged lithium batteries for electric trolleys;',
              'anything that is not sports equipment, clothing or accessories in our categories;',
              'listings that only advertise a shop, a service or another website.',
            ],
          },
          'Clubs and balls that do not conform to the Rules of Golf may be listed only when the listing says so clearly.',
        ],
      },
      {
        id: 'buying',
        heading: 'Buying and payment',
        blocks: [
          'Prices are set by the sellers and shown in euros. Shipping costs are shown separately. A purchase is complete when the payment has been confirmed by our payment provider on its hosted card checkout. We never see or store your full card details.',
        ],
      },
      {
        id: 'fees',
        heading: 'Fees',
        blocks: [
          'Opening an account and listing items is free. Fairway Market keeps a commission of 5% of the price of each item sold. The seller pays it out of the price; it is never added to what the buyer pays, and the checkout summary shows it before payment. We will announce any change to our fees at least 30 days before it takes effect, and it will never apply to orders already placed.',
        ],
      },
      {
        id: 'shipping-returns',
        heading: 'Shipping, returns and buyer protection',
        blocks: [
          'Sellers must ship within {shipWithinDays} days of payment, with the shipping option the buyer chose. The details are on our [Shipping](/shipping) page. Claims about items that do not arrive, are not as described or are damaged are handled as set out in [Returns and buyer protection](/returns).',
        ],
      },
      {
        id: 'content',
        heading: 'Your content',
        blocks: [
          'You keep the rights to the photos and texts you upload. You allow us to store, display and resize them in order to run and promote the marketplace for as long as they are online. We remove location data from uploaded photos. We may remove content that breaks these terms or the law.',
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        blocks: [
          'We run the marketplace with reasonable care and skill, but we cannot guarantee that it is always available or free of errors. We are not responsible for the items sold by sellers beyond our buyer protection. Where the law allows, our liability to you in connection with an order is limited to the amount paid for that order.',
          'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited under the law that applies to you.',
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspension and closing your account',
        blocks: [
          'You can close your account at any time by e-mailing us. We may remove listings or suspend an account that breaks these terms, for example after repeated valid buyer protection claims, and we will tell you why. Orders already paid are completed or refunded.',
        ],
      },
      {
        id: 'law',
        heading: 'Changes, governing law and disputes',
        blocks: [
          'We may update these terms. We will e-mail you about important changes at least 30 days before they take effect; if you do not agree, you can close your account before then.',
          'These terms are governed by the law of the EU member state where Fairway Market is established. If you are a consumer, you also keep the protection of the mandatory consumer law of the country where you live, and you can bring a claim in the courts of that country. Please contact us first: most problems are solved quickly by e-mail at [{supportEmail}](mailto:{supportEmail}).',
        ],
      },
    ],
  },
  es: {
    title: 'Condiciones del servicio',
    description:
      'Las condiciones de uso de Fairway Market: nuestro papel, las normas de los anuncios, los artículos prohibidos, la comisión del 5 %, la responsabilidad y la ley aplicable.',
    intro:
      'Estas condiciones se aplican cuando usas Fairway Market para ver, comprar o vender material de golf de segunda mano. Léelas antes de crear una cuenta. Están escritas para que se entiendan: si algo no queda claro, [pregúntanos](/faq#contact).',
    sections: [
      {
        id: 'role',
        heading: 'Nuestro papel',
        blocks: [
          'Fairway Market es un mercado en línea. Permitimos a vendedores particulares anunciar su material de golf, ayudamos a los compradores a encontrarlo y procesamos los pagos a través de nuestro proveedor de pagos. No somos los vendedores de los artículos anunciados, no los poseemos ni los inspeccionamos, y el contrato de compraventa se celebra entre el comprador y el vendedor.',
          'Como los vendedores son particulares, los derechos que la normativa europea de consumo te reconoce cuando compras a una empresa, como el derecho de desistimiento de 14 días o la garantía legal, en general no se aplican a la compraventa. En su lugar te cubre nuestra [protección al comprador](/returns).',
        ],
      },
      {
        id: 'accounts',
        heading: 'Tu cuenta',
        blocks: [
          {
            list: [
              'Para abrir una cuenta debes tener al menos 18 años.',
              'Los datos de tu perfil deben ser correctos y estar actualizados.',
              'Mantén tu contraseña en secreto. Eres responsable de lo que ocurra en tu cuenta y debes avisarnos enseguida si crees que otra persona la está usando.',
              'Una misma cuenta sirve para comprar y vender. Las cuentas son personales e intransferibles.',
            ],
          },
        ],
      },
      {
        id: 'listings',
        heading: 'Normas de los anuncios',
        blocks: [
          {
            list: [
              'Solo puedes anunciar artículos que te pertenezcan y que tengas derecho a vender.',
              'Describe cada artículo con sinceridad: el modelo, el estado, los defectos y, en el caso de los palos, el flex, el loft y si son para diestros o zurdos.',
              'Usa fotos propias del artículo real. Las imágenes de catálogo solo se admiten como complemento.',
              'Un artículo o un juego por anuncio, con el precio en euros.',
              'Mantén tus anuncios al día y márcalos como vendidos o retíralos cuando ya no estén disponibles.',
              'Nunca pidas a un comprador que pague fuera de la caja de Fairway Market.',
            ],
          },
        ],
      },
      {
        id: 'prohibited',
        heading: 'Artículos prohibidos',
        blocks: [
          'No se puede anunciar:',
          {
            list: [
              'material falsificado o réplicas, ni artículos que vulneren marcas registradas;',
              'artículos robados o que no tengas derecho a vender;',
              'artículos retirados del mercado o peligrosos, como baterías de litio dañadas de carros eléctricos;',
              'nada que no sea material deportivo, ropa o accesorios de nuestras categorías;',
              'anuncios que solo sirvan para publicitar una tienda, un servicio u otra web.',
            ],
          },
          'Los palos y bolas que no cumplen las Reglas de Golf solo pueden anunciarse si el anuncio lo indica claramente.',
        ],
      },
      {
        id: 'buying',
        heading: 'Compra y pago',
        blocks: [
          'Los precios los fijan los vendedores y se muestran en euros. Los gastos de envío se indican aparte. Una compra se completa cuando nuestro proveedor de pagos confirma el pago en su página de pago con tarjeta. Nunca vemos ni guardamos los datos completos de tu tarjeta.',
        ],
      },
      {
        id: 'fees',
        heading: 'Comisiones',
        blocks: [
          'Abrir una cuenta y publicar anuncios es gratis. Fairway Market se queda una comisión del 5 % del precio de cada artículo vendido. La paga el vendedor con el precio; nunca se suma a lo que paga el comprador, y el resumen de la caja la muestra antes del pago. Anunciaremos cualquier cambio en nuestras comisiones con al menos 30 días de antelación, y nunca se aplicará a pedidos ya realizados.',
        ],
      },
      {
        id: 'shipping-returns',
        heading: 'Envíos, devoluciones y protección al comprador',
        blocks: [
          'Los vendedores deben enviar el artículo en un plazo de {shipWithinDays} días desde el pago, con la opción de envío que eligió el comprador. Los detalles están en nuestra página de [Envíos](/shipping). Las reclamaciones por artículos que no llegan, no son como se describían o llegan dañados se tramitan como se explica en [Devoluciones y protección al comprador](/returns).',
        ],
      },
      {
        id: 'content',
        heading: 'Tu contenido',
        blocks: [
          'Conservas los derechos sobre las fotos y los textos que subes. Nos autorizas a guardarlos, mostrarlos y redimensionarlos para gestionar y promocionar el mercado mientras estén publicados. Eliminamos los datos de ubicación de las fotos que subes. Podemos retirar el contenido que incumpla estas condiciones o la ley.',
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilidad',
        blocks: [
          'Gestionamos el mercado con la diligencia debida, pero no podemos garantizar que esté siempre disponible ni libre de errores. No respondemos de los artículos que venden los vendedores más allá de nuestra protección al comprador. En la medida en que la ley lo permita, nuestra responsabilidad frente a ti en relación con un pedido se limita al importe pagado por ese pedido.',
          'Nada de lo dispuesto en estas condiciones limita nuestra responsabilidad por muerte o lesiones causadas por nuestra negligencia, por fraude ni por cualquier otra cosa que no pueda limitarse según la ley que te sea aplicable.',
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspensión y cierre de la cuenta',
        blocks: [
          'Puedes cerrar tu cuenta en cualquier momento escribiéndonos por correo electrónico. Podemos retirar anuncios o suspender una cuenta que incumpla estas condiciones, por ejemplo tras varias reclamaciones fundadas de protección al comprador, y te explicaremos el motivo. Los pedidos ya pagados se completan o se reembolsan.',
        ],
      },
      {
        id: 'law',
        heading: 'Cambios, ley aplicable y conflictos',
        blocks: [
          'Podemos actualizar estas condiciones. Te avisaremos por correo electrónico de los cambios importantes con al menos 30 días de antelación; si no estás de acuerdo, puedes cerrar tu cuenta antes de esa fecha.',
          'Estas condiciones se rigen por la ley del Estado miembro de la UE en el que está establecido Fairway Market. Si eres consumidor, conservas además la protección de las normas imperativas de consumo del país en el que vives y puedes presentar una reclamación ante los tribunales de ese país. Antes, ponte en contacto con nosotros: la mayoría de los problemas se resuelven rápido por correo en [{supportEmail}](mailto:{supportEmail}).',
        ],
      },
    ],
  },
}
