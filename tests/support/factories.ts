// The factories live in db/factories.ts (the demo seed uses them too, and production code may not
// import from tests/). This re-export keeps older imports working.
export * from '../../db/factories'
