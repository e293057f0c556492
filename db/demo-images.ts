/**
 * Product and avatar pictures for the demo, drawn as SVG and rasterised by sharp: nothing is
 * downloaded. Shapes only (no text), so no fonts are needed on the machine.
 */
import sharp from 'sharp'
import type { Subcategory } from '~/catalog/taxonomy'

const BACKGROUNDS = [
  ['#e8f5ee', '#c9e9d6'],
  ['#eef2f7', '#d5dfeb'],
  ['#fbf3e6', '#f1ddb9'],
  ['#f4eefb', '#dfd2f1'],
  ['#e9f6f8', '#c7e8ee'],
  ['#fdeeee', '#f6d2d2'],
] as const

const ACCENTS = ['#1f2937', '#166341', '#1d4ed8', '#b91c1c', '#6d28d9', '#0f766e', '#b45309'] as const

/** The shapes the demo can draw; the seed picks one from the item's name. */
export type DemoShape =
  | 'driver'
  | 'irons'
  | 'putter'
  | 'bag'
  | 'trolley'
  | 'ball'
  | 'umbrella'
  | 'polo'
  | 'shoe'
  | 'rangefinder'
  | 'watch'
  | 'green'

/** The drawing that fits an item: a putter for a putter, a trolley for a trolley. */
export function shapeFor(subcategory: Subcategory, name: string): DemoShape {
  const has = (pattern: RegExp) => pattern.test(name)
  switch (subcategory) {
    case 'clubs':
      if (has(/putter/i)) return 'putter'
      if (has(/driver|wood|hybrid|rescue/i)) return 'driver'
      return 'irons'
    case 'bags-trolleys':
      return has(/trolley/i) ? 'trolley' : 'bag'
    case 'accessories':
      return has(/umbrella/i) ? 'umbrella' : 'ball'
    case 'clothing-apparel':
      return 'polo'
    case 'shoes':
      return 'shoe'
    case 'electronics':
      return has(/watch|approach s\d|clip|g12/i) ? 'watch' : 'rangefinder'
    case 'training-aids':
      return 'green'
  }
}

