import { defineMessages } from '../define'

/** Issue #30 (golfer profile, fitting chart, data export): keys are `golferProfile.…`. */
export const golferProfile = defineMessages(
  {
    'golferProfile.title': 'Your golf fit',
    'golferProfile.metaDescription':
      'Your measurements and swing, and the length, flex and lie that fit you.',
    'golferProfile.intro':
      'Tell us about yourself and your clubs once: we estimate the length, flex and lie that fit you, and show which listings fit.',
    'golferProfile.private':
      'Only you see this. It is never shown to sellers or other members, and you can delete it at any time.',
    'golferProfile.section.body': 'You',
    'golferProfile.section.clubs': 'Your clubs and game',
    'golferProfile.section.choices': 'Your choices',
    'golferProfile.section.choicesHint': 'Leave a value empty to take our estimate.',
    'golferProfile.field.hand': 'You play',
    'golferProfile.field.height': 'Height',
    'golferProfile.hint.height': 'For example 1.78 m, 178 cm or 5 ft 10 in',
    'golferProfile.field.wristToFloor': 'Wrist-to-floor',
    'golferProfile.hint.wristToFloor':
      'Stand straight in golf shoes, arms hanging: from the floor to the crease of your wrist. For example 86 cm or 34 in',
    'golferProfile.field.swingSpeed': 'Driver swing speed',
    'golferProfile.hint.swingSpeed': 'For example 95 mph or 153 km/h',
    'golferProfile.field.swingSpeedUnit': 'Swing speed unit',
    'golferProfile.field.carry': 'Driver carry',
    'golferProfile.hint.carry':
      'If you do not know your swing speed: how far your drives fly. For example 230 m or 250 yd',
    'golferProfile.field.carryUnit': 'Carry unit',
    'golferProfile.unit.mph': 'mph',
    'golferProfile.unit.kmh': 'km/h',
    'golferProfile.unit.m': 'metres',
    'golferProfile.unit.yd': 'yards',
    'golferProfile.field.currentFlex': 'Flex of your current clubs',
    'golferProfile.field.lie': 'Lie of your current 7-iron',
    'golferProfile.hint.lie': 'In degrees (for example 63°) or its PING colour (for example blue)',
    'golferProfile.field.pingDot': 'PING colour dot of your irons',
    'golferProfile.field.gripSize': 'Grip size',
    'golferProfile.field.handicap': 'Handicap',
    'golferProfile.hint.handicap': 'For example 18.4, or +2 for a plus handicap',
    'golferProfile.field.lengthOverride': 'Your 7-iron length',
    'golferProfile.hint.lengthOverride': 'Standard is 37 in (94 cm). For example 37.5 in',
    'golferProfile.field.flexOverride': 'Your flex',
    'golferProfile.field.lieOverride': 'Your 7-iron lie',
    'golferProfile.hint.lieOverride': 'Standard is 62.5° (PING black). In degrees or a PING colour',
    'golferProfile.option.none': 'Not set',
    'golferProfile.option.estimate': 'Take the estimate',
    'golferProfile.save': 'Save my fit',
    'golferProfile.saving': 'Saving…',
    'golferProfile.saved': 'Your fit is saved',
    'golferProfile.error.form': 'Some values need a look',
    'golferProfile.error.formText': 'Nothing was saved yet: correct the marked fields and save again.',
    'golferProfile.error.hand': 'Choose right- or left-handed.',
    'golferProfile.error.height':
      'Enter a height between 1.20 and 2.20 m, for example 1.78 m, 178 cm or 5 ft 10 in.',
    'golferProfile.error.wristToFloor':
      'Enter a wrist-to-floor between 60 and 110 cm, for example 86 cm or 34 in.',
    'golferProfile.error.swingSpeed':
      'Enter a driver swing speed between 40 and 150 mph (64 to 241 km/h), for example 95 mph.',
    'golferProfile.error.carry':
      'Enter a driver carry between 50 and 350 m (55 to 383 yd), for example 230 m or 250 yd.',
    'golferProfile.error.flex': 'Choose a flex from the list.',
    'golferProfile.error.lie': 'Enter a lie between 50° and 80°, or a PING colour such as blue.',
    'golferProfile.error.pingDot': 'Choose a PING colour from the list.',
    'golferProfile.error.gripSize': 'Choose a grip size from the list.',
    'golferProfile.error.handicap': 'Enter a handicap between +10 and 54, for example 18.4 or +2.',
    'golferProfile.error.lengthOverride':
      'Enter a 7-iron length between 30 and 48 in (76 to 122 cm), for example 37.5 in.',
    'golferProfile.error.lieOverride': 'Enter a lie between 50° and 80°, or a PING colour such as blue.',
    'golferProfile.estimate.title': 'Our estimate',
    'golferProfile.estimate.note':
      'An estimate from static fitting charts, not a fitting: a fitter watching you hit balls knows better. You can change every value below.',
    'golferProfile.estimate.empty': 'Add your height, wrist-to-floor and swing speed to see an estimate.',
    'golferProfile.estimate.length': 'Length',
    'golferProfile.estimate.flex': 'Flex',
    'golferProfile.estimate.lie': 'Lie',
    'golferProfile.estimate.yourChoice': 'Your choice',
    'golferProfile.estimate.was': 'Estimate: {value}',
    'golferProfile.value.lengthStandard': 'Standard length (7-iron {length} in)',
    'golferProfile.value.lengthLonger': '{delta} in longer than standard (7-iron {length} in)',
    'golferProfile.value.lengthShorter': '{delta} in shorter than standard (7-iron {length} in)',
    'golferProfile.value.lieStandard': 'Standard lie (7-iron {degrees}°, PING {dot})',
    'golferProfile.value.lieUpright': '{delta}° upright (7-iron {degrees}°, PING {dot})',
    'golferProfile.value.lieFlat': '{delta}° flat (7-iron {degrees}°, PING {dot})',
    'golferProfile.value.unknown': 'Not enough data',
    'golferProfile.reason.lengthBoth':
      'Height chart {fromHeight} in, wrist-to-floor chart {fromWrist} in (height {height} in, wrist-to-floor {wrist} in): we take the middle.',
    'golferProfile.reason.lengthHeight':
      'From your height ({height} in): half an inch per 3 in of height from 5 ft 10½ in. Add your wrist-to-floor for a closer estimate.',
    'golferProfile.reason.lengthWrist':
      'From your wrist-to-floor ({wrist} in): half an inch per 1.5 in from 35 in.',
    'golferProfile.reason.flexSpeed': 'From your driver swing speed ({mph} mph) on the speed-to-flex chart.',
    'golferProfile.reason.flexCarry':
      'From your driver carry ({carry} m, about {mph} mph) on the speed-to-flex chart.',
    'golferProfile.reason.flexCurrent': 'The flex of your current clubs; add a swing speed for an estimate.',
    'golferProfile.reason.lieChart':
      'From your height and wrist-to-floor on PING’s colour code chart (0.75° per colour).',
    'golferProfile.reason.lieHeight':
      'From your height on PING’s colour code chart; add your wrist-to-floor for a closer estimate.',
    'golferProfile.reason.lieCurrent': 'The lie of your current irons; add your height for an estimate.',
    'golferProfile.reason.override': 'You chose this value over our estimate.',
    'golferProfile.reason.missingLength': 'Add your height or wrist-to-floor.',
    'golferProfile.reason.missingFlex': 'Add your driver swing speed or carry, or the flex you play.',
    'golferProfile.reason.missingLie': 'Add your height, or the lie of your irons.',
    'golferProfile.data.title': 'Your data',
    'golferProfile.data.download': 'Download my data',
    'golferProfile.data.downloadHint':
      'A JSON file with your profile, listings, orders, messages, fitting data and wanted clubs (GDPR article 20).',
    'golferProfile.data.delete': 'Delete my fitting data',
    'golferProfile.data.deleteHint': 'Removes your measurements, swing and choices at once.',
    'golferProfile.data.confirmTitle': 'Delete your fitting data?',
    'golferProfile.data.confirmText':
      'Your measurements, swing speed and choices are removed for good. “Fits you” badges disappear until you add them again.',
    'golferProfile.data.confirm': 'Delete',
    'golferProfile.data.deleted': 'Your fitting data is deleted',
    'golferProfile.data.nothing': 'There was no fitting data to delete',
    'golferProfile.updatedAt': 'Saved {date}',
    'golferProfile.back': 'Back to your profile',
    'golferProfile.link.title': 'Your golf fit',
    'golferProfile.link.text': 'Your measurements and swing: see which clubs fit you.',
    'golferProfile.link.open': 'Open your golf fit',
  },
  {
    'golferProfile.title': 'Tu perfil de golfista',
    'golferProfile.metaDescription': 'Tus medidas y tu swing, y el largo, flex y lie que te encajan.',
    'golferProfile.intro':
      'Cuéntanos una vez cómo eres y qué palos usas: estimamos el largo, flex y lie que te encajan y te mostramos qué anuncios te valen.',
    'golferProfile.private':
      'Solo lo ves tú. Nunca se muestra a vendedores ni a otros miembros, y puedes borrarlo cuando quieras.',
    'golferProfile.section.body': 'Tú',
    'golferProfile.section.clubs': 'Tus palos y tu juego',
    'golferProfile.section.choices': 'Tus elecciones',
    'golferProfile.section.choicesHint': 'Deja un valor vacío para usar nuestra estimación.',
    'golferProfile.field.hand': 'Juegas',
    'golferProfile.field.height': 'Altura',
    'golferProfile.hint.height': 'Por ejemplo 1,78 m, 178 cm o 5 ft 10 in',
    'golferProfile.field.wristToFloor': 'Muñeca-suelo',
    'golferProfile.hint.wristToFloor':
      'De pie, recto, con zapatos de golf y los brazos colgando: del suelo al pliegue de la muñeca. Por ejemplo 86 cm o 34 in',
    'golferProfile.field.swingSpeed': 'Velocidad de swing con driver',
    'golferProfile.hint.swingSpeed': 'Por ejemplo 153 km/h o 95 mph',
    'golferProfile.field.swingSpeedUnit': 'Unidad de velocidad',
    'golferProfile.field.carry': 'Carry con driver',
    'golferProfile.hint.carry':
      'Si no sabes tu velocidad: cuánto vuelan tus golpes de driver. Por ejemplo 230 m o 250 yd',
    'golferProfile.field.carryUnit': 'Unidad del carry',
    'golferProfile.unit.mph': 'mph',
    'golferProfile.unit.kmh': 'km/h',
    'golferProfile.unit.m': 'metros',
    'golferProfile.unit.yd': 'yardas',
    'golferProfile.field.currentFlex': 'Flex de tus palos actuales',
    'golferProfile.field.lie': 'Lie de tu hierro 7 actual',
    'golferProfile.hint.lie': 'En grados (por ejemplo 63°) o su color PING (por ejemplo azul)',
    'golferProfile.field.pingDot': 'Punto de color PING de tus hierros',
    'golferProfile.field.gripSize': 'Tamaño de grip',
    'golferProfile.field.handicap': 'Hándicap',
    'golferProfile.hint.handicap': 'Por ejemplo 18,4, o +2 si es un hándicap plus',
    'golferProfile.field.lengthOverride': 'Tu largo (hierro 7)',
    'golferProfile.hint.lengthOverride': 'El estándar es 37 in (94 cm). Por ejemplo 37,5 in',
    'golferProfile.field.flexOverride': 'Tu flex',
    'golferProfile.field.lieOverride': 'Tu lie (hierro 7)',
    'golferProfile.hint.lieOverride': 'El estándar es 62,5° (PING negro). En grados o un color PING',
    'golferProfile.option.none': 'Sin indicar',
    'golferProfile.option.estimate': 'Usar la estimación',
    'golferProfile.save': 'Guardar mi perfil',
    'golferProfile.saving': 'Guardando…',
    'golferProfile.saved': 'Tu perfil de golfista está guardado',
    'golferProfile.error.form': 'Revisa algunos valores',
    'golferProfile.error.formText':
      'Aún no se ha guardado nada: corrige los campos marcados y vuelve a guardar.',
    'golferProfile.error.hand': 'Elige diestro o zurdo.',
    'golferProfile.error.height':
      'Indica una altura entre 1,20 y 2,20 m, por ejemplo 1,78 m, 178 cm o 5 ft 10 in.',
    'golferProfile.error.wristToFloor':
      'Indica una medida muñeca-suelo entre 60 y 110 cm, por ejemplo 86 cm o 34 in.',
    'golferProfile.error.swingSpeed':
      'Indica una velocidad de swing con driver entre 64 y 241 km/h (40 a 150 mph), por ejemplo 153 km/h.',
    'golferProfile.error.carry':
      'Indica un carry con driver entre 50 y 350 m (55 a 383 yd), por ejemplo 230 m o 250 yd.',
    'golferProfile.error.flex': 'Elige un flex de la lista.',
    'golferProfile.error.lie': 'Indica un lie entre 50° y 80°, o un color PING como azul.',
    'golferProfile.error.pingDot': 'Elige un color PING de la lista.',
    'golferProfile.error.gripSize': 'Elige un tamaño de grip de la lista.',
    'golferProfile.error.handicap': 'Indica un hándicap entre +10 y 54, por ejemplo 18,4 o +2.',
    'golferProfile.error.lengthOverride':
      'Indica un largo de hierro 7 entre 30 y 48 in (76 a 122 cm), por ejemplo 37,5 in.',
    'golferProfile.error.lieOverride': 'Indica un lie entre 50° y 80°, o un color PING como azul.',
    'golferProfile.estimate.title': 'Nuestra estimación',
    'golferProfile.estimate.note':
      'Una estimación a partir de tablas de fitting estático, no un fitting: un fitter que te vea golpear sabe más. Puedes cambiar cada valor abajo.',
    'golferProfile.estimate.empty':
      'Añade tu altura, la medida muñeca-suelo y tu velocidad de swing para ver una estimación.',
    'golferProfile.estimate.length': 'Largo',
    'golferProfile.estimate.flex': 'Flex',
    'golferProfile.estimate.lie': 'Lie',
    'golferProfile.estimate.yourChoice': 'Tu elección',
    'golferProfile.estimate.was': 'Estimación: {value}',
    'golferProfile.value.lengthStandard': 'Largo estándar (hierro 7 de {length} in)',
    'golferProfile.value.lengthLonger': '{delta} in más largo que el estándar (hierro 7 de {length} in)',
    'golferProfile.value.lengthShorter': '{delta} in más corto que el estándar (hierro 7 de {length} in)',
    'golferProfile.value.lieStandard': 'Lie estándar (hierro 7 de {degrees}°, PING {dot})',
    'golferProfile.value.lieUpright': '{delta}° más upright (hierro 7 de {degrees}°, PING {dot})',
    'golferProfile.value.lieFlat': '{delta}° más flat (hierro 7 de {degrees}°, PING {dot})',
    'golferProfile.value.unknown': 'Faltan datos',
    'golferProfile.reason.lengthBoth':
      'Tabla de altura {fromHeight} in, tabla muñeca-suelo {fromWrist} in (altura {height} in, muñeca-suelo {wrist} in): tomamos el punto medio.',
    'golferProfile.reason.lengthHeight':
      'Por tu altura ({height} in): media pulgada por cada 3 in de altura desde 5 ft 10½ in. Añade la medida muñeca-suelo para afinar.',
    'golferProfile.reason.lengthWrist':
      'Por tu medida muñeca-suelo ({wrist} in): media pulgada por cada 1,5 in desde 35 in.',
    'golferProfile.reason.flexSpeed':
      'Por tu velocidad de swing con driver ({mph} mph) en la tabla de velocidad y flex.',
    'golferProfile.reason.flexCarry':
      'Por tu carry con driver ({carry} m, unas {mph} mph) en la tabla de velocidad y flex.',
    'golferProfile.reason.flexCurrent':
      'El flex de tus palos actuales; añade tu velocidad de swing para una estimación.',
    'golferProfile.reason.lieChart':
      'Por tu altura y tu medida muñeca-suelo en la tabla de colores de PING (0,75° por color).',
    'golferProfile.reason.lieHeight':
      'Por tu altura en la tabla de colores de PING; añade la medida muñeca-suelo para afinar.',
    'golferProfile.reason.lieCurrent': 'El lie de tus hierros actuales; añade tu altura para una estimación.',
    'golferProfile.reason.override': 'Elegiste este valor en lugar de nuestra estimación.',
    'golferProfile.reason.missingLength': 'Añade tu altura o tu medida muñeca-suelo.',
    'golferProfile.reason.missingFlex':
      'Añade tu velocidad de swing o tu carry con driver, o el flex que usas.',
    'golferProfile.reason.missingLie': 'Añade tu altura, o el lie de tus hierros.',
    'golferProfile.data.title': 'Tus datos',
    'golferProfile.data.download': 'Descargar mis datos',
    'golferProfile.data.downloadHint':
      'Un archivo JSON con tu perfil, anuncios, pedidos, mensajes, datos de fitting y palos buscados (artículo 20 del RGPD).',
    'golferProfile.data.delete': 'Borrar mis datos de fitting',
    'golferProfile.data.deleteHint': 'Borra tus medidas, tu swing y tus elecciones al momento.',
    'golferProfile.data.confirmTitle': '¿Borrar tus datos de fitting?',
    'golferProfile.data.confirmText':
      'Tus medidas, tu velocidad de swing y tus elecciones se borran para siempre. Las insignias «Te encaja» desaparecen hasta que los vuelvas a añadir.',
    'golferProfile.data.confirm': 'Borrar',
    'golferProfile.data.deleted': 'Tus datos de fitting están borrados',
    'golferProfile.data.nothing': 'No había datos de fitting que borrar',
    'golferProfile.updatedAt': 'Guardado el {date}',
    'golferProfile.back': 'Volver a tu perfil',
    'golferProfile.link.title': 'Tu perfil de golfista',
    'golferProfile.link.text': 'Tus medidas y tu swing: mira qué palos te encajan.',
    'golferProfile.link.open': 'Abrir tu perfil de golfista',
  },
)
