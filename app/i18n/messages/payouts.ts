import { defineMessages } from '../define'

/** The seller's payouts (issue #13): the Payouts tab, onboarding and the test onboarding page. */
export const payouts = defineMessages(
  {
    'payouts.tab': 'Payouts',
    'payouts.heading': 'Get paid',
    'payouts.account.none':
      'Connect a payout account to receive the money from your sales. You can list and sell without one: what you earn waits for you.',
    'payouts.account.incomplete':
      'Your payout account is not finished yet. Complete it to receive your money.',
    'payouts.account.pending':
      'Your details are with the payment provider. Payouts start as soon as they are checked.',
    'payouts.account.ready': 'Your payout account is ready: completed orders are paid out automatically.',
    'payouts.connect': 'Get paid',
    'payouts.continue': 'Continue setup',
    'payouts.update': 'Update payout details',
    'payouts.testNote': 'Test mode: payout onboarding is simulated and no money moves.',
    'payouts.held': 'Held in buyer protection',
    'payouts.heldHint': 'Released when the buyer confirms or the protection window ends',
    'payouts.waiting': 'Waiting for payout details',
    'payouts.waitingHint': 'Paid out as soon as your payout account is ready',
    'payouts.paidOut': 'Paid out',
    'payouts.orders': 'Money per order',
    'payouts.noOrders': 'No sales yet. When you sell something, its money shows up here.',
    'payouts.col.order': 'Order',
    'payouts.col.gross': 'Price',
    'payouts.col.shipping': 'Shipping',
    'payouts.col.commission': 'Commission (5 %)',
    'payouts.col.net': 'You receive',
    'payouts.col.release': 'Release',
    'payouts.state.held': 'Held',
    'payouts.state.waiting': 'Waiting for payout details',
    'payouts.state.paid': 'Paid out {date}',
    'payouts.state.reversed': 'Reversed',
    'payouts.state.refunded': 'Refunded to the buyer',
    'payouts.release.expected': 'Expected {date}',
    'payouts.release.afterShipping': 'After shipping and delivery',
    'payouts.release.afterCompletion': 'When your account is ready',
    'payouts.onboardingFailed': 'Could not open the payout setup',
    'payouts.tryLater': 'Please try again in a moment.',
    'payouts.returned': 'Thanks! Your payout details were sent.',
    'payouts.test.title': 'Test payout setup',
    'payouts.test.banner':
      'Test mode: this is the built-in test provider. No real details are asked and no money moves.',
    'payouts.test.heading': 'Set up payouts (test)',
    'payouts.test.text':
      'With Stripe, this is where you would enter your identity and bank details. Here, one click completes the setup.',
    'payouts.test.alreadyDone':
      'This test payout account is already set up. Completing it again changes nothing.',
    'payouts.test.complete': 'Complete test onboarding',
  },
  {
    'payouts.tab': 'Pagos',
    'payouts.heading': 'Cobra tus ventas',
    'payouts.account.none':
      'Conecta una cuenta de cobro para recibir el dinero de tus ventas. Puedes publicar y vender sin ella: lo que ganes te espera.',
    'payouts.account.incomplete':
      'Tu cuenta de cobro aún no está completa. Complétala para recibir tu dinero.',
    'payouts.account.pending':
      'Tus datos están con el proveedor de pagos. Los pagos empiezan en cuanto se comprueben.',
    'payouts.account.ready':
      'Tu cuenta de cobro está lista: los pedidos completados se pagan automáticamente.',
    'payouts.connect': 'Cobrar mis ventas',
    'payouts.continue': 'Continuar la configuración',
    'payouts.update': 'Actualizar datos de cobro',
    'payouts.testNote': 'Modo de prueba: la configuración de cobros es simulada y no se mueve dinero.',
    'payouts.held': 'Retenido por la protección al comprador',
    'payouts.heldHint': 'Se libera cuando el comprador confirma o termina el plazo de protección',
    'payouts.waiting': 'Esperando tus datos de cobro',
    'payouts.waitingHint': 'Se paga en cuanto tu cuenta de cobro esté lista',
    'payouts.paidOut': 'Pagado',
    'payouts.orders': 'Dinero por pedido',
    'payouts.noOrders': 'Aún no hay ventas. Cuando vendas algo, su dinero aparecerá aquí.',
    'payouts.col.order': 'Pedido',
    'payouts.col.gross': 'Precio',
    'payouts.col.shipping': 'Envío',
    'payouts.col.commission': 'Comisión (5 %)',
    'payouts.col.net': 'Recibes',
    'payouts.col.release': 'Liberación',
    'payouts.state.held': 'Retenido',
    'payouts.state.waiting': 'Esperando datos de cobro',
    'payouts.state.paid': 'Pagado el {date}',
    'payouts.state.reversed': 'Revertido',
    'payouts.state.refunded': 'Reembolsado al comprador',
    'payouts.release.expected': 'Previsto el {date}',
    'payouts.release.afterShipping': 'Tras el envío y la entrega',
    'payouts.release.afterCompletion': 'Cuando tu cuenta esté lista',
    'payouts.onboardingFailed': 'No se pudo abrir la configuración de cobros',
    'payouts.tryLater': 'Inténtalo de nuevo en un momento.',
    'payouts.returned': '¡Gracias! Tus datos de cobro se han enviado.',
    'payouts.test.title': 'Configuración de cobros de prueba',
    'payouts.test.banner':
      'Modo de prueba: este es el proveedor de pruebas integrado. No se piden datos reales y no se mueve dinero.',
    'payouts.test.heading': 'Configurar cobros (prueba)',
    'payouts.test.text':
      'Con Stripe, aquí introducirías tu identidad y tus datos bancarios. Aquí, un clic completa la configuración.',
    'payouts.test.alreadyDone':
      'Esta cuenta de cobro de prueba ya está configurada. Completarla de nuevo no cambia nada.',
    'payouts.test.complete': 'Completar la configuración de prueba',
  },
)
