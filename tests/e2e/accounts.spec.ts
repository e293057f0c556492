import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, DEMO_SELLERS } from '../../db/demo-data'
import { e2eDataDir } from '../../playwright.config'
import { latestMail, signIn, signUpAndCompleteProfile } from '../support/auth'
import { hydrated } from '../support/hydrated'

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`
}

async function openAccountMenu(page: Page, label = 'Account menu') {
  await page.locator(`summary[aria-label$=", ${label}"]`).click()
}

/** The texts of one language, for the journey that runs in both. */
const TEXT = {
  en: {
    signUpButton: 'Create Account',
    fullName: 'Full name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    nameRequired: 'Please enter your full name to continue.',
    nameRequiredTitle: 'Name Required',
    accountCreated: 'Account Created Successfully!',
    confirmSubject: 'Confirm your email address',
    firstName: 'First name',
    surname: 'Surname',
    phone: 'Phone number',
    areaCode: 'Area code',
    city: 'City',
    completeButton: 'Complete Profile',
    firstNameRequired: 'First name is required',
    surnameRequired: 'Surname is required',
    bothRequired: 'Both area code and phone number are required',
    phoneDigits: 'Phone number must be 6-15 digits',
    areaCodeInvalid: 'Please select a valid EU area code',
    cityRequired: 'City is required',
    fixErrors: 'Please fix the errors',
    profileCompleted: 'Profile completed!',
    welcome: (name: string, surname: string) => `Welcome, ${name} ${surname}!`,
    emailConfirmed: 'Email confirmed',
    accountMenu: 'Account menu',
    signOut: 'Sign Out',
    signedOut: 'You have been signed out',
    signInNav: 'Sign In',
    signInButton: 'Sign In',
    invalidCredentials: 'Invalid credentials',
    invalidCredentialsDescription: 'Please check your email and password and try again.',
    forgot: 'Forgot password?',
    sendLink: 'Send reset link',
    resetSent: 'Password reset email sent!',
    resetSubject: 'Reset your password',
    newPassword: 'New password',
    saveNewPassword: 'Save new password',
    resetDone: 'Password reset successfully!',
    welcomeBack: 'Welcome back',
    spainOption: 'Spain (+34)',
  },
  es: {
    signUpButton: 'Crear cuenta',
    fullName: 'Nombre completo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    nameRequired: 'Introduce tu nombre completo para continuar.',
    nameRequiredTitle: 'Nombre obligatorio',
    accountCreated: '¡Cuenta creada correctamente!',
    confirmSubject: 'Confirma tu dirección de correo electrónico',
    firstName: 'Nombre',
    surname: 'Apellidos',
    phone: 'Número de teléfono',
    areaCode: 'Prefijo',
    city: 'Ciudad',
    completeButton: 'Completar perfil',
    firstNameRequired: 'El nombre es obligatorio',
    surnameRequired: 'Los apellidos son obligatorios',
    bothRequired: 'El prefijo y el número de teléfono son obligatorios',
    phoneDigits: 'El número de teléfono debe tener entre 6 y 15 dígitos',
    areaCodeInvalid: 'Selecciona un prefijo válido de la UE',
    cityRequired: 'La ciudad es obligatoria',
    fixErrors: 'Corrige los errores',
    profileCompleted: '¡Perfil completado!',
    welcome: (name: string, surname: string) => `¡Hola, ${name} ${surname}!`,
    emailConfirmed: 'Correo electrónico confirmado',
    accountMenu: 'Menú de la cuenta',
    signOut: 'Cerrar sesión',
    signedOut: 'Has cerrado sesión',
    signInNav: 'Iniciar sesión',
    signInButton: 'Iniciar sesión',
    invalidCredentials: 'Credenciales no válidas',
    invalidCredentialsDescription: 'Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.',
    forgot: '¿Has olvidado tu contraseña?',
    sendLink: 'Enviar enlace',
    resetSent: '¡Correo para restablecer la contraseña enviado!',
    resetSubject: 'Restablece tu contraseña',
    newPassword: 'Nueva contraseña',
    saveNewPassword: 'Guardar nueva contraseña',
    resetDone: '¡Contraseña restablecida correctamente!',
    welcomeBack: 'Bienvenido de nuevo',
    spainOption: 'España (+34)',
  },
} as const

for (const locale of ['en', 'es'] as const) {
  test(`the account journey (${locale}): sign up, confirm, complete the profile, sign out and in, reset the password`, async ({
    page,
  }) => {
    const t = TEXT[locale]
    // Spanish pages have their own addresses under /es (docs/decisions/0025).
    const at = (path: string) => (locale === 'es' ? `/es${path}` : path)
    const email = uniqueEmail(`journey-${locale}`)
    const password = 'first-password-123'
    const [name, surname] = locale === 'en' ? ['Ana', 'García'] : ['Lucía', 'Pérez']

    await page.goto('/signup')
    if (locale === 'es') {
      await hydrated(page)
      await page.getByRole('button', { name: 'Español' }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    }

    // Sign up, meeting the first validation message.
    await hydrated(page)
    await page.getByRole('button', { name: t.signUpButton }).click()
    await expect(page.getByText(t.nameRequired).first()).toBeVisible()
    await expect(page.getByText(t.nameRequiredTitle)).toBeVisible()
    await page.getByLabel(t.fullName).fill(`${name} ${surname}`)
    await page.getByLabel(t.email).fill(email)
    await page.getByLabel(t.password, { exact: true }).fill(password)
    await page.getByLabel(t.confirmPassword).fill(password)
    await page.getByRole('button', { name: t.signUpButton }).click()
    await expect(page).toHaveURL(at('/complete-profile?new=1'))
    await expect(page.getByText(t.accountCreated)).toBeVisible()

    // The confirmation mail is in the outbox.
    const confirmation = await latestMail(e2eDataDir, email)
    expect(confirmation.subject).toBe(t.confirmSubject)
    const verifyLink = confirmation.links.find((link) => link.includes('/api/auth/verify-email'))
    expect(verifyLink).toBeTruthy()

    // Complete the profile, meeting each validation message on the way.
    await hydrated(page)
    await expect(page.getByLabel(t.firstName)).toHaveValue(name)
    await expect(page.getByLabel(t.email)).toHaveValue(email)
    await expect(page.getByLabel(t.email)).toHaveAttribute('readonly', '')
    await page.getByLabel(t.firstName).fill('')
    await page.getByLabel(t.surname).fill('')
    await page.getByRole('button', { name: t.completeButton }).click()
    await expect(page.getByText(t.firstNameRequired)).toBeVisible()
    await expect(page.getByText(t.surnameRequired)).toBeVisible()
    await expect(page.getByText(t.bothRequired)).toBeVisible()
    await expect(page.getByText(t.cityRequired)).toBeVisible()
    await expect(page.getByText(t.fixErrors)).toBeVisible()
    await page.getByLabel(t.firstName).fill(name)
    await page.getByLabel(t.surname).fill(surname)
    await expect(page.getByText(t.firstNameRequired)).toBeHidden()

    // Non-digits are stripped while typing; too few digits is refused.
    await page.getByLabel(t.phone).fill('612-3a4')
    await expect(page.getByLabel(t.phone)).toHaveValue('61234')
    await page.getByLabel(t.areaCode).selectOption({ label: t.spainOption })
    await expect(page.getByText(t.phoneDigits)).toBeVisible()
    await page.getByLabel(t.phone).fill('612 345 678')
    await expect(page.getByLabel(t.phone)).toHaveValue('612345678')
    await expect(page.getByText(t.phoneDigits)).toBeHidden()

    // A tampered area code (not one of the list) is refused as well.
    await page.getByLabel(t.areaCode).evaluate((select: HTMLSelectElement) => {
      select.add(new Option('34', '34'))
      select.value = '34'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await expect(page.getByText(t.areaCodeInvalid)).toBeVisible()
    await page.getByLabel(t.areaCode).selectOption({ label: t.spainOption })

    // The city picker suggests after two characters, with the area code.
    await page.getByRole('combobox', { name: t.city }).fill('M')
    await expect(page.getByRole('listbox')).toBeHidden()
    await page.getByRole('combobox', { name: t.city }).fill('Ma')
    await expect(page.getByRole('option', { name: /Madrid\s*\+34/ })).toBeVisible()
    await page.getByRole('option', { name: /Madrid/ }).click()
    await expect(page.getByRole('combobox', { name: t.city })).toHaveValue('Madrid')
    await expect(page.getByText(t.cityRequired)).toBeHidden()

    await page.getByRole('button', { name: t.completeButton }).click()
    await expect(page).toHaveURL(at('/home'))
    await expect(page.getByRole('heading', { name: t.welcome(name, surname) })).toBeVisible()
    await expect(page.getByText(t.profileCompleted)).toBeVisible()

    // The confirmation link verifies the address and leads to the site root (which sends a
    // signed-in user home).
    await page.goto(verifyLink!)
    await expect(page).toHaveURL(at('/home'))
    await expect(page.getByText(t.emailConfirmed)).toBeVisible()

    // Sign out from the user menu.
    await hydrated(page)
    await openAccountMenu(page, t.accountMenu)
    await page.getByRole('button', { name: t.signOut }).click()
    await expect(page.getByText(t.signedOut)).toBeVisible()
    await expect(page.getByRole('link', { name: t.signInNav, exact: true })).toBeVisible()

    // A wrong password.
    await page.goto(at('/auth'))
    await page.getByLabel(t.email).fill(email)
    await page.getByLabel(t.password, { exact: true }).fill('not-my-password')
    await page.getByRole('button', { name: t.signInButton, exact: true }).last().click()
    await expect(page.getByRole('alert').filter({ hasText: t.invalidCredentials })).toContainText(
      t.invalidCredentialsDescription,
    )
    await expect(page.getByLabel(t.email)).toHaveValue(email)

    // Forgot password -> mail -> reset -> sign in with the new password.
    await page.getByRole('link', { name: t.forgot }).click()
    // The sign-in page has an e-mail field with the same label: wait for the new page first.
    await expect(page).toHaveURL(/\/forgot-password/)
    await expect(page.getByRole('button', { name: t.sendLink })).toBeVisible()
    await page.getByLabel(t.email).fill(email)
    const requestedAt = Date.now()
    await page.getByRole('button', { name: t.sendLink }).click()
    await expect(page.getByRole('status').filter({ hasText: t.resetSent })).toBeVisible()
    const resetMail = await latestMail(e2eDataDir, email, { after: requestedAt - 1000 })
    expect(resetMail.subject).toBe(t.resetSubject)
    const resetLink = resetMail.links.find((link) => link.includes('/reset-password?token='))
    await page.goto(resetLink!)
    const newPassword = 'second-password-456'
    await page.getByLabel(t.newPassword).fill(newPassword)
    await page.getByLabel(t.confirmPassword).fill(newPassword)
    await page.getByRole('button', { name: t.saveNewPassword }).click()
    await expect(page).toHaveURL(at('/auth'))
    await expect(page.getByText(t.resetDone)).toBeVisible()

    await page.getByLabel(t.email).fill(email)
    await page.getByLabel(t.password, { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: t.signInButton, exact: true }).last().click()
    await expect(page).toHaveURL(at('/home'))
    // The toast (the landing's welcome-back heading carries the name as well).
    await expect(page.getByText(t.welcomeBack, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: t.welcome(name, surname) })).toBeVisible()
  })
}

test('a protected page sends a visitor to sign in and back; the Orders link opens the Orders tab', async ({
  page,
}) => {
  const seller = DEMO_SELLERS[1]!
  await page.goto('/profile?tab=orders')
  await expect(page).toHaveURL('/auth?redirectTo=%2Fprofile%3Ftab%3Dorders')
  await expect(page.getByText('Sign In Required')).toBeVisible()
  await page.getByLabel('Email').fill(seller.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await expect(page).toHaveURL('/profile?tab=orders')
  await expect(page.getByText('My Profile', { exact: true })).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Profile sections' })
  await expect(tabs.getByRole('link', { name: /Orders/ })).toHaveAttribute('aria-current', 'page')
  await expect(tabs.getByRole('link', { name: /Listings\s*\d+/ })).toBeVisible()

  // The nav's user menu: Profile, Orders, List Product, Sign Out.
  await hydrated(page)
  await openAccountMenu(page)
  const menu = page.locator('details[open]')
  for (const item of ['Profile', 'Orders', 'List Product']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await menu.getByRole('link', { name: 'Profile', exact: true }).click()
  await expect(page).toHaveURL('/profile')

  // View and edit mode of the profile card.
  await page.getByRole('link', { name: 'Edit Profile' }).click()
  await page.getByLabel('Postal code').fill('08022')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByText('Profile updated')).toBeVisible()
  await expect(page.getByText('08022, Barcelona, Spain')).toBeVisible()

  for (const path of ['/seller/dashboard', '/buyer/dashboard']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path === '/seller/dashboard' ? 'Seller Dashboard' : 'Buyer Dashboard',
    )
  }
})

test('signing in through the OpenID provider creates an account', async ({ page }) => {
  const login = `oidc-golfer-${Date.now().toString(36)}`
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Continue with Fairway ID' }).click()

  // The provider's own (development) screens.
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('anything')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()

  // Back on the site, signed in as a new user who completes the profile.
  await expect(page).toHaveURL('/complete-profile?new=1')
  await expect(page.getByLabel('Email')).toHaveValue(`${login}@id.example.test`)
  await expect(page.getByLabel('First name')).toHaveValue('Oidc')
  await page.getByLabel('Surname').fill('Golfer')
  await page.getByLabel('Area code').selectOption('+31')
  await page.getByLabel('Phone number').fill('612345678')
  await page.getByLabel('City').fill('Amsterdam')
  await page.getByRole('button', { name: 'Complete Profile' }).click()
  await expect(page).toHaveURL('/home')
  await expect(page.getByRole('heading', { name: 'Welcome, Oidc Golfer!' })).toBeVisible()
})

test('seller onboarding: validation, session storage, toasts and the routes the spec keeps', async ({
  page,
}) => {
  await signUpAndCompleteProfile(page, { name: 'Sam', surname: 'Seller' })
  await page.goto('/seller/registration')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Create Seller Profile' })).toBeVisible()
  await expect(page.getByText('Tell us about yourself')).toBeVisible()

  // Validation on submit first…
  await page.getByLabel('Full Name').fill('S')
  await page.getByLabel('Email').fill('sam@')
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden()
  await page.getByRole('button', { name: 'Continue' }).click()
  for (const message of [
    'Profile picture is required',
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter your city',
    'Please enter a valid postal code',
  ]) {
    await expect(page.getByText(message)).toBeVisible()
  }
  // …then on every change.
  await page.getByLabel('Full Name').fill('Sam Seller')
  await expect(page.getByText('Name must be at least 2 characters')).toBeHidden()

  await page.getByTestId('seller-photo-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    // A 1x1 green PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  await expect(page.getByRole('button', { name: 'Change Photo' })).toBeVisible()
  await expect(page.getByAltText('Your profile photo')).toBeVisible()
  await page.getByLabel('Email').fill('sam@example.test')
  await page.getByLabel('Phone Number').fill('+34 612 345 678')
  await page.getByLabel('City').fill('Valencia')
  await page.getByLabel('Postal Code').fill('46001')
  await page.getByRole('button', { name: 'Continue' }).click()

  // SPEC §2: registration goes to /seller/account, which does not exist.
  await expect(page).toHaveURL('/seller/account')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('Profile information saved')).toBeVisible()
  const saved = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sellerProfile') ?? 'null'))
  expect(saved).toMatchObject({
    name: 'Sam Seller',
    email: 'sam@example.test',
    city: 'Valencia',
    postalCode: '46001',
  })
  expect(saved.profilePicture).toMatch(/^data:image\//)

  await page.goto('/seller/account-creation')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(page.getByText('Google sign-in')).toBeVisible()
  await expect(page.getByText('Or continue with email')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1')
  await page.getByLabel('Confirm Password').fill('long-enough-2')
  await expect(page.getByText("Passwords don't match")).toBeVisible()
  await page.getByLabel('Confirm Password').fill('long-enough-1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled()
  // After the simulated wait: /seller/product, which does not exist either.
  await expect(page).toHaveURL('/seller/product')
  await expect(page.getByText('Account created successfully!')).toBeVisible()
  await expect(page.getByText("Now let's list your first product")).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  // Without the saved profile: an error and /seller/register (no such page).
  await page.goto('/seller/account-creation')
  await hydrated(page)
  await page.evaluate(() => sessionStorage.removeItem('sellerProfile'))
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1')
  await page.getByLabel('Confirm Password').fill('long-enough-1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL('/seller/register')
  await expect(page.getByText('Profile information not found. Please start again.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a state-changing request from another site is refused', async ({ request }) => {
  const response = await request.post('/auth', {
    headers: { origin: 'https://evil.example' },
    form: { intent: 'email', email: 'a@example.test', password: 'x' },
  })
  expect(response.status()).toBe(403)
  const ours = await request.post('/auth', {
    headers: { origin: new URL(test.info().project.use.baseURL ?? '').origin },
    form: { intent: 'email', email: 'a@example.test', password: '' },
  })
  expect(ours.status()).toBe(400)
})

test('signIn helper works for the demo sellers', async ({ page }) => {
  const seller = DEMO_SELLERS[0]!
  await signIn(page, seller.email, DEMO_PASSWORD)
  await expect(page).toHaveURL('/home')
  await expect(
    page.getByRole('heading', { name: `Welcome, ${seller.name} ${seller.surname}!` }),
  ).toBeVisible()
})
