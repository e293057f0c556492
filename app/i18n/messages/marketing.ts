import { defineMessages } from '../define'

/**
 * Marketing pages: the visitor landing page (`landing.…`) and the buyer-or-seller onboarding page
 * (`onboarding.…`). The statistics and item claims are copy from SPEC §1, not computed values.
 */
export const marketing = defineMessages(
  {
    'landing.metaTitle': 'Buy & Sell Pre-Owned Golf Equipment in Europe',
    'landing.welcomeBack.title': 'Welcome back, {name}!',
    'landing.welcomeBack.text': 'Good to see you again. Your home page is on its way.',
    'landing.welcomeBack.redirecting': 'Taking you to your home…',
    'landing.welcomeBack.home': 'Go to my home',
    'landing.welcomeBack.browse': 'Browse gear',
    'landing.welcomeBack.sell': 'List an item',
    'landing.metaDescription':
      'Discover 100K+ pre-owned golf clubs, balls, shoes, bags and apparel from verified sellers across Europe, or sell the gear you no longer play. Buyer protection and secure payments on every order.',

    'landing.hero.eyebrow': "Europe's pre-owned golf marketplace · 100K+ items",
    'landing.hero.title': 'Give great golf gear a second round',
    'landing.hero.subtitle':
      'Buy and sell pre-owned clubs, bags, shoes and apparel from verified golfers across Europe. Fair prices in euros, buyer protection on every order.',
    'landing.hero.discover': 'Discover Golf Gear',
    'landing.hero.sell': 'Start Selling',
    'landing.hero.socialProof': 'Trusted by 10K+ happy golfers',

    'landing.carousel.label': 'Highlights',
    'landing.carousel.slideLabel': '{index} of {count}',
    'landing.carousel.goTo': 'Show slide {index}: {title}',
    'landing.carousel.pause': 'Pause slide rotation',
    'landing.carousel.play': 'Start slide rotation',
    'landing.carousel.clubs.title': 'Tour-level clubs, club-level prices',
    'landing.carousel.clubs.subtitle':
      'Drivers, irons and putters from the brands you trust, graded by condition.',
    'landing.carousel.sell.title': 'Sell the clubs you no longer play',
    'landing.carousel.sell.subtitle':
      'List in six simple steps with a suggested price, and reach golfers all over Europe.',
    'landing.carousel.shipping.title': 'Delivered across Europe',
    'landing.carousel.shipping.subtitle':
      'Standard, express, collection or meet in person: you choose how your gear travels.',
    'landing.carousel.protection.title': 'Protected from tee to green',
    'landing.carousel.protection.subtitle': 'Secure card payments and buyer protection on every order.',

    'landing.trust.heading': 'Buy and sell with confidence',
    'landing.trust.verified.title': 'Verified sellers',
    'landing.trust.verified.text': 'Every seller confirms their identity and contact details.',
    'landing.trust.protection.title': 'Buyer protection',
    'landing.trust.protection.text': 'Your order arrives as described, or you get your money back.',
    'landing.trust.shipping.title': 'Fast shipping across Europe',
    'landing.trust.shipping.text': 'Cost-effective standard and express delivery, or collect locally.',
    'landing.trust.payments.title': 'Secure payments',
    'landing.trust.payments.text': 'Encrypted card checkout hosted by our payment provider.',

    'landing.features.eyebrow': 'Why Fairway Market',
    'landing.features.title': 'Built by golfers, for golfers',
    'landing.features.subtitle':
      'Everything you need to buy smart and sell fast, in one friendly marketplace made for the game.',
    'landing.features.listing.title': 'List in six simple steps',
    'landing.features.listing.text':
      'Category, details, photos, condition, price and shipping: a guided flow with a quality score that helps your listing stand out.',
    'landing.features.pricing.title': 'Fair price suggestions',
    'landing.features.pricing.text':
      'Tell us the original price and condition and we suggest a price that sells, with the saving shown to buyers.',
    'landing.features.search.title': 'Find the right fit fast',
    'landing.features.search.text':
      'Search by brand or model and filter by club type, size and condition to find gear that suits your game.',
    'landing.features.account.title': 'One account to buy and sell',
    'landing.features.account.text':
      'Buy, sell or both: manage your orders, listings and earnings from one simple dashboard.',

    'landing.categories.title': 'Shop By Category',
    'landing.categories.subtitle': 'From tour-proven drivers to everyday essentials.',
    'landing.categories.viewAll': 'Browse all gear',
    'landing.categories.allGolf.title': 'All Golf',
    'landing.categories.allGolf.text': 'Every club, bag and accessory',
    'landing.categories.balls.title': 'Golf Balls',
    'landing.categories.balls.text': 'Tour, distance and practice balls',
    'landing.categories.shoes.title': 'Golf Shoes',
    'landing.categories.shoes.text': 'Spiked and spikeless, every size',
    'landing.categories.clubs.title': 'Golf Clubs',
    'landing.categories.clubs.text': 'Drivers, Irons, Putters',
    'landing.categories.clothing.title': 'Clothing',
    'landing.categories.clothing.text': 'Apparel for every season',
    'landing.categories.equipment.title': 'Equipment',
    'landing.categories.equipment.text': 'Accessories for every round',

    'landing.stats.heading': 'Golfers across Europe trust Fairway Market',
    'landing.stats.golfers.value': '10K+',
    'landing.stats.golfers.label': 'Happy Golfers',
    'landing.stats.sold.value': '50K+',
    'landing.stats.sold.label': 'Golf Items Sold',
    'landing.stats.satisfaction.value': '98%',
    'landing.stats.satisfaction.label': 'Satisfaction Rate',

    'landing.testimonials.eyebrow': 'Testimonials',
    'landing.testimonials.title': 'Loved by golfers across Europe',
    'landing.testimonials.rating': 'Rated 5 out of 5',
    'landing.testimonials.sophie.quote':
      'I sold my old irons in four days and put the money towards a barely used putter. Easier than trading in at the pro shop, and I got a much better price.',
    'landing.testimonials.sophie.role': 'Club golfer, Lyon',
    'landing.testimonials.javier.quote':
      'The suggested price was spot on. My driver went to a golfer in Amsterdam within a week, and with buyer protection both of us felt relaxed about it.',
    'landing.testimonials.javier.role': 'Seller and 8-handicapper, Valencia',
    'landing.testimonials.anna.quote':
      'As a beginner I did not want to spend a fortune. I found a complete half set in great condition and it arrived three days later.',
    'landing.testimonials.anna.role': 'New golfer, Stockholm',

    'landing.community.eyebrow': 'Community',
    'landing.community.title': 'Join a community that keeps great gear in play',
    'landing.community.text':
      'Fairway Market is 50,000+ items, 10,000+ verified sellers and a lot of golfers who would rather see good equipment on the course than in the garage.',
    'landing.community.point.local': 'Meet sellers near you and try before you buy',
    'landing.community.point.tips': 'Learn from guides, tips and stories by fellow golfers',
    'landing.community.point.sustainable': 'Every pre-owned club is one less made new',
    'landing.community.join': 'Join the community',
    'landing.community.members': 'Golfers from Lisbon to Stockholm',
    'landing.community.itemsValue': '50,000+',
    'landing.community.itemsLabel': 'items listed',
    'landing.community.sellersValue': '10,000+',
    'landing.community.sellersLabel': 'verified sellers',

    'landing.tips.eyebrow': 'News & Tips',
    'landing.tips.title': 'Golf tips from the clubhouse',
    'landing.tips.subtitle': 'Guides, market insights and stories to help you play better and buy smarter.',
    'landing.tips.all': 'All articles',
    'landing.tips.beginner.category': 'Beginner Guide',
    'landing.tips.beginner.title': 'Choosing your first set of clubs',
    'landing.tips.beginner.text':
      'Which clubs a beginner really needs, and why a pre-owned half set is the smart way to start.',
    'landing.tips.firstRound.category': 'Tips',
    'landing.tips.firstRound.title': 'Ready for your first round',
    'landing.tips.firstRound.text':
      'Etiquette, pace of play and what to pack in your bag before you step onto the first tee.',
    'landing.tips.market.category': 'Market Insights',
    'landing.tips.market.title': 'The pre-owned golf boom',
    'landing.tips.market.text':
      'Why more and more golfers buy second-hand, and what it means for prices when you sell.',

    'landing.cta.title': 'Ready for your next round?',
    'landing.cta.text':
      'Find your next favourite club, or give the ones you no longer play a new home. It only takes a few minutes.',
    'landing.cta.browse': 'Browse all gear',
    'landing.cta.sell': 'List an item',

    'onboarding.metaTitle': 'Get Started',
    'onboarding.metaDescription':
      'Choose how you start on Fairway Market: find quality pre-owned golf equipment or sell the gear you no longer play to golfers across Europe.',
    'onboarding.tagline': 'PREMIUM GOLF MARKETPLACE',
    'onboarding.title': 'How would you like to start?',
    'onboarding.subtitle':
      'Fairway Market brings golfers across Europe together to buy and sell quality pre-owned equipment.',
    'onboarding.buyer.title': 'I want to buy',
    'onboarding.buyer.text':
      'Discover pre-owned clubs, bags, shoes and apparel from verified sellers, at a fraction of the price new.',
    'onboarding.buyer.point.protection': 'Buyer protection on every order',
    'onboarding.buyer.point.payments': 'Secure card payments',
    'onboarding.buyer.point.shipping': 'Shipping across Europe',
    'onboarding.buyer.action': 'Start browsing',
    'onboarding.seller.title': 'I want to sell',
    'onboarding.seller.text':
      'Turn the gear you no longer play into cash. List it in six simple steps and reach golfers all over Europe.',
    'onboarding.seller.point.pricing': 'Fair price suggestions',
    'onboarding.seller.point.quality': 'A quality score for every listing',
    'onboarding.seller.point.dashboard': 'Your own seller dashboard',
    'onboarding.seller.action': 'Start selling',
    'onboarding.signInFirst': 'You will sign in first',
    'onboarding.values.heading': 'What we stand for',
    'onboarding.values.community.title': 'Community',
    'onboarding.values.community.text':
      'Golfers helping golfers: share tips, swap stories and pass your gear on to someone who will love it.',
    'onboarding.values.quality.title': 'Quality',
    'onboarding.values.quality.text':
      'Clear condition grades, detailed photos and verified sellers, so you know exactly what you get.',
    'onboarding.values.sustainable.title': 'Sustainable',
    'onboarding.values.sustainable.text':
      'Every club that plays a second round is one less made new. Good for your wallet and for the planet.',
    'onboarding.moreSports': 'Golf is just the beginning. Coming soon:',
  },
  {
    'landing.metaTitle': 'Compra y vende material de golf de segunda mano en Europa',
    'landing.welcomeBack.title': '¡Bienvenido de nuevo, {name}!',
    'landing.welcomeBack.text': 'Nos alegra verte otra vez. Tu página de inicio está en camino.',
    'landing.welcomeBack.redirecting': 'Te llevamos a tu inicio…',
    'landing.welcomeBack.home': 'Ir a mi inicio',
    'landing.welcomeBack.browse': 'Ver material',
    'landing.welcomeBack.sell': 'Publicar un artículo',
    'landing.metaDescription':
      'Descubre más de 100K artículos de golf de segunda mano: palos, bolas, zapatos, bolsas y ropa de vendedores verificados de toda Europa, o vende el material que ya no usas. Protección al comprador y pagos seguros en cada pedido.',

    'landing.hero.eyebrow': 'El mercado europeo de golf de segunda mano · 100K+ artículos',
    'landing.hero.title': 'Dale una segunda vuelta al mejor material de golf',
    'landing.hero.subtitle':
      'Compra y vende palos, bolsas, zapatos y ropa de segunda mano de golfistas verificados de toda Europa. Precios justos en euros y protección al comprador en cada pedido.',
    'landing.hero.discover': 'Descubre material de golf',
    'landing.hero.sell': 'Empieza a vender',
    'landing.hero.socialProof': 'La confianza de más de 10K golfistas satisfechos',

    'landing.carousel.label': 'Destacados',
    'landing.carousel.slideLabel': '{index} de {count}',
    'landing.carousel.goTo': 'Mostrar diapositiva {index}: {title}',
    'landing.carousel.pause': 'Pausar el pase de diapositivas',
    'landing.carousel.play': 'Reanudar el pase de diapositivas',
    'landing.carousel.clubs.title': 'Palos de nivel profesional a precios de club',
    'landing.carousel.clubs.subtitle':
      'Drivers, hierros y putters de las marcas en las que confías, clasificados por estado.',
    'landing.carousel.sell.title': 'Vende los palos que ya no usas',
    'landing.carousel.sell.subtitle':
      'Publica en seis sencillos pasos con un precio sugerido y llega a golfistas de toda Europa.',
    'landing.carousel.shipping.title': 'Entregas en toda Europa',
    'landing.carousel.shipping.subtitle':
      'Envío estándar, urgente, recogida o entrega en mano: tú eliges cómo viaja tu material.',
    'landing.carousel.protection.title': 'Protegido del tee al green',
    'landing.carousel.protection.subtitle':
      'Pagos seguros con tarjeta y protección al comprador en cada pedido.',

    'landing.trust.heading': 'Compra y vende con confianza',
    'landing.trust.verified.title': 'Vendedores verificados',
    'landing.trust.verified.text': 'Cada vendedor confirma su identidad y sus datos de contacto.',
    'landing.trust.protection.title': 'Protección al comprador',
    'landing.trust.protection.text': 'Tu pedido llega tal como se describe o te devolvemos el dinero.',
    'landing.trust.shipping.title': 'Envío rápido a toda Europa',
    'landing.trust.shipping.text': 'Envío estándar y urgente a buen precio, o recogida en persona.',
    'landing.trust.payments.title': 'Pagos seguros',
    'landing.trust.payments.text': 'Pago con tarjeta cifrado, gestionado por nuestro proveedor de pagos.',

    'landing.features.eyebrow': 'Por qué Fairway Market',
    'landing.features.title': 'Hecho por golfistas, para golfistas',
    'landing.features.subtitle':
      'Todo lo que necesitas para comprar bien y vender rápido, en un mercado cercano pensado para el golf.',
    'landing.features.listing.title': 'Publica en seis sencillos pasos',
    'landing.features.listing.text':
      'Categoría, detalles, fotos, estado, precio y envío: un proceso guiado con una puntuación de calidad que ayuda a destacar tu anuncio.',
    'landing.features.pricing.title': 'Sugerencias de precio justo',
    'landing.features.pricing.text':
      'Indica el precio original y el estado y te sugerimos un precio que vende, con el ahorro visible para el comprador.',
    'landing.features.search.title': 'Encuentra lo que te va rápido',
    'landing.features.search.text':
      'Busca por marca o modelo y filtra por tipo de palo, talla y estado para dar con el material que se adapta a tu juego.',
    'landing.features.account.title': 'Una cuenta para comprar y vender',
    'landing.features.account.text':
      'Compra, vende o ambas cosas: gestiona pedidos, anuncios e ingresos desde un único panel.',

    'landing.categories.title': 'Compra por categoría',
    'landing.categories.subtitle': 'Desde drivers de nivel profesional hasta lo esencial del día a día.',
    'landing.categories.viewAll': 'Ver todo el material',
    'landing.categories.allGolf.title': 'Todo golf',
    'landing.categories.allGolf.text': 'Todos los palos, bolsas y accesorios',
    'landing.categories.balls.title': 'Bolas de golf',
    'landing.categories.balls.text': 'Bolas de torneo, de distancia y de práctica',
    'landing.categories.shoes.title': 'Zapatos de golf',
    'landing.categories.shoes.text': 'Con y sin clavos, en todas las tallas',
    'landing.categories.clubs.title': 'Palos de golf',
    'landing.categories.clubs.text': 'Drivers, hierros, putters',
    'landing.categories.clothing.title': 'Ropa',
    'landing.categories.clothing.text': 'Ropa para cada temporada',
    'landing.categories.equipment.title': 'Equipamiento',
    'landing.categories.equipment.text': 'Accesorios para cada recorrido',

    'landing.stats.heading': 'Golfistas de toda Europa confían en Fairway Market',
    'landing.stats.golfers.value': '10K+',
    'landing.stats.golfers.label': 'Golfistas satisfechos',
    'landing.stats.sold.value': '50K+',
    'landing.stats.sold.label': 'Artículos de golf vendidos',
    'landing.stats.satisfaction.value': '98%',
    'landing.stats.satisfaction.label': 'Índice de satisfacción',

    'landing.testimonials.eyebrow': 'Opiniones',
    'landing.testimonials.title': 'Golfistas de toda Europa nos recomiendan',
    'landing.testimonials.rating': 'Valoración de 5 sobre 5',
    'landing.testimonials.sophie.quote':
      'Vendí mis hierros viejos en cuatro días y con el dinero me compré un putter casi sin usar. Más fácil que entregarlos en la tienda del club, y a un precio mucho mejor.',
    'landing.testimonials.sophie.role': 'Golfista de club, Lyon',
    'landing.testimonials.javier.quote':
      'El precio sugerido fue perfecto. Mi driver se lo llevó un golfista de Ámsterdam en menos de una semana, y con la protección al comprador los dos estuvimos tranquilos.',
    'landing.testimonials.javier.role': 'Vendedor y hándicap 8, Valencia',
    'landing.testimonials.anna.quote':
      'Como principiante no quería gastarme una fortuna. Encontré una media bolsa completa en muy buen estado y me llegó tres días después.',
    'landing.testimonials.anna.role': 'Golfista principiante, Estocolmo',

    'landing.community.eyebrow': 'Comunidad',
    'landing.community.title': 'Únete a una comunidad que mantiene el buen material en juego',
    'landing.community.text':
      'Fairway Market son más de 50.000 artículos, más de 10.000 vendedores verificados y muchos golfistas que prefieren ver el buen material en el campo y no en el garaje.',
    'landing.community.point.local': 'Queda con vendedores cercanos y pruébalo antes de comprar',
    'landing.community.point.tips': 'Aprende con guías, consejos e historias de otros golfistas',
    'landing.community.point.sustainable': 'Cada palo de segunda mano es uno menos que fabricar',
    'landing.community.join': 'Únete a la comunidad',
    'landing.community.members': 'Golfistas de Lisboa a Estocolmo',
    'landing.community.itemsValue': '50.000+',
    'landing.community.itemsLabel': 'artículos publicados',
    'landing.community.sellersValue': '10.000+',
    'landing.community.sellersLabel': 'vendedores verificados',

    'landing.tips.eyebrow': 'Noticias y consejos',
    'landing.tips.title': 'Consejos de golf desde la casa club',
    'landing.tips.subtitle':
      'Guías, análisis del mercado e historias para jugar mejor y comprar con más criterio.',
    'landing.tips.all': 'Todos los artículos',
    'landing.tips.beginner.category': 'Guía para principiantes',
    'landing.tips.beginner.title': 'Cómo elegir tu primer juego de palos',
    'landing.tips.beginner.text':
      'Qué palos necesita de verdad un principiante y por qué una media bolsa de segunda mano es la forma inteligente de empezar.',
    'landing.tips.firstRound.category': 'Consejos',
    'landing.tips.firstRound.title': 'Listo para tu primera vuelta',
    'landing.tips.firstRound.text':
      'Etiqueta, ritmo de juego y qué llevar en la bolsa antes de pisar el primer tee.',
    'landing.tips.market.category': 'Mercado',
    'landing.tips.market.title': 'El auge del golf de segunda mano',
    'landing.tips.market.text':
      'Por qué cada vez más golfistas compran de segunda mano y qué significa para los precios cuando vendes.',

    'landing.cta.title': '¿Listo para tu próxima vuelta?',
    'landing.cta.text':
      'Encuentra tu próximo palo favorito o dale un nuevo hogar a los que ya no usas. Solo te llevará unos minutos.',
    'landing.cta.browse': 'Ver todo el material',
    'landing.cta.sell': 'Publicar un artículo',

    'onboarding.metaTitle': 'Empieza',
    'onboarding.metaDescription':
      'Elige cómo empezar en Fairway Market: encuentra material de golf de segunda mano de calidad o vende el que ya no usas a golfistas de toda Europa.',
    'onboarding.tagline': 'MERCADO DE GOLF PREMIUM',
    'onboarding.title': '¿Cómo quieres empezar?',
    'onboarding.subtitle':
      'Fairway Market une a golfistas de toda Europa para comprar y vender material de segunda mano de calidad.',
    'onboarding.buyer.title': 'Quiero comprar',
    'onboarding.buyer.text':
      'Descubre palos, bolsas, zapatos y ropa de segunda mano de vendedores verificados, por una fracción de su precio nuevo.',
    'onboarding.buyer.point.protection': 'Protección al comprador en cada pedido',
    'onboarding.buyer.point.payments': 'Pagos seguros con tarjeta',
    'onboarding.buyer.point.shipping': 'Envíos a toda Europa',
    'onboarding.buyer.action': 'Empezar a explorar',
    'onboarding.seller.title': 'Quiero vender',
    'onboarding.seller.text':
      'Convierte en dinero el material que ya no usas. Publícalo en seis sencillos pasos y llega a golfistas de toda Europa.',
    'onboarding.seller.point.pricing': 'Sugerencias de precio justo',
    'onboarding.seller.point.quality': 'Una puntuación de calidad para cada anuncio',
    'onboarding.seller.point.dashboard': 'Tu propio panel de vendedor',
    'onboarding.seller.action': 'Empezar a vender',
    'onboarding.signInFirst': 'Primero iniciarás sesión',
    'onboarding.values.heading': 'Lo que nos define',
    'onboarding.values.community.title': 'Comunidad',
    'onboarding.values.community.text':
      'Golfistas que ayudan a golfistas: comparte consejos e historias y pasa tu material a alguien que lo disfrutará.',
    'onboarding.values.quality.title': 'Calidad',
    'onboarding.values.quality.text':
      'Estados claros, fotos detalladas y vendedores verificados, para que sepas exactamente lo que compras.',
    'onboarding.values.sustainable.title': 'Sostenible',
    'onboarding.values.sustainable.text':
      'Cada palo que juega una segunda vuelta es uno menos que fabricar. Bueno para tu bolsillo y para el planeta.',
    'onboarding.moreSports': 'El golf es solo el principio. Muy pronto:',
  },
)
