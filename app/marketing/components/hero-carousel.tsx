import { useEffect, useState } from 'react'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Icon } from '~/ui/icon'
import { HERO_ROTATION_MS, isRotating, stepSlide } from '../carousel'
import clubsImage from '../illustrations/hero-clubs.svg'
import protectionImage from '../illustrations/hero-protection.svg'
import sellImage from '../illustrations/hero-sell.svg'
import shippingImage from '../illustrations/hero-shipping.svg'

interface Slide {
  id: string
  image: string
  title: MessageKey
  subtitle: MessageKey
}

const SLIDES: readonly Slide[] = [
  {
    id: 'clubs',
    image: clubsImage,
    title: 'landing.carousel.clubs.title',
    subtitle: 'landing.carousel.clubs.subtitle',
  },
  {
    id: 'sell',
    image: sellImage,
    title: 'landing.carousel.sell.title',
    subtitle: 'landing.carousel.sell.subtitle',
  },
  {
    id: 'shipping',
    image: shippingImage,
    title: 'landing.carousel.shipping.title',
    subtitle: 'landing.carousel.shipping.subtitle',
  },
  {
    id: 'protection',
    image: protectionImage,
    title: 'landing.carousel.protection.title',
    subtitle: 'landing.carousel.protection.subtitle',
  },
]

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/**
 * The hero carousel (WAI-ARIA carousel pattern). The server renders the first slide, so it reads
 * fine without JavaScript; the controls appear once hydrated. It rotates every 4 s (SPEC §9), holds
 * while the pointer is over it or keyboard focus is in it, and starts paused for visitors who prefer
 * reduced motion. Hidden slides are inert and hidden from assistive tech.
 */
export function HeroCarousel() {
  const t = useT()
  const [current, setCurrent] = useState(0)
  const [hydrated, setHydrated] = useState(false)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    setHydrated(true)
    const query = window.matchMedia(REDUCED_MOTION)
    if (query.matches) setPaused(true)
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPaused(true)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  const rotating = hydrated && isRotating({ paused, hovered, focused })

  // Restarted on every slide change, so a slide picked by hand also gets its full 4 s.
  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setCurrent(stepSlide(current, SLIDES.length)), HERO_ROTATION_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, current])

  /** Play and pause are explicit choices: they win over a hold until the next hover or focus. */
  const toggleRotation = () => {
    setPaused((value) => !value)
    setHovered(false)
    setFocused(false)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('landing.carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      className="rounded-[2rem] bg-white p-3 text-slate-900 shadow-2xl shadow-brand-950/40 ring-1 ring-white/20 sm:p-4"
    >
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map((slide, index) => {
          const active = index === current
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; a fieldset is for forms.
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('landing.carousel.slideLabel', { index: index + 1, count: SLIDES.length })}
              aria-hidden={active ? undefined : true}
              // React 18 has no `inert` prop: an empty string is the attribute present (hidden slides).
              {...(active ? {} : { inert: '' })}
              data-active={active}
              className={cn(
                '[grid-area:1/1] transition-opacity duration-700 ease-out motion-reduce:transition-none',
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <img
                src={slide.image}
                alt=""
                width={640}
                height={480}
                decoding="async"
                fetchPriority={index === 0 ? 'high' : 'low'}
                className="aspect-[4/3] w-full rounded-3xl bg-brand-50 object-cover"
              />
              <div className="px-2 pt-4 sm:px-3">
                <p className="text-balance font-bold text-brand-950 text-lg sm:text-xl">{t(slide.title)}</p>
                <p className="mt-1 text-pretty text-slate-600 text-sm sm:text-base">{t(slide.subtitle)}</p>
              </div>
            </div>
          )
        })}
      </div>
      <div
        className={cn(
          'mt-3 flex items-center justify-between gap-3 px-1 sm:px-2',
          // Without JavaScript the controls could do nothing; keep their space so nothing jumps.
          !hydrated && 'invisible',
        )}
      >
        <div className="flex items-center gap-1">
          {SLIDES.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => setCurrent(index)}
              aria-label={t('landing.carousel.goTo', { index: index + 1, title: t(slide.title) })}
              aria-current={index === current ? 'true' : undefined}
              className="group grid h-8 place-items-center rounded-full px-1"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all duration-300 motion-reduce:transition-none',
                  index === current ? 'w-7 bg-brand-700' : 'w-2 bg-slate-300 group-hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={toggleRotation}
          aria-label={paused ? t('landing.carousel.play') : t('landing.carousel.pause')}
          className="grid size-9 place-items-center rounded-full text-slate-600 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-slate-900"
        >
          {paused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
        </button>
      </div>
    </section>
  )
}
