import { AlertDialog } from 'radix-ui'
import { type ReactNode, useRef } from 'react'
import { buttonClass } from './button'

/**
 * Asks before an action that cannot be taken back (Radix AlertDialog: an alertdialog role, the
 * focus moves to the safe choice, Escape cancels). Controlled: the caller opens it after checking
 * what was entered, and `onConfirm` runs the action. `tone: 'danger'` for destructive actions.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** More to read before confirming (a warning, a summary). */
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  tone?: 'primary' | 'danger'
}) {
  // Opened by the caller, not by a Radix Trigger: remember what had the focus and return it there.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
            opener.current = null
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="font-semibold text-lg text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline')}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass(tone)} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
