/**
 * The carriers a seller can name when shipping (issue #13): for these the tracking number becomes a
 * link to the carrier's own tracking page. "Other" keeps the number as text.
 */
export const CARRIERS = ['correos', 'seur', 'mrw', 'gls', 'dhl', 'ups', 'fedex', 'dpd', 'other'] as const
export type Carrier = (typeof CARRIERS)[number]

export const CARRIER_NAMES: Record<Carrier, string> = {
  correos: 'Correos',
  seur: 'SEUR',
  mrw: 'MRW',
  gls: 'GLS',
  dhl: 'DHL',
  ups: 'UPS',
  fedex: 'FedEx',
  dpd: 'DPD',
  other: '',
}

const TRACKING_URLS: Partial<Record<Carrier, (number: string) => string>> = {
  correos: (n) => `https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=${n}`,
  seur: (n) => `https://www.seur.com/livetracking/?segOnlineIdentificador=${n}`,
  mrw: (n) => `https://www.mrw.es/seguimiento_envios/MRW_resultados_consultas.asp?Envio=${n}`,
  gls: (n) => `https://gls-group.com/track/${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${n}`,
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dpd: (n) => `https://tracking.dpd.de/status/en_US/parcel/${n}`,
}

export function isCarrier(value: unknown): value is Carrier {
  return CARRIERS.includes(value as Carrier)
}

/** The carrier's tracking page for a number, or null for an unknown carrier or no number. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !isCarrier(carrier)) return null
  const url = TRACKING_URLS[carrier]
  return url ? url(encodeURIComponent(trackingNumber)) : null
}
