import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

let t = Date.now()
const a = new PGlite({ extensions: { pg_trgm } })
await a.waitReady
console.log('first', Date.now() - t)
t = Date.now()
await a.exec('create extension pg_trgm; create table x(a int)')
const dump = await a.dumpDataDir('none')
console.log('dump', Date.now() - t, dump.size)
t = Date.now()
const b = new PGlite({ extensions: { pg_trgm } })
await b.waitReady
console.log('second fresh', Date.now() - t)
t = Date.now()
const c = new PGlite({ extensions: { pg_trgm }, loadDataDir: dump })
await c.waitReady
console.log('from dump', Date.now() - t, (await c.query('select count(*) from x')).rows)
t = Date.now()
if (a.clone) {
  const d = await a.clone()
  console.log('clone', Date.now() - t)
}
