/**
 * The layering rules of the developers' guide, read from the source (issue #12 "Done when"): the
 * platform imports no domain and never the demo seed, production code never imports from tests/,
 * and no two domains import each other.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(__dirname, '../..')
/** Folders of app/ that are not domains: the outside world, primitives, texts, and the routes that compose. */
const NOT_DOMAINS = new Set(['platform', 'ui', 'i18n', 'routes'])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : []
  })
}

/** Every module a file imports, as a path from the repository root (packages left out). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '')
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('~/')) return [path.join('app', specifier.slice(2))]
    if (specifier.startsWith('.')) return [path.normalize(path.join(path.dirname(file), specifier))]
    return []
  })
}

const production = [...sourceFiles('app'), ...sourceFiles('server'), ...sourceFiles('db'), 'server.ts']

describe('import rules', () => {
  it('the platform imports no domain and never the demo seed', () => {
    const wrong = sourceFiles('app/platform').flatMap((file) =>
      importsOf(file)
        .filter(
          (target) =>
            target === 'db/seed' ||
            (target.startsWith('app/') && !/^app\/(platform|i18n)(\/|$)/.test(target)),
        )
        .map((target) => `${file} -> ${target}`),
    )
    expect(wrong).toEqual([])
  })

  it('production code never imports from tests/', () => {
    const wrong = production.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('tests/'))
        .map((target) => `${file} -> ${target}`),
    )
    expect(wrong).toEqual([])
  })

  it('no two domains import each other', () => {
    const edges = new Map<string, Set<string>>()
    for (const file of sourceFiles('app')) {
      const from = file.split(path.sep)[1] ?? ''
      if (NOT_DOMAINS.has(from) || !fs.statSync(path.join(ROOT, 'app', from)).isDirectory()) continue
      for (const target of importsOf(file)) {
        const to = target.split(path.sep)[1] ?? ''
        if (target.startsWith('app/') && to !== from && !NOT_DOMAINS.has(to)) {
          edges.set(from, (edges.get(from) ?? new Set()).add(to))
        }
      }
    }
    const mutual = [...edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
    )
    expect(mutual).toEqual([])
    // The seams issue #12 cut stay cut.
    expect(edges.get('checkout')?.has('orders') ?? false).toBe(false)
    expect(edges.get('orders')?.has('checkout') ?? false).toBe(false)
  })

  it('the catalogue does not import the cart (the product route composes the Add to Cart button)', () => {
    const wrong = sourceFiles('app/catalog').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('app/cart/'))
        .map((target) => `${file} -> ${target}`),
    )
    expect(wrong).toEqual([])
  })
})
