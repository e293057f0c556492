import { Icon } from '~/ui/icon'
import type { ProductGradesView } from '../condition/grades-view'

/**
 * The product page's graded condition (issue #28): "Head 8 · Shaft 9 · Grip 6", then each
 * component's grade with what it means, beside the listing's photo of that component's slot (the
 * face for the head, the shaft label, the grip). Texts come worked out in the page's language.
 */
export function ProductGrades({ view }: { view: ProductGradesView | null }) {
  if (!view) return null
  return (
    <section aria-labelledby="product-grades" data-testid="product-grades">
      <h2 id="product-grades" className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon name="gauge" className="size-5 text-brand-700" />
        {view.title}
      </h2>
      <p className="mt-1 font-bold text-lg text-slate-900" data-testid="grades-summary">
        {view.summary}
      </p>
      <p className="text-slate-600 text-sm">{view.intro}</p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {view.components.map((part) => (
          <li
            key={part.component}
            className="flex items-start gap-3 px-3 py-3"
            data-testid={`grade-${part.component}`}
          >
            {part.photo ? (
              <a href={part.photo.url} className="shrink-0 rounded-lg focus-visible:outline-2">
                <img
                  src={part.photo.thumbUrl}
                  alt={part.photo.alt}
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-16 rounded-lg bg-sand-100 object-cover"
                />
              </a>
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-900">{part.name}</span>
                <span className="font-bold text-brand-800 tabular-nums">{part.outOf}</span>
              </p>
              <p className="mt-0.5 text-slate-600 text-sm">{part.definition}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
