import { defineMessages } from '../define'

/** Issue #31 (filters sheet, skip link, card heart, language, offline page): keys are `phoneBrowse.…`. */
export const phoneBrowse = defineMessages(
  {
    'phoneBrowse.skipToResults': 'Skip to results',
    'phoneBrowse.closeFilters': 'Close filters',
    'phoneBrowse.showResults': 'Show results ({count})',
    'phoneBrowse.showResultsPending': 'Show results',
    'phoneBrowse.saveListing': 'Save {name} to favourites',
    'phoneBrowse.offlineTitle': 'You are offline',
    'phoneBrowse.offlineText':
      'Fairway Market needs a connection to show listings, messages and orders. Nothing you saved is lost.',
    'phoneBrowse.offlineRetry': 'Try again',
    'phoneBrowse.screenshotBrowse': 'Browse golf equipment on a phone',
    'phoneBrowse.screenshotWide': 'Browse golf equipment with filters',
  },
  {
    'phoneBrowse.skipToResults': 'Saltar a los resultados',
    'phoneBrowse.closeFilters': 'Cerrar filtros',
    'phoneBrowse.showResults': 'Ver resultados ({count})',
    'phoneBrowse.showResultsPending': 'Ver resultados',
    'phoneBrowse.saveListing': 'Guardar {name} en favoritos',
    'phoneBrowse.offlineTitle': 'Sin conexión',
    'phoneBrowse.offlineText':
      'Fairway Market necesita conexión para mostrar anuncios, mensajes y pedidos. No se ha perdido nada de lo que guardaste.',
    'phoneBrowse.offlineRetry': 'Reintentar',
    'phoneBrowse.screenshotBrowse': 'Material de golf en el móvil',
    'phoneBrowse.screenshotWide': 'Material de golf con filtros',
  },
)
