import { Dialog as RadixDialog } from 'radix-ui'
import { type ReactNode, useRef } from 'react'
import { cn } from './cn'

/**
 * The modal dialog of the app (Radix Dialog underneath): the focus moves in when it opens, stays
 * inside while it is open, Escape or the overlay closes it, and the focus goes back to where it was
 * (the button that opened it). Every dialog has a title and may have a description for screen
 * readers (visually hidden with `srOnlyText`). `variant: 'fullscreen'` covers the whole screen
 * (the photo viewer); `'panel'` is a centred card.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  srOnlyText = false,
  variant = 'panel',
  className,
  onKeyDown,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  /** Title and description are for screen readers only (the content speaks for itself). */
  srOnlyText?: boolean
  variant?: 'panel' | 'fullscreen'
  className?: string
  onKeyDown?: (event: React.KeyboardEvent<HTMLDivElement>) => void
  children: ReactNode
}) {
  // Radix returns the focus only to its own Trigger: remember whatever opened the dialog instead.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={cn(
            'fixed inset-0 z-50',
            variant === 'fullscreen' ? 'bg-slate-950/95' : 'bg-slate-900/40 backdrop-blur-[1px]',
          )}
        />
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
            opener.current = null
          }}
          className={cn(
            'fixed z-50 focus:outline-none',
            variant === 'fullscreen'
              ? 'inset-0 flex flex-col'
              : 'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl',
            className,
          )}
        >
          <RadixDialog.Title className={srOnlyText ? 'sr-only' : 'font-semibold text-lg text-slate-900'}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={srOnlyText ? 'sr-only' : 'mt-2 text-slate-600'}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** A button that closes the dialog it is in. */
export const DialogClose = RadixDialog.Close
