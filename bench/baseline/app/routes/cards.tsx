import { Link, useLoaderData } from 'react-router'

interface Card {
  id: string
  name: string
  brand: string
  /** Euro cents. */
  price: number
  imageUrl: string
}

const BRANDS = ['Titleist', 'Callaway', 'TaylorMade', 'Ping', 'Cobra', 'Mizuno']
const ITEMS = ['Driver 10.5°', '3 Wood 15°', 'Hybrid 4', 'Irons 5-PW', 'Putter 34"', 'Wedge 56°']

/** The 24 cards of a browse page, made once: the loader does no I/O. */
const CARDS: Card[] = Array.from({ length: 24 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `${BRANDS[i % BRANDS.length]} ${ITEMS[(i * 5) % ITEMS.length]}`,
  brand: BRANDS[i % BRANDS.length]!,
  price: 3_500 + i * 1_275,
  imageUrl: `/media/baseline-${i % 4}.webp`,
}))

const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

export function loader() {
  return { cards: CARDS }
}

export function meta() {
  return [{ title: 'Baseline: 24 cards' }]
}

export default function Cards() {
  const { cards } = useLoaderData<typeof loader>()
  return (
    <main>
      <h1>Golf equipment</h1>
      <ul>
        {cards.map((card, index) => (
          <li key={card.id}>
            <article>
              <Link to={`/product/${card.id}`}>
                <img
                  src={card.imageUrl}
                  alt={card.name}
                  width={480}
                  height={480}
                  loading={index < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </Link>
              <p>{card.brand}</p>
              <h3>
                <Link to={`/product/${card.id}`}>{card.name}</Link>
              </h3>
              <p>
                <data value={card.price}>{euros.format(card.price / 100)}</data>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </main>
  )
}
