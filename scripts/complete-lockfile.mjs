// The npm registry reachable on our build machines only carries the Linux builds of packages that
// ship one binary per platform (biome, tailwind's oxide, esbuild, …). `npm install` then leaves the
// other platforms' optional packages out of package-lock.json, and `npm ci` refuses the lockfile as
// "out of sync". This adds the missing optional entries back (version only, as npm would record
// them against the full registry), so `npm ci` works. Run after every `npm install`:
//   npm run lockfile
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages
let added = 0
for (const [location, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = location ? `${location}/node_modules/${name}` : `node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    packages[hoisted] = {
      version: String(range).replace(/^[\^~=]/, ''),
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
    }
    added++
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} optional platform entries added`)
