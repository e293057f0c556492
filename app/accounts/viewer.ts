/** The signed-in user as every page sees it (from the root loader). */
export interface Viewer {
  id: string
  email: string
  name: string | null
  surname: string | null
  avatarUrl: string | null
  profileComplete: boolean
  cartCount: number
}
