/**
 * The product page's view of a club's grades (issue #28), worked out in the page's language by
 * productGradesView (grades.server.ts), so the page ships no grading rules.
 */
import type { GradedComponent } from './grades'

export interface GradedComponentView {
  component: GradedComponent
  name: string
  grade: number
  /** "8/10". */
  outOf: string
  definition: string
  /** The listing's photo of the component's slot (the face for the head...), when it has one. */
  photo: { url: string; thumbUrl: string; alt: string } | null
}

export interface ProductGradesView {
  title: string
  intro: string
  /** "Head 8 · Shaft 9 · Grip 6". */
  summary: string
  components: GradedComponentView[]
}
