/**
 * The icon sprite (app/ui/icons.svg, drawn by app/ui/icon.tsx; issue #31 item 8): every symbol is
 * Lucide's drawing of the same name, exactly, and the sprite holds the `IconName` union's icons and
 * nothing else, each used somewhere in the app.
 */
import fs from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from '~/ui/icon'

const sprite = fs.readFileSync('app/ui/icons.svg', 'utf8')
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((match) => [
    match[1] as string,
    match[2] as string,
  ]),
)

type IconNode = Array<[string, Record<string, string | number>]>

/** A symbol as it must read in the sprite: Lucide's elements and attributes in Lucide's order. */
function lucideSymbol(name: string, node: IconNode) {
  const body = node
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${value}"`)
        .join(' ')
      return `<${tag} ${text}/>`
    })
    .join('')
  return `<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`
}

function appSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return appSources(file)
    return /\.tsx?$/.test(entry.name) && file !== path.join('app', 'ui', 'icon.tsx') ? [file] : []
  })
}

describe('the icon sprite', () => {
  it('holds the icons of the IconName union, each once', () => {
    const union = fs
      .readFileSync('app/ui/icon.tsx', 'utf8')
      .match(/export type IconName =([\s\S]*?)\n\n/)?.[1]
      ?.match(/'[^']+'/g)
      ?.map((name) => name.slice(1, -1))
    expect(union?.length).toBeGreaterThan(10)
    expect([...symbols.keys()].sort()).toEqual([...(union ?? [])].sort())
    expect(sprite.match(/<symbol /g)?.length).toBe(symbols.size)
  })

  it.each([...symbols.keys()])("%s is Lucide's drawing", async (name) => {
    const { __iconData } = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: { name: string; node: IconNode }
    }
    expect(__iconData.name).toBe(name)
    // On failure, the expected line is the one to paste into icons.svg.
    expect(`<symbol id="${name}" viewBox="0 0 24 24">${symbols.get(name)}</symbol>`).toBe(
      lucideSymbol(name, __iconData.node),
    )
  })

  it('holds no icon the app does not draw', () => {
    const sources = appSources('app')
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    const unused = [...symbols.keys()].filter(
      (name) => !sources.includes(`'${name}'`) && !sources.includes(`"${name}"`),
    )
    expect(unused).toEqual([])
  })

  it('draws like lucide-react: 24 box, round 2-unit stroke, class lucide, hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<Icon name="heart" className="size-5 fill-current" />)
    expect(html).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"/)
    expect(html).toContain('stroke-width="2" stroke-linecap="round" stroke-linejoin="round"')
    expect(html).toContain('class="lucide size-5 fill-current" aria-hidden="true"')
    expect(html).toMatch(/<use href="[^"]*icons[^"]*\.svg#heart"><\/use><\/svg>$/)
  })
})
