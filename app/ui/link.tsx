import { forwardRef, useCallback } from 'react'
import {
  type FormProps,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate as useRouterNavigate,
} from 'react-router'
import { localePath } from '~/i18n/paths'
import { useLocale } from '~/i18n/react'

/**
 * React Router's Link, NavLink, Form and navigate with site paths in the page's language: write
 * `/browse` and a Spanish page links to `/es/browse` (app/i18n/paths.ts). Import them from here,
 * not from react-router.
 */
export function useLocalePath() {
  const locale = useLocale()
  return useCallback((path: string) => localePath(path, locale), [locale])
}

function localizeTo(to: To, localize: (path: string) => string): To {
  if (typeof to === 'string') return localize(to)
  return to.pathname ? { ...to, pathname: localize(to.pathname) } : to
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const localize = useLocalePath()
  return <RouterLink ref={ref} to={localizeTo(to, localize)} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const localize = useLocalePath()
  return <RouterNavLink ref={ref} to={localizeTo(to, localize)} {...props} />
})

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ action, ...props }, ref) {
  const localize = useLocalePath()
  return <RouterForm ref={ref} action={action === undefined ? undefined : localize(action)} {...props} />
})

export function useNavigate() {
  const navigate = useRouterNavigate()
  const localize = useLocalePath()
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, localize), options),
    [navigate, localize],
  )
}
