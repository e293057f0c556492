import { useLocation, useSearchParams } from 'react-router'
import { NavigationStatus } from '~/accounts/components/navigation-status'
import { useViewer } from '~/accounts/use-viewer'
import { searchTermOf } from '~/catalog/search-term'
import { SUBCATEGORIES } from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { Icon, type IconName } from '~/ui/icon'
import { Form, Link, NavLink } from '~/ui/link'
import { useSyncedValue } from '~/ui/use-synced-value'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { useAutoClose } from './use-auto-close'

/** Browse All, one link per golf subcategory, News/Blog (SPEC §2 "Navigation bar"). */
function useCategoryLinks() {
  const t = useT()
  return [
    { to: '/browse', label: t('nav.browseAll'), subcategory: null as string | null },
    ...SUBCATEGORIES.map((id) => ({
      to: `/browse?subcategory=${id}`,
      label: t(`nav.subcategory.${id}`),
      subcategory: id,
    })),
    { to: '/news', label: t('nav.news'), subcategory: null },
  ]
}

function SearchForm({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const t = useT()
  const [params] = useSearchParams()
  // The term as browse reads it, so this box and the browse page's box always show the same.
  const q = searchTermOf(params) ?? ''
  const input = useSyncedValue(q)
  return (
    <Form
      method="get"
      action="/browse"
      role="search"
      aria-label={t('nav.search')}
      className={cn('flex items-center gap-2', className)}
    >
      <label className="sr-only" htmlFor={autoFocus ? 'nav-search-popover' : 'nav-search'}>
        {t('nav.search')}
      </label>
      <input
        // A new term in the address (a search from the page, a removed word) replaces what is shown.
        ref={input}
        id={autoFocus ? 'nav-search-popover' : 'nav-search'}
        type="search"
        name="q"
        defaultValue={q}
        placeholder={t('nav.searchPlaceholder')}
        // biome-ignore lint/a11y/noAutofocus: the field is revealed by the user's click on the search icon.
        autoFocus={autoFocus}
        className="h-10 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
      />
      <button type="submit" className={buttonClass('primary', 'md')}>
        {t('nav.searchSubmit')}
      </button>
    </Form>
  )
}

const menuItemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-slate-700 text-sm hover:bg-slate-100 hover:text-slate-900'

/** An icon in the bar with its count (messages, cart, notifications); the count is in the label. */
function NavIconLink({
  to,
  label,
  icon,
  count,
  badgeClass,
  testId,
  phoneHidden = false,
  capped = false,
}: {
  to: string
  label: string
  icon: IconName
  count: number
  badgeClass: string
  testId: string
  phoneHidden?: boolean
  /** Shows 99+ above 99. */
  capped?: boolean
}) {
  return (
    <Link
      to={to}
      className={cn(
        'relative rounded-lg p-1.5 text-slate-700 hover:bg-slate-100 sm:p-2',
        phoneHidden && 'max-sm:hidden',
      )}
      aria-label={label}
      data-testid={`nav-${testId}`}
    >
      <Icon name={icon} className="size-5" />
      {count > 0 ? (
        <span
          className={cn(
            'absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full px-1 font-bold text-[11px] text-white',
            badgeClass,
          )}
          data-testid={`${testId}-badge`}
        >
          {capped && count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}

/** Sign in, or the signed-in visitor's links and menu (rendered on its own for shared pages, server/shared-pages.tsx). */
export function ViewerActions() {
  const t = useT()
  const viewer = useViewer()
  const menu = useAutoClose()
  const { pathname } = useLocation()
  if (!viewer) {
    return (
      <>
        <span className="hidden sm:inline-flex">
          <Link to="/auth" className={buttonClass('primary', 'sm')}>
            {t('nav.signIn')}
          </Link>
        </span>
        {/* Phones: the same link as an icon, so the bar fits 360px screens in both languages. */}
        <Link
          to="/auth"
          aria-label={t('nav.signIn')}
          className="rounded-lg bg-brand-700 p-2 text-white hover:bg-brand-800 sm:hidden"
        >
          <Icon name="log-in" className="size-5" />
        </Link>
      </>
    )
  }
  const displayName = [viewer.name, viewer.surname].filter(Boolean).join(' ')
  // Opening /notifications marks them read: the bell there shows none.
  const unread = /\/notifications\/?$/.test(pathname) ? 0 : viewer.unreadNotifications
  return (
    <>
      <Link to="/list-product" className={cn(buttonClass('outline', 'sm'), 'max-sm:hidden')}>
        <Icon name="circle-plus" className="size-4" />
        {t('nav.listProduct')}
      </Link>
      <NavIconLink
        to="/messages"
        // Phones: in the account menu instead, like the bell (the bar fits 360 px).
        phoneHidden
        label={t('messages.navWithCount', { count: viewer.unreadMessages })}
        icon="message-circle"
        count={viewer.unreadMessages}
        badgeClass="bg-red-600"
        testId="messages"
      />
      <NavIconLink
        to="/cart"
        label={t('nav.cartWithCount', { count: viewer.cartCount })}
        icon="shopping-cart"
        count={viewer.cartCount}
        badgeClass="bg-brand-700"
        testId="cart"
      />
      <NavIconLink
        to="/notifications"
        // Phones: in the account menu instead (the bar fits 360 px), with a dot on the menu button.
        phoneHidden
        label={unread > 0 ? t('notifications.bell', { count: unread }) : t('notifications.bellNone')}
        icon="bell"
        count={unread}
        badgeClass="bg-red-600"
        testId="bell"
        capped
      />
      <details ref={menu} className="relative">
        <summary
          className="relative flex cursor-pointer list-none items-center gap-2 rounded-lg p-1.5 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          // The visible name starts the accessible name (WCAG 2.5.3 label in name).
          aria-label={`${viewer.name ?? viewer.email}, ${t('nav.userMenu')}`}
        >
          {unread > 0 || viewer.unreadMessages > 0 ? (
            <span
              className="absolute top-0.5 right-0.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white sm:hidden"
              aria-hidden="true"
            />
          ) : null}
          {viewer.avatarUrl ? (
            // Low priority: a small picture, and React then puts no preload of it into <head>, which
            // a menu rendered on its own for a shared page could not do (server/shared-pages.tsx).
            <img
              src={viewer.avatarUrl}
              alt=""
              fetchPriority="low"
              decoding="async"
              className="size-7 rounded-full object-cover"
            />
          ) : (
            <span className="grid size-7 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="user" className="size-4" />
            </span>
          )}
          <span className="hidden max-w-32 truncate font-medium text-sm md:inline">
            {viewer.name ?? viewer.email}
          </span>
        </summary>
        <div className="absolute right-0 z-40 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          <div className="border-slate-100 border-b px-3 py-2">
            {displayName ? (
              <p className="truncate font-semibold text-slate-900 text-sm">{displayName}</p>
            ) : null}
            <p className="truncate text-slate-500 text-xs">{viewer.email}</p>
          </div>
          <div className="py-1">
            <Link className={menuItemClass} to="/profile">
              <Icon name="user-round" className="size-4" />
              {t('nav.profile')}
            </Link>
            <Link className={menuItemClass} to="/profile?tab=orders">
              <Icon name="clipboard-list" className="size-4" />
              {t('nav.orders')}
            </Link>
            <Link className={menuItemClass} to="/messages">
              <Icon name="message-circle" className="size-4" />
              {viewer.unreadMessages > 0
                ? t('messages.navWithCount', { count: viewer.unreadMessages })
                : t('messages.title')}
            </Link>
            <Link className={menuItemClass} to="/notifications">
              <Icon name="bell" className="size-4" />
              {unread > 0 ? t('notifications.bell', { count: unread }) : t('notifications.bellNone')}
            </Link>
            <Link className={menuItemClass} to="/favourites">
              <Icon name="heart" className="size-4" />
              {t('favourites.title')}
            </Link>
            <Link className={menuItemClass} to="/saved-searches">
              <Icon name="bell-ring" className="size-4" />
              {t('alerts.searches.title')}
            </Link>
            <Link className={menuItemClass} to="/list-product">
              <Icon name="circle-plus" className="size-4" />
              {t('nav.listProduct')}
            </Link>
            {viewer.admin ? (
              <Link className={menuItemClass} to="/admin">
                <Icon name="shield-check" className="size-4" />
                {t('admin.title')}
              </Link>
            ) : null}
          </div>
          <Form method="post" action="/auth/sign-out" className="border-slate-100 border-t pt-1">
            <button type="submit" className={menuItemClass}>
              <Icon name="log-out" className="size-4" />
              {t('nav.signOut')}
            </button>
          </Form>
        </div>
      </details>
    </>
  )
}

export function NavBar() {
  const t = useT()
  const links = useCategoryLinks()
  const location = useLocation()
  const [params] = useSearchParams()
  const categoriesMenu = useAutoClose()
  const searchMenu = useAutoClose()
  const activeSubcategory = location.pathname === '/browse' ? params.get('subcategory') : null
  const isActive = (link: { to: string; subcategory: string | null }) =>
    link.subcategory
      ? activeSubcategory === link.subcategory
      : link.to === '/browse'
        ? location.pathname === '/browse' && !activeSubcategory
        : location.pathname.startsWith(link.to)

  return (
    <header className="sticky top-0 z-30 border-slate-200 border-b bg-white/95 backdrop-blur">
      <NavigationStatus />
      <Container className="flex h-16 items-center gap-1 sm:gap-3">
        <details ref={categoriesMenu} className="relative lg:hidden">
          <summary
            className="cursor-pointer list-none rounded-lg p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            aria-label={t('nav.openMenu')}
          >
            <Icon name="menu" className="size-5" />
          </summary>
          <nav
            aria-label={t('nav.categories')}
            className="absolute left-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
          >
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
              >
                {link.label}
              </Link>
            ))}
            <div className="mt-2 border-slate-100 border-t px-3 pt-3 sm:hidden">
              <LanguageSwitcher className="w-fit" />
            </div>
          </nav>
        </details>
        <Logo />
        <SearchForm className="mx-4 hidden max-w-md flex-1 md:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <details ref={searchMenu} className="relative md:hidden">
            <summary
              className="cursor-pointer list-none rounded-lg p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
              aria-label={t('nav.search')}
              data-testid="nav-search-toggle"
            >
              <Icon name="search" className="size-5" />
            </summary>
            <div className="fixed inset-x-0 top-16 z-40 border-slate-200 border-b bg-white p-3 shadow-md">
              <SearchForm autoFocus />
            </div>
          </details>
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <ViewerActions />
        </div>
      </Container>
      <nav aria-label={t('nav.mainNavigation')} className="hidden border-slate-100 border-t lg:block">
        <Container className="flex h-11 items-center gap-1 overflow-x-auto text-sm">
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={() =>
                cn(
                  'whitespace-nowrap rounded-md px-2.5 py-1.5 font-medium',
                  isActive(link)
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-600 hover:bg-slate-50 hover:text-slate-900',
                )
              }
              aria-current={isActive(link) ? 'page' : undefined}
            >
              {link.label}
            </NavLink>
          ))}
        </Container>
      </nav>
    </header>
  )
}
