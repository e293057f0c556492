import { resetEnvForTests } from '~/platform/env.server'
process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_100000'
process.env.BROWSE_CACHE_SECONDS = '0'
resetEnvForTests()
const { openDatabase, setDatabase } = await import('~/platform/db.server')
setDatabase(await openDatabase({ url: process.env.DATABASE_URL, poolSize: 4 }))
const { currentBrowseIndex } = await import('~/catalog/browse-index/browse-index.server')
const { resolveSearch } = await import('~/catalog/search.server')
const { parseBrowseQuery } = await import('~/catalog/browse')
const { countPlan, facetsFromGroups } = await import('~/catalog/browse-filters.server')
const index = (await currentBrowseIndex())!
const V: Array<[string,string]> = [
  ['multi', 'q=titleist+driver&price_max=512345'],
  //['typo', 'q=calaway+drivr&price_max=512345'],
  //['fsearch', 'q=driver&subcategory=clubs&price_min=100.12&price_max=300.34&condition=new&condition=like-new&hand=right'],
  //['fbrowse', 'subcategory=clubs&price_min=100.12&price_max=300.34&condition=new&condition=like-new&hand=right&shipping=pickup'],
  ['golfwords', 'q=driver+zurdo+rigido&price_max=512345'],
  //['price', 'price_max=512345'],
]
for (const [name, s] of V) {
  const query = parseBrowseQuery(new URLSearchParams(s))
  const words = query.q ? await resolveSearch(query.q) : null
  const t: number[][] = [[], [], [], []]
  for (let i = 0; i < 300; i++) {
    let a = performance.now()
    const matched = words ? index.matchSearch(words) : null
    let b = performance.now(); t[0]!.push(b - a); a = b
    const tests = index.filterTests(query)
    const active = tests.map((x) => x.name)
    const ans = index.answer({ matched, tests, plan: countPlan(active), sort: query.sort, search: words, offset: 0, pageSize: 24 })
    b = performance.now(); t[1]!.push(b - a); a = b
    facetsFromGroups(ans.groups ?? [], query, active)
    b = performance.now(); t[2]!.push(b - a); a = b
    t[3]!.push(ans.groups?.length ?? 0)
  }
  const med = (x: number[]) => [...x].sort((p, q) => p - q)[150]!.toFixed(2)
  console.log(name, 'match', med(t[0]!), 'answer', med(t[1]!), 'facets', med(t[2]!), 'groups', t[3]![0])
}
process.exit(0)
