import { describe, expect, it } from 'vitest'
import {
  INFO_PAGE_IDS,
  type InfoBlock,
  type InfoPageText,
  infoPageIdFromPath,
  SUPPORT_EMAIL,
} from '~/content/info-page'
import { INFO_PAGES, localizeInfoPage, mapBlockText } from '~/content/info-pages'
import { parseInlineLinks } from '~/content/inline-links'
import { formatEuros } from '~/ui/money'

/** Every string of a page, in document order. */
function textsOf(page: InfoPageText) {
  const texts = [page.title, page.description, page.intro]
  for (const section of page.sections) {
    texts.push(section.heading)
    for (const block of section.blocks) {
      mapBlockText(block, (text) => {
        texts.push(text)
        return text
      })
    }
  }
  return texts
}

/** The structure of a page without its words: section ids, block kinds, list and answer lengths. */
function shapeOf(page: InfoPageText) {
  const blockShape = (block: InfoBlock) =>
    typeof block === 'string'
      ? 'paragraph'
      : 'list' in block
        ? `list:${block.list.length}`
        : 'question' in block
          ? `question:${block.answer.length}`
          : `table:${block.table}`
  return page.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(blockShape) }))
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
const linkTargets = (text: string) =>
  parseInlineLinks(text).flatMap((part) => (part.type === 'link' ? [part.href] : []))

describe('info pages', () => {
  for (const id of INFO_PAGE_IDS) {
    const page = INFO_PAGES[id]

    it(`${id}: English and Spanish have the same sections, blocks, links and placeholders`, () => {
      expect(shapeOf(page.es)).toEqual(shapeOf(page.en))
      const en = textsOf(page.en)
      const es = textsOf(page.es)
      expect(es).toHaveLength(en.length)
      en.forEach((english, index) => {
        const spanish = es[index] ?? ''
        expect(english.trim(), `en text ${index}`).not.toBe('')
        expect(spanish.trim(), `es text ${index}`).not.toBe('')
        expect(placeholders(spanish), `placeholders of "${english}"`).toEqual(placeholders(english))
        expect(linkTargets(spanish), `links of "${english}"`).toEqual(linkTargets(english))
      })
      expect(page.es.title).not.toBe(page.en.title)
    })

    it(`${id}: unique section ids, a real last-updated date and a description for search results`, () => {
      const ids = page.en.sections.map((s) => s.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(page.lastUpdated))).toBe(false)
      for (const text of [page.en, page.es]) {
        expect(text.description.length).toBeGreaterThan(50)
        expect(text.description.length).toBeLessThanOrEqual(200)
      }
    })

    it(`${id}: every link points to an info page, one of its sections or the support address`, () => {
      const pageSections = (pageId: string) =>
        INFO_PAGES[pageId as keyof typeof INFO_PAGES]?.en.sections.map((s) => s.id) ?? []
      for (const target of textsOf(page.en).flatMap(linkTargets)) {
        if (target.startsWith('mailto:')) {
          expect(target).toBe('mailto:{supportEmail}')
          continue
        }
        const [path = '', anchor] = target.split('#')
        const pageId = path === '' ? id : infoPageIdFromPath(path)
        expect(pageId, target).toBeDefined()
        if (anchor) expect(pageSections(pageId ?? ''), target).toContain(anchor)
      }
    })

    it(`${id}: localised with every placeholder filled in`, () => {
      for (const locale of ['en', 'es'] as const) {
        const localized = localizeInfoPage(id, locale)
        expect(localized.title).toBe(page[locale].title)
        const all = JSON.stringify(localized)
        expect(all).not.toMatch(/\{\w+\}/)
      }
    })
  }

  it('the FAQ has 8-10 questions and a contact section with the support e-mail link', () => {
    const faq = localizeInfoPage('faq', 'en')
    const questions = faq.sections.flatMap((s) =>
      s.blocks.filter((b) => typeof b === 'object' && 'question' in b),
    )
    expect(questions.length).toBeGreaterThanOrEqual(8)
    expect(questions.length).toBeLessThanOrEqual(10)
    const contact = faq.sections.find((s) => s.id === 'contact')
    expect(JSON.stringify(contact)).toContain(`[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})`)
  })

  it('the FAQ and shipping page quote the catalogue shipping prices in euros', () => {
    const faq = JSON.stringify(localizeInfoPage('faq', 'en'))
    expect(faq).toContain(formatEuros(399))
    expect(faq).toContain(formatEuros(699))
    const shipping = localizeInfoPage('shipping', 'es')
    expect(shipping.sections[0]?.blocks).toContainEqual({ table: 'shipping-rates' })
  })
})

describe('infoPageIdFromPath', () => {
  it('names the page of a path', () => {
    expect(infoPageIdFromPath('/faq')).toBe('faq')
    expect(infoPageIdFromPath('/privacy/')).toBe('privacy')
    expect(infoPageIdFromPath('/news')).toBeUndefined()
    expect(infoPageIdFromPath('/')).toBeUndefined()
  })
})

describe('parseInlineLinks', () => {
  it('splits text and [label](href) links', () => {
    expect(parseInlineLinks('See [Shipping](/shipping) or [mail us](mailto:a@b.c).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'Shipping', href: '/shipping' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'mail us', href: 'mailto:a@b.c' },
      { type: 'text', text: '.' },
    ])
  })

  it('leaves text without links, and brackets that are not links, alone', () => {
    expect(parseInlineLinks('Plain [text] (here)')).toEqual([{ type: 'text', text: 'Plain [text] (here)' }])
    expect(parseInlineLinks('[Only](#contact)')).toEqual([{ type: 'link', text: 'Only', href: '#contact' }])
  })
})
