import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { Form } from '~/ui/link'

export interface SocialProviderOption {
  id: string
  name: string
  kind: 'google' | 'oidc'
}

export function GoogleMark({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z"
      />
    </svg>
  )
}

export function AppleMark({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" fill="currentColor">
      <path d="M12.15 6.9c-.95 0-2.42-1.08-3.96-1.04-2.04.03-3.91 1.18-4.96 3.01-2.12 3.68-.55 9.1 1.52 12.09 1.01 1.45 2.21 3.09 3.79 3.04 1.52-.07 2.09-.99 3.94-.99 1.83 0 2.35.99 3.96.95 1.64-.03 2.68-1.48 3.68-2.95 1.16-1.69 1.64-3.33 1.66-3.42-.04-.01-3.18-1.22-3.22-4.86-.03-3.04 2.48-4.49 2.6-4.56-1.43-2.09-3.62-2.32-4.39-2.38-2-.15-3.68 1.09-4.62 1.09Zm3.38-3.07c.84-1.01 1.4-2.43 1.25-3.83-1.21.05-2.66.8-3.53 1.82-.78.9-1.45 2.34-1.27 3.71 1.34.1 2.71-.69 3.55-1.7Z" />
    </svg>
  )
}

/**
 * "Continue with …" for each configured third-party provider (none configured: nothing shows).
 * Each is a form posting to the page's action, which sends the browser on to the provider.
 */
export function SocialButtons({
  providers,
  redirectTo,
}: {
  providers: SocialProviderOption[]
  redirectTo: string
}) {
  const t = useT()
  if (providers.length === 0) return null
  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <Form key={provider.id} method="post">
          <input type="hidden" name="intent" value="social" />
          <input type="hidden" name="provider" value={provider.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className={buttonClass('outline', 'lg', 'w-full')}>
            {provider.kind === 'google' ? (
              <GoogleMark />
            ) : (
              <Icon name="key-round" className="size-5 text-brand-700" />
            )}
            {t('auth.continueWith', { provider: provider.name })}
          </button>
        </Form>
      ))}
      <div className="flex items-center gap-3 py-1 text-slate-500 text-xs uppercase tracking-wide">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  )
}
