import { Link } from '~/ui/link'
import type { ProductFitView } from '../fit/fit-view.server'

/**
 * "Does it fit you?" on a club's page (issue #30 item 2): the verdict and each point explained, or
 * for a visitor and a member without a golfer profile only an invitation to add one. Every text
 * comes from the loader and the look from app.css (.product-fit): the product page is at its
 * JavaScript budget.
 */
export function ProductFit({ view }: { view: ProductFitView }) {
  return (
    <section className="product-fit">
      <h2>{view.heading}</h2>
      {view.summary && <strong>{view.summary}</strong>}
      <ul>
        {view.lines.map((line) => (
          <li key={line.spec} data-result={line.result}>
            {line.text}
          </li>
        ))}
      </ul>
      <p>
        {view.note} <Link to="/profile/fit">{view.link}</Link>
      </p>
    </section>
  )
}
