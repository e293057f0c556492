import type { InfoPage } from '../info-page'

export const privacyPage: InfoPage = {
  lastUpdated: '2026-10-01',
  en: {
    title: 'Privacy Policy',
    description:
      'How Fairway Market handles your personal data under the GDPR: what we collect, why, on what legal basis, how long we keep it, your rights and the functional cookies we use.',
    intro:
      'We collect only the data we need to run the marketplace, we never sell it, and we use no advertising or tracking cookies. This policy explains the details, as required by the EU General Data Protection Regulation (GDPR).',
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible',
        blocks: [
          'Fairway Market is the controller of the personal data processed on this website. For any question about your data or to exercise your rights, write to [{supportEmail}](mailto:{supportEmail}) with “Privacy” in the subject line.',
        ],
      },
      {
        id: 'data',
        heading: 'The data we collect',
        blocks: [
          {
            list: [
              'Account: your name, e-mail address and password. We store the password only as a secure hash, never in readable form.',
              'Profile: surname, phone number, city, postal code, whether you buy, sell or both, your sports interests, your language and, if you add one, a profile photo.',
              'Listings: descriptions, prices and photos of the items you sell. We remove location data (EXIF and GPS) from photos when you upload them.',
              'Orders: the items, amounts, status and the shipping address you enter at checkout.',
              'Payments: handled by our payment provider on its own checkout page. We receive the result and a payment reference, never your full card number.',
              'Technical data: IP address, browser type and the pages requested, recorded in server logs to keep the service secure.',
            ],
          },
          'When you use Contact Seller, your own e-mail program opens and the message goes directly to the seller; we do not see its content.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we use it and our legal basis',
        blocks: [
          {
            list: [
              'To run your account, your listings, your cart and your orders, and to show buyers your seller name, city, rating and member-since date: performance of our contract with you (Art. 6(1)(b) GDPR).',
              'To send service e-mails such as address verification, password resets and order confirmations: performance of the contract.',
              'To keep the marketplace secure and prevent fraud and abuse, for example by limiting repeated sign-in attempts: our legitimate interest (Art. 6(1)(f) GDPR).',
              'To keep the accounting and tax records of orders: legal obligation (Art. 6(1)(c) GDPR).',
              'Newsletters or marketing e-mails only with your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time.',
            ],
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        blocks: [
          'We share data only where it is needed: with our payment provider to take payments; with our hosting, storage and e-mail providers, who process it on our behalf under data processing agreements; with the other party to an order (a seller sees the buyer’s name and shipping address); and with authorities when the law requires it. We never sell your data.',
          'If a provider processes data outside the European Economic Area, we make sure it is protected by an adequacy decision of the European Commission or by standard contractual clauses.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          {
            list: [
              'Account, profile and listings: for as long as your account exists. After you close it, we delete or anonymise them within 30 days.',
              'Orders: for as long as tax and accounting law requires, which can be up to 10 years depending on the country.',
              'Server logs: 30 days.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          'You have the right to access your data, to have it corrected or deleted, to restrict or object to its processing, to receive it in a portable format and to withdraw any consent you have given. E-mail [{supportEmail}](mailto:{supportEmail}) and we will answer within one month.',
          'You also have the right to lodge a complaint with a data protection supervisory authority, in particular the one in the EU country where you live or work.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          'We use only functional cookies that the site needs to work. There are no advertising, analytics or tracking cookies, which is why you do not see a cookie banner.',
          {
            list: [
              'Session: keeps you signed in securely, and with it your cart. It is removed when you sign out or after a period of inactivity.',
              'Language (lang): remembers whether you chose English or Spanish, for one year. The same choice is also kept in your browser’s local storage.',
              'Notice (toast): carries a one-time confirmation, such as “listing published”, to the next page and is deleted straight away.',
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          'All traffic to the site is encrypted with HTTPS, passwords are stored as hashes, access to personal data is limited to the people who need it, and uploaded photos are re-encoded without their metadata.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          'When we change this policy we update the date at the top of the page. If a change affects how we use your data in an important way, we tell you by e-mail before it takes effect.',
        ],
      },
    ],
  },
  es: {
    title: 'Política de privacidad',
    description:
      'Cómo trata Fairway Market tus datos personales según el RGPD: qué recogemos, para qué, con qué base jurídica, cuánto tiempo los conservamos, tus derechos y las cookies funcionales que usamos.',
    intro:
      'Solo recogemos los datos que necesitamos para que el mercado funcione, nunca los vendemos y no usamos cookies publicitarias ni de seguimiento. Esta política explica los detalles, como exige el Reglamento General de Protección de Datos de la UE (RGPD).',
    sections: [
      {
        id: 'controller',
        heading: 'Responsable del tratamiento',
        blocks: [
          'Fairway Market es el responsable del tratamiento de los datos personales de este sitio web. Para cualquier pregunta sobre tus datos o para ejercer tus derechos, escribe a [{supportEmail}](mailto:{supportEmail}) indicando «Privacidad» en el asunto.',
        ],
      },
      {
        id: 'data',
        heading: 'Qué datos recogemos',
        blocks: [
          {
            list: [
              'Cuenta: tu nombre, tu correo electrónico y tu contraseña. La contraseña solo se guarda como un hash seguro, nunca de forma legible.',
              'Perfil: apellidos, teléfono, ciudad, código postal, si compras, vendes o ambas cosas, tus deportes de interés, tu idioma y, si la añades, una foto de perfil.',
              'Anuncios: descripciones, precios y fotos de los artículos que vendes. Al subir las fotos eliminamos sus datos de ubicación (EXIF y GPS).',
              'Pedidos: los artículos, los importes, el estado y la dirección de envío que indicas en la caja.',
              'Pagos: los gestiona nuestro proveedor de pagos en su propia página de pago. Nosotros recibimos el resultado y una referencia del pago, nunca el número completo de tu tarjeta.',
              'Datos técnicos: dirección IP, tipo de navegador y las páginas solicitadas, que se registran en los registros del servidor para mantener la seguridad del servicio.',
            ],
          },
          'Cuando usas Contactar con el vendedor, se abre tu propio programa de correo y el mensaje va directamente al vendedor; no vemos su contenido.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Para qué los usamos y con qué base jurídica',
        blocks: [
          {
            list: [
              'Para gestionar tu cuenta, tus anuncios, tu carrito y tus pedidos, y para mostrar a los compradores tu nombre de vendedor, ciudad, valoración y fecha de alta: ejecución del contrato que tenemos contigo (art. 6.1.b RGPD).',
              'Para enviarte correos del servicio, como la verificación de tu dirección, el restablecimiento de la contraseña o la confirmación de pedidos: ejecución del contrato.',
              'Para mantener la seguridad del mercado y prevenir el fraude y los abusos, por ejemplo limitando los intentos repetidos de inicio de sesión: nuestro interés legítimo (art. 6.1.f RGPD).',
              'Para conservar los registros contables y fiscales de los pedidos: obligación legal (art. 6.1.c RGPD).',
              'Boletines o correos comerciales solo con tu consentimiento (art. 6.1.a RGPD), que puedes retirar en cualquier momento.',
            ],
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Con quién los compartimos',
        blocks: [
          'Solo compartimos datos cuando es necesario: con nuestro proveedor de pagos para cobrar; con nuestros proveedores de alojamiento, almacenamiento y correo electrónico, que los tratan por cuenta nuestra con un contrato de encargo del tratamiento; con la otra parte de un pedido (el vendedor ve el nombre y la dirección de envío del comprador), y con las autoridades cuando la ley lo exige. Nunca vendemos tus datos.',
          'Si un proveedor trata datos fuera del Espacio Económico Europeo, nos aseguramos de que estén protegidos por una decisión de adecuación de la Comisión Europea o por cláusulas contractuales tipo.',
        ],
      },
      {
        id: 'retention',
        heading: 'Cuánto tiempo los conservamos',
        blocks: [
          {
            list: [
              'Cuenta, perfil y anuncios: mientras tu cuenta exista. Cuando la cierras, los eliminamos o anonimizamos en un plazo de 30 días.',
              'Pedidos: durante el tiempo que exija la normativa fiscal y contable, que puede llegar a 10 años según el país.',
              'Registros del servidor: 30 días.',
            ],
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Tus derechos',
        blocks: [
          'Tienes derecho a acceder a tus datos, a rectificarlos o suprimirlos, a limitar su tratamiento u oponerte a él, a recibirlos en un formato portable y a retirar cualquier consentimiento que hayas dado. Escribe a [{supportEmail}](mailto:{supportEmail}) y te responderemos en el plazo de un mes.',
          'También tienes derecho a presentar una reclamación ante una autoridad de control de protección de datos, en particular la del país de la UE en el que vives o trabajas (en España, la Agencia Española de Protección de Datos).',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          'Solo usamos cookies funcionales que el sitio necesita para funcionar. No hay cookies publicitarias, analíticas ni de seguimiento, y por eso no ves ningún aviso de cookies.',
          {
            list: [
              'Sesión: mantiene tu sesión iniciada de forma segura y, con ella, tu carrito. Se elimina al cerrar la sesión o tras un tiempo de inactividad.',
              'Idioma (lang): recuerda si elegiste inglés o español durante un año. La misma elección se guarda también en el almacenamiento local de tu navegador.',
              'Aviso (toast): lleva una confirmación puntual, como «anuncio publicado», a la página siguiente y se borra de inmediato.',
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: 'Seguridad',
        blocks: [
          'Todo el tráfico del sitio va cifrado con HTTPS, las contraseñas se guardan como hashes, el acceso a los datos personales se limita a quien lo necesita y las fotos que se suben se recodifican sin sus metadatos.',
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios en esta política',
        blocks: [
          'Cuando cambiamos esta política actualizamos la fecha que aparece al principio de la página. Si un cambio afecta de forma importante a cómo usamos tus datos, te lo comunicaremos por correo electrónico antes de que entre en vigor.',
        ],
      },
    ],
  },
}
