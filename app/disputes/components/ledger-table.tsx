import { useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'

/** An order's ledger rows for the operator: kind, amount, provider reference. */
export function LedgerTable({
  ledger,
}: {
  ledger: { key: string; kind: string; amount: number; reference: string | null; at: string }[]
}) {
  const t = useT()
  if (ledger.length === 0) return <p className="text-slate-600 text-sm">{t('disputes.admin.ledgerEmpty')}</p>
  return (
    <table className="mt-2 w-full text-left text-sm" data-testid="ledger">
      <tbody>
        {ledger.map((row) => (
          <tr key={row.key} className="border-slate-100 border-b">
            <td className="py-1 pr-3 font-mono">{row.kind}</td>
            <td className="py-1 pr-3 text-right">{formatEuros(row.amount)}</td>
            <td className="break-all py-1 font-mono text-slate-500 text-xs">{row.reference ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
