import { defineMessages } from '../define'

/**
 * Issue #28: keys are `conditionGrades.…`. The written definitions of the 10-point scale per
 * component follow the dealers' scales (Golfbidder's 1-10 per head, shaft and grip; 2nd Swing's
 * Mint / Above Average / Average / Below Average; the Japanese shops' ranks by seasons of use,
 * sky marks, chips and groove wear): docs/decisions/0054-graded-condition.md.
 */
export const conditionGrades = defineMessages(
  {
    'conditionGrades.component.head': 'Head',
    'conditionGrades.component.shaft': 'Shaft',
    'conditionGrades.component.grip': 'Grip',

    'conditionGrades.definition.head.10':
      'Never hit a ball: factory finish, no marks on the face, sole or crown.',
    'conditionGrades.definition.head.9':
      'Mint: a few rounds at most. Faint ball marks on the face only; no sky marks, chips or dents; grooves sharp.',
    'conditionGrades.definition.head.8':
      'About one season of use: light wear on the face and sole, tiny marks on the crown or top line, no chips; grooves crisp.',
    'conditionGrades.definition.head.7':
      'Two or three seasons: a clear ball mark on the face, scratches on the sole, a few small chips or a light sky mark; grooves worn but still biting.',
    'conditionGrades.definition.head.6':
      'Regular play for years: worn face, several chips and scratches, a sky mark or small dings; grooves visibly worn.',
    'conditionGrades.definition.head.5':
      'Well used: the face worn smooth where the ball strikes, many nicks and chips, paint missing in places; plays as it should.',
    'conditionGrades.definition.head.4':
      'Heavily worn: deep nicks, bare metal or rust spots on the sole and top line, grooves largely worn down; still plays.',
    'conditionGrades.definition.head.3':
      'Rough: big chips, dents or peeling finish all over, rust; the head is sound but looks it.',
    'conditionGrades.definition.head.2':
      'Damaged: a dented crown or face, a deep gouge or a loose ferrule; playable, but needs a repair soon.',
    'conditionGrades.definition.head.1':
      'Broken: cracked or caved-in face, cracked crown or a loose head. For parts or repair only.',

    'conditionGrades.definition.shaft.10': 'New: never played, label and finish perfect.',
    'conditionGrades.definition.shaft.9': 'Like new: label intact, no bag wear or marks.',
    'conditionGrades.definition.shaft.8': 'A few fine scratches from the bag; label complete.',
    'conditionGrades.definition.shaft.7':
      'Visible bag wear (scratches where it rubs on other clubs); label slightly scuffed; no dents.',
    'conditionGrades.definition.shaft.6':
      'Plenty of bag wear, label partly worn or peeling, small paint chips on graphite; straight and sound.',
    'conditionGrades.definition.shaft.5':
      'Heavily scuffed: worn paint or plating, label mostly gone; straight and sound.',
    'conditionGrades.definition.shaft.4':
      'Worn-through paint (graphite) or spots of rust (steel); still straight, no cracks.',
    'conditionGrades.definition.shaft.3':
      'Pitted rust or deep scratches into the material; straight, but the surface is damaged.',
    'conditionGrades.definition.shaft.2':
      'Damaged: a small dent (steel) or a splintering ferrule end; play it at your own risk and replace it soon.',
    'conditionGrades.definition.shaft.1': 'Bent, cracked, splintered or badly dented: needs a new shaft.',

    'conditionGrades.definition.grip.10': 'New: never played, or a new grip just fitted.',
    'conditionGrades.definition.grip.9': 'Like new: a round or two, full tack, no wear at all.',
    'conditionGrades.definition.grip.8': 'Good tack, a slight shine where the hands go; no wear.',
    'conditionGrades.definition.grip.7':
      'Some shine and a little wear under the thumbs; still tacky for another season.',
    'conditionGrades.definition.grip.6':
      'Shiny and firmer, worn under the thumbs; playable, replace it soon.',
    'conditionGrades.definition.grip.5':
      'Slick and hardened in places; a new grip (about 10 €) would make it feel right again.',
    'conditionGrades.definition.grip.4': 'Worn smooth and hard: it needs replacing.',
    'conditionGrades.definition.grip.3': 'Cracked or torn in places, or the tape shows through.',
    'conditionGrades.definition.grip.2': 'Badly torn or split: not playable until it is replaced.',
    'conditionGrades.definition.grip.1': 'Missing or destroyed: it needs a new grip.',

    // The wizard (details step).
    'conditionGrades.wizard.title': 'Grade the condition',
    'conditionGrades.wizard.intro':
      'Grade the head, the shaft and the grip from 1 to 10, as the dealers do. Pick the grade whose description fits: the listing’s condition follows from the three.',
    'conditionGrades.wizard.gradeLabel': '{component}: grade {grade} of 10',
    'conditionGrades.wizard.notChosen': 'Choose a grade to see what it means.',
    'conditionGrades.wizard.chosen': 'Grade {grade}:',
    'conditionGrades.wizard.scale': '{component}: the whole scale',
    'conditionGrades.wizard.condition': 'Condition of your listing: {condition}',
    'conditionGrades.wizard.conditionPending': 'Grade all three to see the listing’s condition.',
    'conditionGrades.wizard.rule':
      'The lowest of head and shaft decides; the grip counts up to 2 points less, since a new grip is a cheap fix.',
    'conditionGrades.rule.details': 'Grade the head, the shaft and the grip to continue.',
    // The wizard (pricing step): the condition is not chosen there for a club.
    'conditionGrades.pricing.title': 'Condition',
    'conditionGrades.pricing.fromGrades': '{condition}, from your grades: {summary}.',
    'conditionGrades.pricing.change': 'To change it, change the grades in step 2.',
    'conditionGrades.summary': '{head} · {shaft} · {grip}',
    'conditionGrades.summaryPart': '{component} {grade}',
    'conditionGrades.review.grades': 'Grades',
    // The product page.
    'conditionGrades.product.title': 'Condition, graded by the seller',
    'conditionGrades.product.intro':
      'Head, shaft and grip are each graded 1-10. The listing’s condition ({condition}) follows from them.',
    'conditionGrades.product.outOf': '{grade}/10',
    'conditionGrades.product.photoOf': 'Photo of the {slot}',
    'conditionGrades.product.noPhoto': 'No photo of this part',
    'conditionGrades.slot.face': 'face',
    'conditionGrades.slot.shaft-label': 'shaft label',
    'conditionGrades.slot.grip': 'grip',
    'conditionGrades.slot.face-7-iron': '7-iron’s face',
    'conditionGrades.slot.face-grooves': 'face and grooves',
    // Errors.
    'conditionGrades.error.required': 'Choose a grade from 1 to 10.',
    'conditionGrades.error.invalid': 'A grade is a whole number from 1 to 10.',
  },
  {
    'conditionGrades.component.head': 'Cabeza',
    'conditionGrades.component.shaft': 'Varilla',
    'conditionGrades.component.grip': 'Grip',

    'conditionGrades.definition.head.10':
      'Nunca ha golpeado una bola: acabado de fábrica, sin marcas en la cara, la suela ni la corona.',
    'conditionGrades.definition.head.9':
      'Impecable: unas pocas vueltas como mucho. Solo leves marcas de bola en la cara; sin marcas de cielo, desconchones ni abolladuras; estrías afiladas.',
    'conditionGrades.definition.head.8':
      'Una temporada de uso: ligero desgaste en la cara y la suela, marquitas en la corona o la línea superior, sin desconchones; estrías nítidas.',
    'conditionGrades.definition.head.7':
      'Dos o tres temporadas: marca de bola clara en la cara, arañazos en la suela, algún desconchón pequeño o una leve marca de cielo; estrías gastadas pero que aún agarran.',
    'conditionGrades.definition.head.6':
      'Años de juego habitual: cara gastada, varios desconchones y arañazos, una marca de cielo o pequeños golpes; estrías visiblemente gastadas.',
    'conditionGrades.definition.head.5':
      'Muy usado: la cara pulida donde golpea la bola, muchas muescas y desconchones, pintura perdida en zonas; juega como debe.',
    'conditionGrades.definition.head.4':
      'Muy desgastado: muescas profundas, metal desnudo u óxido en la suela y la línea superior, estrías casi gastadas; aún se puede jugar.',
    'conditionGrades.definition.head.3':
      'Castigado: grandes desconchones, abolladuras o acabado pelado por todas partes, óxido; la cabeza está sana, pero se nota.',
    'conditionGrades.definition.head.2':
      'Dañado: corona o cara abollada, un surco profundo o la virola suelta; se puede jugar, pero necesita reparación pronto.',
    'conditionGrades.definition.head.1':
      'Roto: cara agrietada o hundida, corona agrietada o cabeza suelta. Solo para piezas o reparación.',

    'conditionGrades.definition.shaft.10': 'Nueva: sin jugar, etiqueta y acabado perfectos.',
    'conditionGrades.definition.shaft.9': 'Como nueva: etiqueta intacta, sin roces de bolsa ni marcas.',
    'conditionGrades.definition.shaft.8': 'Algún arañazo fino de la bolsa; etiqueta completa.',
    'conditionGrades.definition.shaft.7':
      'Roces de bolsa visibles (arañazos donde toca con otros palos); etiqueta algo rozada; sin abolladuras.',
    'conditionGrades.definition.shaft.6':
      'Muchos roces de bolsa, etiqueta en parte gastada o despegada, pequeños desconchones en el grafito; recta y sana.',
    'conditionGrades.definition.shaft.5':
      'Muy rozada: pintura o cromado gastados, etiqueta casi desaparecida; recta y sana.',
    'conditionGrades.definition.shaft.4':
      'Pintura gastada hasta el fondo (grafito) o puntos de óxido (acero); aún recta, sin grietas.',
    'conditionGrades.definition.shaft.3':
      'Óxido con picaduras o arañazos profundos en el material; recta, pero con la superficie dañada.',
    'conditionGrades.definition.shaft.2':
      'Dañada: una pequeña abolladura (acero) o el extremo de la virola astillado; juégala bajo tu responsabilidad y cámbiala pronto.',
    'conditionGrades.definition.shaft.1':
      'Doblada, agrietada, astillada o muy abollada: necesita una varilla nueva.',

    'conditionGrades.definition.grip.10': 'Nuevo: sin jugar, o un grip nuevo recién montado.',
    'conditionGrades.definition.grip.9': 'Como nuevo: una o dos vueltas, agarre completo, sin desgaste.',
    'conditionGrades.definition.grip.8': 'Buen agarre, ligero brillo donde van las manos; sin desgaste.',
    'conditionGrades.definition.grip.7':
      'Algo de brillo y un poco de desgaste bajo los pulgares; aún agarra otra temporada.',
    'conditionGrades.definition.grip.6':
      'Brillante y más duro, gastado bajo los pulgares; se puede jugar, cámbialo pronto.',
    'conditionGrades.definition.grip.5':
      'Resbaladizo y endurecido en zonas; un grip nuevo (unos 10 €) le devolvería el tacto.',
    'conditionGrades.definition.grip.4': 'Liso y duro de tanto uso: hay que cambiarlo.',
    'conditionGrades.definition.grip.3': 'Agrietado o roto en zonas, o se ve la cinta de debajo.',
    'conditionGrades.definition.grip.2': 'Muy roto o rajado: no se puede jugar hasta cambiarlo.',
    'conditionGrades.definition.grip.1': 'Falta o está destrozado: necesita un grip nuevo.',

    'conditionGrades.wizard.title': 'Puntúa el estado',
    'conditionGrades.wizard.intro':
      'Puntúa la cabeza, la varilla y el grip del 1 al 10, como hacen las tiendas. Elige la nota cuya descripción encaja: el estado del anuncio sale de las tres.',
    'conditionGrades.wizard.gradeLabel': '{component}: nota {grade} de 10',
    'conditionGrades.wizard.notChosen': 'Elige una nota para ver qué significa.',
    'conditionGrades.wizard.chosen': 'Nota {grade}:',
    'conditionGrades.wizard.scale': '{component}: la escala completa',
    'conditionGrades.wizard.condition': 'Estado de tu anuncio: {condition}',
    'conditionGrades.wizard.conditionPending': 'Puntúa las tres para ver el estado del anuncio.',
    'conditionGrades.wizard.rule':
      'Manda la nota más baja entre cabeza y varilla; el grip cuenta hasta 2 puntos menos, porque cambiarlo es barato.',
    'conditionGrades.rule.details': 'Puntúa la cabeza, la varilla y el grip para continuar.',
    'conditionGrades.pricing.title': 'Estado',
    'conditionGrades.pricing.fromGrades': '{condition}, según tus notas: {summary}.',
    'conditionGrades.pricing.change': 'Para cambiarlo, cambia las notas en el paso 2.',
    'conditionGrades.summary': '{head} · {shaft} · {grip}',
    'conditionGrades.summaryPart': '{component} {grade}',
    'conditionGrades.review.grades': 'Notas',
    'conditionGrades.product.title': 'Estado, puntuado por el vendedor',
    'conditionGrades.product.intro':
      'Cabeza, varilla y grip tienen cada uno una nota del 1 al 10. El estado del anuncio ({condition}) sale de ellas.',
    'conditionGrades.product.outOf': '{grade}/10',
    'conditionGrades.product.photoOf': 'Foto de {slot}',
    'conditionGrades.product.noPhoto': 'Sin foto de esta parte',
    'conditionGrades.slot.face': 'la cara',
    'conditionGrades.slot.shaft-label': 'la etiqueta de la varilla',
    'conditionGrades.slot.grip': 'el grip',
    'conditionGrades.slot.face-7-iron': 'la cara del hierro 7',
    'conditionGrades.slot.face-grooves': 'la cara y las estrías',
    'conditionGrades.error.required': 'Elige una nota del 1 al 10.',
    'conditionGrades.error.invalid': 'Una nota es un número entero del 1 al 10.',
  },
)
