import type { InfoPage } from '../info-page'

export const faqPage: InfoPage = {
  lastUpdated: '2026-11-26',
  en: {
    title: 'Frequently asked questions',
    description:
      'Answers about buying and selling pre-owned golf equipment on Fairway Market: payments, the 5% commission, shipping, returns and your account.',
    intro:
      'Everything you need to know about buying and selling pre-owned golf equipment on Fairway Market. Can’t find your answer? [Contact us](#contact).',
    sections: [
      {
        id: 'buying',
        heading: 'Buying',
        blocks: [
          {
            question: 'How do I buy an item?',
            answer: [
              'Find the item with the search or through Browse All in the navigation bar, open the listing and check the photos, the condition and the seller’s details. Add it to your cart and go to checkout, where you enter your shipping address and pay by card. You need a free account to use the cart and pay.',
            ],
          },
          {
            question: 'Who am I buying from?',
            answer: [
              'Items on Fairway Market are sold by private golfers. We run the marketplace and the checkout, but we are not the seller. Every listing shows the seller’s name, rating and the date they joined, and the Contact Seller button lets you e-mail them with questions before you buy.',
            ],
          },
        ],
      },
      {
        id: 'selling',
        heading: 'Selling',
        blocks: [
          {
            question: 'How do I sell my equipment?',
            answer: [
              'Sign in and choose List Product. A six-step wizard takes you through category, details, photos (up to 8 per listing, JPEG, PNG or WebP, 10 MB each), condition and pricing, location and shipping, and a final review. You can save a draft at any time and come back later. Once published, you manage your listings from your profile and the seller dashboard.',
            ],
          },
          {
            question: 'What makes a listing sell?',
            answer: [
              'Clear photos of the face, the sole and the shaft label, an honest description of the condition (including marks and wear), the exact model, flex and whether the club is left- or right-handed, and a realistic price. The wizard suggests a price from the original price and the condition, and shows a quality score for your listing.',
            ],
          },
        ],
      },
      {
        id: 'payments',
        heading: 'Payments and fees',
        blocks: [
          {
            question: 'How do I pay, and is it safe?',
            answer: [
              'You pay by card on a secure checkout page hosted by our payment provider, which opens in a new tab. Your card details are entered on the provider’s page and never reach our servers. After payment you come back to a confirmation page with your order reference, and the order appears under Orders in your profile.',
            ],
          },
          {
            question: 'Are there any fees?',
            answer: [
              'Creating an account and listing items is free. When an item sells, Fairway Market keeps a commission of 5% of its price. The seller pays it out of the price: it is never added to what the buyer pays, and the checkout summary shows it for information only. Shipping is shown separately.',
            ],
          },
        ],
      },
      {
        id: 'shipping-returns',
        heading: 'Shipping and returns',
        blocks: [
          {
            question: 'How much does shipping cost and how long does it take?',
            answer: [
              'Each seller chooses which options an item offers: standard shipping ({standardPrice}, 3-5 business days), express shipping ({expressPrice}, 1-2 days), collection from the seller, or meeting in person. Collection and meeting in person are free. Sellers ship across Europe; see [Shipping](/shipping) for details and packing tips.',
            ],
          },
          {
            question: 'What if an item is not as described or arrives damaged?',
            answer: [
              'Every order paid through our checkout has buyer protection. Report the problem from the order’s page within {protectionDays} days of delivery, with photos, and keep the item and its packaging. If the claim is accepted you get a full refund. Read [Returns and buyer protection](/returns) for the whole process.',
            ],
          },
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        blocks: [
          {
            question: 'Do I need an account?',
            answer: [
              'You can browse listings and read the news without one. To keep a cart, pay or sell you need a free account: sign up with your e-mail address or a third-party sign-in provider, then complete your profile and choose whether you want to buy, sell or both.',
            ],
          },
          {
            question: 'How do I change my details, my language or close my account?',
            answer: [
              'Edit your details on your profile page. Switch between English and Spanish with the language buttons in the navigation bar; your choice is remembered on this device. To close your account, e-mail us and we delete your data as described in our [Privacy Policy](/privacy).',
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [
          'Can’t find your answer? Write to our support team at [{supportEmail}](mailto:{supportEmail}). We reply within one business day, Monday to Friday.',
          'For questions about a specific item, such as its exact size or extra photos, use the Contact Seller button on the listing: the seller knows the item best.',
        ],
      },
    ],
  },
  es: {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas sobre la compra y venta de material de golf de segunda mano en Fairway Market: pagos, la comisión del 5 %, envíos, devoluciones y tu cuenta.',
    intro:
      'Todo lo que necesitas saber para comprar y vender material de golf de segunda mano en Fairway Market. ¿No encuentras tu respuesta? [Escríbenos](#contact).',
    sections: [
      {
        id: 'buying',
        heading: 'Comprar',
        blocks: [
          {
            question: '¿Cómo compro un artículo?',
            answer: [
              'Encuéntralo con el buscador o desde Ver todo, en la barra de navegación; abre el anuncio y revisa las fotos, el estado y los datos del vendedor. Añádelo al carrito y ve a la caja, donde indicas tu dirección de envío y pagas con tarjeta. Para usar el carrito y pagar necesitas una cuenta gratuita.',
            ],
          },
          {
            question: '¿A quién le compro?',
            answer: [
              'Los artículos de Fairway Market los venden golfistas particulares. Nosotros gestionamos el mercado y el pago, pero no somos el vendedor. Cada anuncio muestra el nombre del vendedor, su valoración y la fecha en que se registró, y con el botón Contactar con el vendedor puedes escribirle por correo antes de comprar.',
            ],
          },
        ],
      },
      {
        id: 'selling',
        heading: 'Vender',
        blocks: [
          {
            question: '¿Cómo vendo mi material?',
            answer: [
              'Inicia sesión y elige Publicar artículo. Un asistente de seis pasos te guía por la categoría, los detalles, las fotos (hasta 8 por anuncio, en JPEG, PNG o WebP, de 10 MB como máximo cada una), el estado y el precio, la ubicación y el envío, y una revisión final. Puedes guardar un borrador en cualquier momento y seguir más tarde. Una vez publicado, gestionas tus anuncios desde tu perfil y el panel de vendedor.',
            ],
          },
          {
            question: '¿Qué hace que un anuncio se venda?',
            answer: [
              'Fotos claras de la cara, la suela y la etiqueta de la varilla, una descripción sincera del estado (con marcas y desgaste incluidos), el modelo exacto, el flex, si el palo es para diestros o zurdos, y un precio realista. El asistente te sugiere un precio a partir del precio original y del estado, y muestra una puntuación de calidad de tu anuncio.',
            ],
          },
        ],
      },
      {
        id: 'payments',
        heading: 'Pagos y comisiones',
        blocks: [
          {
            question: '¿Cómo pago? ¿Es seguro?',
            answer: [
              'Pagas con tarjeta en una página de pago segura de nuestro proveedor de pagos, que se abre en una pestaña nueva. Los datos de tu tarjeta se introducen en la página del proveedor y nunca llegan a nuestros servidores. Después del pago vuelves a una página de confirmación con la referencia de tu pedido, y el pedido aparece en Pedidos, dentro de tu perfil.',
            ],
          },
          {
            question: '¿Hay alguna comisión?',
            answer: [
              'Crear una cuenta y publicar anuncios es gratis. Cuando se vende un artículo, Fairway Market se queda una comisión del 5 % de su precio. La paga el vendedor con el precio: nunca se suma a lo que paga el comprador, y el resumen de la caja la muestra solo a título informativo. Los gastos de envío se muestran aparte.',
            ],
          },
        ],
      },
      {
        id: 'shipping-returns',
        heading: 'Envíos y devoluciones',
        blocks: [
          {
            question: '¿Cuánto cuesta el envío y cuánto tarda?',
            answer: [
              'Cada vendedor elige qué opciones ofrece: envío estándar ({standardPrice}, 3-5 días laborables), envío urgente ({expressPrice}, 1-2 días), recogida en casa del vendedor o entrega en mano. La recogida y la entrega en mano son gratuitas. Los vendedores envían a toda Europa; consulta [Envíos](/shipping) para más detalles y consejos de embalaje.',
            ],
          },
          {
            question: '¿Y si el artículo no es como se describía o llega dañado?',
            answer: [
              'Todos los pedidos pagados a través de nuestra caja tienen protección al comprador. Notifica el problema desde la página del pedido en un plazo de {protectionDays} días desde la entrega, con fotos, y conserva el artículo y su embalaje. Si aceptamos la reclamación, te devolvemos el importe íntegro. En [Devoluciones y protección al comprador](/returns) tienes el proceso completo.',
            ],
          },
        ],
      },
      {
        id: 'account',
        heading: 'Tu cuenta',
        blocks: [
          {
            question: '¿Necesito una cuenta?',
            answer: [
              'Puedes ver los anuncios y leer las noticias sin cuenta. Para usar el carrito, pagar o vender necesitas una cuenta gratuita: regístrate con tu correo electrónico o con un proveedor de inicio de sesión externo, completa tu perfil y elige si quieres comprar, vender o ambas cosas.',
            ],
          },
          {
            question: '¿Cómo cambio mis datos o el idioma, o cierro mi cuenta?',
            answer: [
              'Edita tus datos en tu página de perfil. Cambia entre inglés y español con los botones de idioma de la barra de navegación; tu elección se recuerda en este dispositivo. Para cerrar tu cuenta, escríbenos y eliminaremos tus datos como se explica en nuestra [Política de privacidad](/privacy).',
            ],
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contacto',
        blocks: [
          '¿No encuentras tu respuesta? Escribe a nuestro equipo de soporte a [{supportEmail}](mailto:{supportEmail}). Respondemos en un día laborable, de lunes a viernes.',
          'Para dudas sobre un artículo concreto, como su talla exacta o más fotos, usa el botón Contactar con el vendedor del anuncio: nadie conoce el artículo mejor que quien lo vende.',
        ],
      },
    ],
  },
}
