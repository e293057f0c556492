/** Call-to-action links on the dark green hero and closing panels (the ui buttons suit light ground). */
const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-7 font-semibold text-base transition-colors focus-visible:outline-white sm:h-13'

export const onDarkPrimaryAction = `${base} bg-white text-brand-900 shadow-lg shadow-brand-950/30 hover:bg-sand-50`
export const onDarkSecondaryAction = `${base} bg-white/5 text-white ring-1 ring-white/30 hover:bg-white/15`
