import { useLoaderData } from 'react-router'
import { typedClubModels } from '~/catalog/passport/typed-models.server'
import { CLUB_TYPES, type ClubType } from '~/catalog/passport/vocabulary'
import { useT } from '~/i18n/react'
import { Cell, ConsoleTable } from '~/moderation/components/console-table'
import { requireAdmin } from '~/moderation/operators.server'
import { Link } from '~/ui/link'
import type { Route } from './+types/admin.catalogue'

/**
 * Club models sellers typed by hand (issue #27): not in the catalogue, kept apart for an operator
 * to add (db/club-models/, each row from the maker's spec sheet). Operators only; 404 otherwise.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const models = await typedClubModels()
  // Checked here: the page's bundle carries no golf vocabulary (it would join a shared chunk).
  return { models: models.map((model) => ({ ...model, clubType: clubTypeOf(model.clubType) })) }
}

function clubTypeOf(value: string | null): ClubType | null {
  return value !== null && (CLUB_TYPES as readonly string[]).includes(value) ? (value as ClubType) : null
}

export default function AdminCatalogue() {
  const { models } = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <section aria-labelledby="admin-catalogue">
      <h1 id="admin-catalogue" className="font-bold text-2xl text-slate-900">
        {t('passportWizard.admin.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('passportWizard.admin.intro')}</p>
      {models.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-300 border-dashed bg-white p-8 text-center text-slate-600">
          {t('passportWizard.admin.empty')}
        </p>
      ) : (
        <ConsoleTable
          caption={t('passportWizard.admin.title')}
          headers={[
            t('passportWizard.admin.brand'),
            t('passportWizard.admin.model'),
            t('passportWizard.admin.clubType'),
            t('passportWizard.admin.listings'),
            t('passportWizard.admin.newest'),
          ]}
        >
          {models.map((model) => (
            <tr key={`${model.brand}|${model.model}|${model.clubType}`}>
              <Cell>{model.brand}</Cell>
              <Cell>
                <span className="font-medium">{model.model}</span>
              </Cell>
              <Cell>{model.clubType ? t(`passport.clubType.${model.clubType}`) : '—'}</Cell>
              <Cell className="px-3 py-2 text-right align-top tabular-nums">{model.listings}</Cell>
              <Cell>
                <Link
                  to={`/product/${model.newestProductId}`}
                  aria-label={t('passportWizard.admin.open', { model: `${model.brand} ${model.model}` })}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {t('passportWizard.admin.newest')}
                </Link>
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  )
}
