/** The signed-in user as every page sees it (from the root loader). */
export interface Viewer {
  id: string
  email: string
  name: string | null
  surname: string | null
  avatarUrl: string | null
  profileComplete: boolean
  cartCount: number
  /** Conversations with something unread (issue #15), for the navigation's Messages link. */
  unreadMessages: number
  /** The marketplace's operator (granted from the command line only): may open /admin. */
  admin: boolean
}
