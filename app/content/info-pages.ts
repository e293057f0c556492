import { SHIPPING_OPTION_DETAILS } from '~/catalog/taxonomy'
import { RETURN_RECEIVE_DAYS, RETURN_SHIP_DAYS, SELLER_ANSWER_DAYS } from '~/disputes/dispute-rules'
import { interpolate, type Locale } from '~/i18n'
import { AUTO_DELIVER_AFTER_DAYS, PROTECTION_DAYS, SHIP_WITHIN_DAYS } from '~/orders/order-lifecycle'
import { formatEuros } from '~/ui/money'
import { type InfoBlock, type InfoPage, type InfoPageId, SUPPORT_EMAIL } from './info-page'
import { faqPage } from './pages/faq'
import { privacyPage } from './pages/privacy'
import { returnsPage } from './pages/returns'
import { shippingPage } from './pages/shipping'
import { termsPage } from './pages/terms'

/** The texts of every info page; read on the server only, so they stay out of the browser bundle. */
export const INFO_PAGES: Record<InfoPageId, InfoPage> = {
  faq: faqPage,
  shipping: shippingPage,
  returns: returnsPage,
  terms: termsPage,
  privacy: privacyPage,
}

/**
 * The values the texts refer to as `{name}`: the deadlines are the ones the orders and disputes
 * run on (issue #26 item 5), so no page can promise another window than the order page applies.
 */
export function infoPageValues() {
  return {
    supportEmail: SUPPORT_EMAIL,
    standardPrice: formatEuros(SHIPPING_OPTION_DETAILS.standard.costCents),
    expressPrice: formatEuros(SHIPPING_OPTION_DETAILS.express.costCents),
    protectionDays: String(PROTECTION_DAYS),
    shipWithinDays: String(SHIP_WITHIN_DAYS),
    notReceivedDays: String(AUTO_DELIVER_AFTER_DAYS),
    sellerAnswerDays: String(SELLER_ANSWER_DAYS),
    returnShipDays: String(RETURN_SHIP_DAYS),
    returnReceiveDays: String(RETURN_RECEIVE_DAYS),
  }
}

/** Every text of a block, for walking the content (placeholders, tests). */
export function mapBlockText(block: InfoBlock, fill: (text: string) => string): InfoBlock {
  if (typeof block === 'string') return fill(block)
  if ('list' in block) return { list: block.list.map(fill) }
  if ('question' in block) return { question: fill(block.question), answer: block.answer.map(fill) }
  return block
}

/** One page in one language with its placeholders filled in. */
export function localizeInfoPage(id: InfoPageId, locale: Locale) {
  const page = INFO_PAGES[id]
  const text = page[locale]
  const values = infoPageValues()
  const fill = (value: string) => interpolate(value, values)
  return {
    id,
    lastUpdated: page.lastUpdated,
    title: fill(text.title),
    description: fill(text.description),
    intro: fill(text.intro),
    sections: text.sections.map((section) => ({
      id: section.id,
      heading: fill(section.heading),
      blocks: section.blocks.map((block) => mapBlockText(block, fill)),
    })),
  }
}

export type LocalizedInfoPage = ReturnType<typeof localizeInfoPage>
