import { Download, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { useSubmit } from 'react-router'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Card } from '~/ui/card'
import { ConfirmDialog } from '~/ui/confirm-dialog'
import { Form, useLocalePath } from '~/ui/link'

/**
 * "Download my data" and "Delete my fitting data" (issue #30 item 5). Deleting asks once (a
 * dialog); without JavaScript the button posts straight away.
 */
export function FitDataActions({ hasProfile }: { hasProfile: boolean }) {
  const t = useT()
  const localize = useLocalePath()
  const [confirming, setConfirming] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const submit = useSubmit()
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="fit-data-title">
      <h2 id="fit-data-title" className="font-semibold text-lg text-slate-900">
        {t('golferProfile.data.title')}
      </h2>
      <div className="mt-4 space-y-5">
        <div>
          <a
            href={localize('/profile/data-export')}
            download
            className={buttonClass('outline', 'md', 'w-full sm:w-auto')}
            data-testid="download-my-data"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('golferProfile.data.download')}
          </a>
          <p className="mt-2 text-slate-600 text-sm">{t('golferProfile.data.downloadHint')}</p>
        </div>
        {hasProfile ? (
          <Form method="post" ref={form}>
            <input type="hidden" name="intent" value="delete" />
            <button
              type="submit"
              className={buttonClass(
                'outline',
                'md',
                'w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto',
              )}
              onClick={(event) => {
                event.preventDefault()
                setConfirming(true)
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('golferProfile.data.delete')}
            </button>
            <p className="mt-2 text-slate-600 text-sm">{t('golferProfile.data.deleteHint')}</p>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('golferProfile.data.confirmTitle')}
              description={t('golferProfile.data.confirmText')}
              confirmLabel={t('golferProfile.data.confirm')}
              cancelLabel={t('common.cancel')}
              tone="danger"
              onConfirm={() => {
                if (form.current) submit(form.current)
              }}
            />
          </Form>
        ) : null}
      </div>
    </Card>
  )
}
