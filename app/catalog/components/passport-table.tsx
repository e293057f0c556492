import { useT } from '~/i18n/react'
import { Icon } from '~/ui/icon'
import type { PassportView } from '../passport/stock-comparison'

/** A number stays on the line of its unit ("−0.5 in" never breaks before "in"). */
function keepUnits(text: string) {
  return text.replace(/(\d) (in|kg)\b/g, '$1\u00a0$2')
}

/**
 * The product page's Passport (issue #27): each given spec against the catalogue model's stock
 * value, then the declared modifications, or "Specs not given" for a listing without a passport.
 * Two columns whose cells wrap, so a phone never scrolls sideways; the comparison sits under the
 * value. The rows come worked out in the page's language (passportView, run by the loader).
 */
export function PassportTable({ view }: { view: PassportView | null }) {
  const t = useT()
  const heading = (
    <h2 id="product-passport" className="flex items-center gap-2 font-semibold text-lg text-slate-900">
      <Icon name="clipboard-list" className="size-5 text-brand-700" />
      {t('passportPage.caption')}
    </h2>
  )
  if (!view || (view.rows.length === 0 && view.modifications === null)) {
    return (
      <section aria-labelledby="product-passport" data-testid="passport">
        {heading}
        <p className="mt-3 text-slate-600">{t('passport.notGiven')}</p>
      </section>
    )
  }
  return (
    <section aria-labelledby="product-passport" data-testid="passport">
      <table className="w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-xl border border-slate-200 text-sm">
        <caption className="pb-3 text-left">{heading}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('passportPage.specHeader')}</th>
            <th scope="col">{t('passportPage.valueHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row, index) => (
            <tr key={`${row.field}-${index}`} data-field={row.field}>
              <th
                scope="row"
                className="w-2/5 break-words border-slate-100 border-b bg-sand-50 px-3 py-2.5 text-left align-top font-medium text-slate-600"
              >
                {row.label}
              </th>
              <td className="break-words border-slate-100 border-b px-3 py-2.5 align-top text-slate-900">
                <span className="font-semibold">{keepUnits(row.value)}</span>
                {row.comparison ? (
                  <span
                    className={row.matchesStock === false ? 'block text-amber-800' : 'block text-slate-500'}
                  >
                    {keepUnits(row.comparison)}
                  </span>
                ) : null}
                {row.source ? (
                  <a
                    href={row.source.url}
                    rel="noopener noreferrer external"
                    target="_blank"
                    className="block text-brand-700 underline hover:text-brand-900"
                  >
                    {t('passportPage.specsFrom', { source: row.source.title })}
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
          {view.modifications ? (
            <tr data-field="modifications">
              <th
                scope="row"
                className="w-2/5 break-words bg-sand-50 px-3 py-2.5 text-left align-top font-medium text-slate-600"
              >
                {t('passport.field.modifications')}
              </th>
              <td className="break-words px-3 py-2.5 align-top text-slate-900">
                {view.modifications.length === 0 ? (
                  <span className="font-semibold text-green-800">{t('passport.unmodified')}</span>
                ) : (
                  <ul className="list-disc space-y-1 pl-4 font-semibold text-amber-900">
                    {view.modifications.map((text) => (
                      <li key={text}>{keepUnits(text)}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  )
}
