import { defineMessages } from '../define'

/** News list and article pages (SPEC §2 "News"). */
export const news = defineMessages(
  {
    'news.title': 'Golf News & Tips',
    'news.description':
      'Golf news, buying guides and tips for beginners from Fairway Market, the marketplace for pre-owned golf equipment in Europe.',
    'news.intro':
      'Stories from the game, advice on buying and selling used gear, and guides for your first rounds.',
    'news.featured': 'Featured Stories',
    'news.allArticles': 'All Articles',
    'news.readMore': 'Read more',
    'news.backToNews': 'Back to News',
    'news.articleNotFound': "We couldn't find that article. Here are all our stories instead.",
    'news.moreArticles': 'More articles',
    'news.ctaTitle': 'Ready for your next club?',
    'news.ctaText':
      'Golfers across Europe sell the clubs, bags and accessories they no longer need. Find yours at a fair price.',
    'news.ctaAction': 'Browse equipment',
  },
  {
    'news.title': 'Noticias y consejos de golf',
    'news.description':
      'Noticias de golf, guías de compra y consejos para principiantes de Fairway Market, el mercado de material de golf de segunda mano en Europa.',
    'news.intro':
      'Historias del mundo del golf, consejos para comprar y vender material usado y guías para tus primeras vueltas.',
    'news.featured': 'Historias destacadas',
    'news.allArticles': 'Todos los artículos',
    'news.readMore': 'Leer más',
    'news.backToNews': 'Volver a noticias',
    'news.articleNotFound': 'No hemos encontrado ese artículo. Aquí tienes todas nuestras historias.',
    'news.moreArticles': 'Más artículos',
    'news.ctaTitle': '¿Listo para tu próximo palo?',
    'news.ctaText':
      'Golfistas de toda Europa venden los palos, bolsas y accesorios que ya no usan. Encuentra los tuyos a buen precio.',
    'news.ctaAction': 'Ver material',
  },
)
