import { defineMessages } from '../define'

/** The frame of the info pages (FAQ, shipping, returns, terms, privacy); their texts are in app/content/. */
export const pages = defineMessages(
  {
    'pages.lastUpdated': 'Last updated',
    'pages.onThisPage': 'On this page',
    'pages.shippingOption': 'Option',
    'pages.shippingTime': 'Delivery time',
    'pages.shippingPrice': 'Price',
    'pages.shippingRatesCaption': 'Shipping options, delivery times and prices in euros',
    'pages.free': 'Free',
    'pages.helpTitle': 'Still have a question?',
    'pages.helpText': 'Our support team replies within one business day, Monday to Friday.',
    'pages.helpFaq': 'Read the FAQ',
  },
  {
    'pages.lastUpdated': 'Última actualización',
    'pages.onThisPage': 'En esta página',
    'pages.shippingOption': 'Opción',
    'pages.shippingTime': 'Plazo de entrega',
    'pages.shippingPrice': 'Precio',
    'pages.shippingRatesCaption': 'Opciones de envío, plazos de entrega y precios en euros',
    'pages.free': 'Gratis',
    'pages.helpTitle': '¿Te queda alguna duda?',
    'pages.helpText': 'Nuestro equipo de soporte responde en un día laborable, de lunes a viernes.',
    'pages.helpFaq': 'Ver las preguntas frecuentes',
  },
)
