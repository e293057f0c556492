import { SUBCATEGORIES, SUBCATEGORY_TITLE_KEY } from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { LogoMark } from '~/ui/logo-mark'

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold text-sm text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">{children}</ul>
    </div>
  )
}

function FooterLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className="text-brand-100/80 hover:text-white">
        {children}
      </Link>
    </li>
  )
}

export function Footer() {
  const t = useT()
  return (
    <footer className="mt-16 bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <div className="flex items-center gap-2 font-bold text-lg text-white">
            <LogoMark />
            {t('app.name')}
          </div>
          <p className="mt-3 text-brand-100/80 text-sm">{t('footer.aboutText')}</p>
        </div>
        <Column title={t('footer.company')}>
          <FooterLink to="/onboarding">{t('footer.about')}</FooterLink>
          <FooterLink to="/faq#contact">{t('footer.contact')}</FooterLink>
          <FooterLink to="/news">{t('nav.news')}</FooterLink>
        </Column>
        <Column title={t('footer.categories')}>
          {SUBCATEGORIES.map((id) => (
            <FooterLink key={id} to={`/browse?subcategory=${id}`}>
              {t(SUBCATEGORY_TITLE_KEY[id])}
            </FooterLink>
          ))}
        </Column>
        <Column title={t('footer.support')}>
          <FooterLink to="/faq">{t('footer.faq')}</FooterLink>
          <FooterLink to="/shipping">{t('footer.shipping')}</FooterLink>
          <FooterLink to="/returns">{t('footer.returns')}</FooterLink>
          <FooterLink to="/faq#contact">{t('footer.contact')}</FooterLink>
        </Column>
        <Column title={t('footer.legal')}>
          <FooterLink to="/terms">{t('footer.terms')}</FooterLink>
          <FooterLink to="/privacy">{t('footer.privacy')}</FooterLink>
        </Column>
      </Container>
      <div className="border-white/10 border-t">
        <Container className="flex flex-col gap-2 py-6 text-brand-100/70 text-xs sm:flex-row sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.madeIn')}</p>
        </Container>
      </div>
    </footer>
  )
}