function drawing(shape: DemoShape, accent: string) {
  switch (shape) {
    case 'driver':
      // Big rounded head, long shaft and grip.
      return `<rect x="392" y="90" width="14" height="520" rx="7" fill="#9ca3af" transform="rotate(-18 400 350)"/>
           <rect x="388" y="70" width="22" height="150" rx="10" fill="#111827" transform="rotate(-18 400 350)"/>
           <path d="M250 560 q-10 -70 90 -80 l170 -10 q60 0 60 55 q0 60 -70 70 l-200 20 q-45 5 -50 -55z" fill="${accent}"/>
           <path d="M300 590 l230 -22" stroke="#ffffff" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>`
    case 'irons':
      // Three blades side by side.
      return [0, 1, 2]
        .map(
          (i) => `<g transform="translate(${220 + i * 120} 0) rotate(${-8 + i * 8} 80 400)">
                <rect x="70" y="120" width="12" height="420" rx="6" fill="#9ca3af"/>
                <rect x="66" y="100" width="20" height="120" rx="9" fill="#111827"/>
                <path d="M40 540 h95 q18 0 18 18 v30 q0 16 -16 16 h-110 q-14 0 -10 -14z" fill="${accent}"/>
              </g>`,
        )
        .join('')
    case 'putter':
      // A mallet putter: shaft, grip, wide head with a sight line, and a ball.
      return `<rect x="394" y="110" width="12" height="470" rx="6" fill="#9ca3af" transform="rotate(8 400 350)"/>
           <rect x="390" y="90" width="22" height="140" rx="10" fill="#111827" transform="rotate(8 400 350)"/>
           <path d="M300 560 h190 q40 0 40 40 v10 q0 30 -30 30 h-200 q-30 0 -30 -30 v-20 q0 -30 30 -30z" fill="${accent}"/>
           <path d="M400 570 v60" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
           <circle cx="610" cy="615" r="26" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>`
    case 'bag':
      // Stand bag with strap, stand legs and club heads.
      return `<rect x="300" y="190" width="200" height="420" rx="60" fill="${accent}"/>
           <rect x="300" y="170" width="200" height="70" rx="24" fill="#111827"/>
           <rect x="330" y="330" width="140" height="120" rx="18" fill="#ffffff" fill-opacity=".25"/>
           <path d="M500 260 q90 120 0 300" stroke="#111827" stroke-width="16" fill="none" stroke-linecap="round"/>
           <path d="M320 600 l-60 80 M480 600 l60 80" stroke="#374151" stroke-width="12" stroke-linecap="round"/>
           ${[0, 1, 2].map((i) => `<rect x="${330 + i * 50}" y="110" width="22" height="80" rx="10" fill="#374151"/>`).join('')}`
    case 'trolley':
      // Frame and two wheels.
      return `<path d="M300 620 L470 200" stroke="#374151" stroke-width="22" stroke-linecap="round"/>
           <path d="M470 200 l60 -30" stroke="#111827" stroke-width="22" stroke-linecap="round"/>
           <path d="M380 420 l160 120" stroke="#374151" stroke-width="16" stroke-linecap="round"/>
           <circle cx="290" cy="630" r="58" fill="#111827"/><circle cx="290" cy="630" r="24" fill="${accent}"/>
           <circle cx="560" cy="560" r="48" fill="#111827"/><circle cx="560" cy="560" r="20" fill="${accent}"/>`
    case 'ball':
      // Golf ball on a tee.
      return `<circle cx="400" cy="330" r="150" fill="#ffffff" stroke="#d1d5db" stroke-width="4"/>
        ${Array.from({ length: 24 }, (_, i) => {
          const angle = (i / 24) * Math.PI * 2
          const radius = 60 + (i % 3) * 35
          return `<circle cx="${(400 + Math.cos(angle) * radius).toFixed(1)}" cy="${(330 + Math.sin(angle) * radius).toFixed(1)}" r="9" fill="#e5e7eb"/>`
        }).join('')}
        <path d="M340 480 h120 l-40 40 v150 h-40 v-150z" fill="${accent}"/>`
    case 'umbrella':
      // Open umbrella with alternating panels and a hooked handle.
      return `<path d="M160 400 q240 -300 480 0z" fill="${accent}"/>
        <path d="M280 400 q120 -290 120 -290 q0 0 120 290z" fill="#ffffff" fill-opacity=".85"/>
        <rect x="394" y="110" width="12" height="30" rx="5" fill="#374151"/>
        <path d="M400 400 v220 q0 50 -45 50 q-40 0 -40 -40" stroke="#374151" stroke-width="14" fill="none" stroke-linecap="round"/>`
    case 'polo':
      return `<path d="M280 200 l70 -40 h100 l70 40 l110 90 l-60 80 l-60 -40 v330 h-260 v-330 l-60 40 l-60 -80z" fill="${accent}"/>
        <path d="M350 160 l50 70 l50 -70" fill="#ffffff" fill-opacity=".85"/>
        <path d="M400 230 v90" stroke="#ffffff" stroke-opacity=".7" stroke-width="6"/>
        <circle cx="400" cy="260" r="7" fill="#ffffff"/><circle cx="400" cy="295" r="7" fill="#ffffff"/>`
    case 'shoe':
      // Golf shoe in profile with spikes.
      return `<path d="M170 520 q0 -90 80 -110 l130 -40 q60 -20 90 30 l40 60 q120 10 150 70 q10 40 -30 50 h-420 q-40 0 -40 -60z" fill="${accent}"/>
        <path d="M170 580 h460" stroke="#111827" stroke-width="24" stroke-linecap="round"/>
        ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${200 + i * 70}" y="590" width="16" height="26" rx="5" fill="#6b7280"/>`).join('')}
        <path d="M330 430 l80 60 M370 410 l80 60 M410 395 l70 55" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>`
    case 'rangefinder':
      return `<rect x="230" y="280" width="340" height="220" rx="50" fill="${accent}"/>
           <circle cx="300" cy="390" r="62" fill="#111827"/><circle cx="300" cy="390" r="36" fill="#60a5fa"/>
           <rect x="520" y="330" width="90" height="120" rx="24" fill="#111827"/>
           <rect x="400" y="250" width="90" height="40" rx="16" fill="#111827"/>`
    case 'watch':
      return `<rect x="350" y="140" width="100" height="520" rx="40" fill="#111827"/>
           <circle cx="400" cy="400" r="150" fill="${accent}"/><circle cx="400" cy="400" r="120" fill="#0b1220"/>
           <path d="M330 430 q70 -120 140 -20" stroke="#34d399" stroke-width="10" fill="none"/>
           <circle cx="470" cy="410" r="12" fill="#fbbf24"/>`
    case 'green':
      // Putting green with flag and alignment sticks.
      return `<ellipse cx="400" cy="560" rx="300" ry="90" fill="#16a34a"/>
        <ellipse cx="470" cy="555" rx="26" ry="10" fill="#14532d"/>
        <rect x="466" y="220" width="8" height="340" fill="#e5e7eb"/>
        <path d="M474 222 l120 40 l-120 40z" fill="${accent}"/>
        <path d="M180 640 l420 -50 M200 670 l420 -50" stroke="#f59e0b" stroke-width="10" stroke-linecap="round"/>
        <circle cx="300" cy="560" r="16" fill="#ffffff"/>`
  }
}

/** An 800x800 PNG of an item of the given shape; `variant` changes the colours. */
export async function drawProductImage(shape: DemoShape, variant: number): Promise<Buffer> {
  const [from, to] = BACKGROUNDS[variant % BACKGROUNDS.length]!
  const accent = ACCENTS[(variant * 3) % ACCENTS.length]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="700" rx="260" ry="26" fill="#000000" fill-opacity=".07"/>
    ${drawing(shape, accent)}
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A round avatar: a coloured disc with a simple head-and-shoulders figure. */
export async function drawAvatar(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <rect width="256" height="256" fill="${colour}"/>
    <circle cx="128" cy="104" r="46" fill="#ffffff" fill-opacity=".92"/>
    <path d="M48 236 q10 -78 80 -78 q70 0 80 78z" fill="#ffffff" fill-opacity=".92"/>
  </svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer()
}
