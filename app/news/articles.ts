/**
 * A built-in news article (SPEC §3 "News article"), with the spec's English fields and their
 * Spanish counterparts. A body paragraph wrapped in double asterisks is a heading
 * (see parseArticleBody).
 */
export interface NewsArticle {
  id: string
  slug: string
  title_en: string
  summary_en: string
  body_en: string
  category_en: string
  title_es: string
  summary_es: string
  body_es: string
  category_es: string
  icon: string
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  created_at: string
  featured: boolean
}

/** The five articles of SPEC §3, newest first; the first three are featured. */
export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    id: '1',
    slug: 'tiger-woods-masters-comeback',
    category_en: 'News',
    category_es: 'Noticias',
    icon: '🏆',
    created_at: '2026-10-06',
    featured: true,
    title_en: "Tiger Woods and the 2019 Masters: golf's greatest comeback",
    summary_en:
      'Two years after spinal fusion surgery left his career in doubt, Tiger Woods won his fifth green jacket. A look back at how the most famous comeback in golf came together.',
    body_en: `On 14 April 2019, Tiger Woods tapped in a short bogey putt on the 18th green at Augusta National and threw his arms in the air. He had won the Masters by a single stroke at 13 under par, his fifth green jacket and his fifteenth major championship. It was his first major title since the 2008 US Open, almost eleven years earlier, and very few people had thought it was still possible.

**From the operating table to the first tee**

By 2017 his back had given out again and again. In April of that year he had spinal fusion surgery on his lower back, his fourth back operation since 2014. He had played only a handful of tournaments in two seasons, had fallen outside the top 1,000 of the world ranking and said openly that he did not know whether he would ever compete at the highest level again.

**A season of near misses**

Woods returned at the Hero World Challenge in December 2017 and played a full schedule in 2018. The signs came quickly. He briefly led the final round of The Open at Carnoustie before finishing tied sixth, and at the PGA Championship at Bellerive he closed with a 64 to finish second, two shots behind Brooks Koepka. In September he won the Tour Championship at East Lake, his 80th PGA Tour title and his first win in five years, with thousands of fans following him up the final fairway.

**Sunday at Augusta**

At the 2019 Masters he started the final round two shots behind Francesco Molinari, the reigning Open champion, playing alongside Molinari and Tony Finau. With storms forecast for the afternoon, the players went out early in groups of three from both the first and the tenth tee. The round turned at the par-3 12th, where Molinari and Finau both found Rae's Creek while Woods played safely to the middle of the green and made his par. Birdies at 13, 15 and 16, where his tee shot finished close to the hole, gave him a two-shot lead, and a bogey on the last was enough to beat Dustin Johnson, Xander Schauffele and Brooks Koepka by one.

**The embrace**

Walking off the 18th green he hugged his son Charlie, 22 years after he had embraced his father Earl beside the same green following his first Masters win in 1997. At 43 he was the second-oldest winner of the tournament after Jack Nicklaus, who won in 1986 at 46, and the 14 years between his fourth and fifth green jackets were the longest wait any player has had between two Masters wins.

The story did not end there. In February 2021 Woods was badly injured in a car accident in Los Angeles, and he was back at Augusta in April 2022 to make the cut once more. But the 2019 Masters remains the moment people remember: proof that a career written off by almost everyone could have one more great chapter.

**What every golfer can take from it**

Woods did not come back by swinging like he did at 24. He rebuilt his swing around a fused spine, chose his schedule carefully and worked with his body instead of against it. For club golfers the lesson is the same: as your body changes, your game and your equipment can change with it. A lighter shaft, a more forgiving driver or a hybrid instead of a long iron can keep the game enjoyable for decades.`,
    title_es: 'Tiger Woods y el Masters de 2019: la mayor remontada del golf',
    summary_es:
      'Dos años después de una fusión vertebral que puso en duda su carrera, Tiger Woods se enfundó su quinta chaqueta verde. Repasamos cómo se fraguó la remontada más famosa del golf.',
    body_es: `El 14 de abril de 2019, Tiger Woods embocó un putt corto para bogey en el green del 18 de Augusta National y levantó los brazos. Acababa de ganar el Masters por un solo golpe, con 13 bajo par: su quinta chaqueta verde y su decimoquinto grande. Era su primer major desde el US Open de 2008, casi once años antes, y muy pocos creían que aún pudiera conseguirlo.

**Del quirófano al tee del uno**

En 2017 su espalda llevaba años fallándole. En abril de ese año se sometió a una fusión vertebral lumbar, su cuarta operación de espalda desde 2014. Apenas había jugado un puñado de torneos en dos temporadas, había caído más allá del puesto 1.000 del ranking mundial y reconocía abiertamente que no sabía si volvería a competir al máximo nivel.

**Una temporada de casi victorias**

Woods reapareció en el Hero World Challenge en diciembre de 2017 y disputó un calendario completo en 2018. Las señales no tardaron en llegar: llegó a liderar durante la última jornada del Open en Carnoustie antes de terminar sexto empatado, y en el PGA Championship de Bellerive firmó un 64 el domingo para acabar segundo, a dos golpes de Brooks Koepka. En septiembre ganó el Tour Championship en East Lake, su victoria número 80 en el PGA Tour y la primera en cinco años, con miles de aficionados siguiéndole por la última calle.

**Domingo en Augusta**

En el Masters de 2019 salió a la última jornada a dos golpes de Francesco Molinari, vigente campeón del Open, y jugó con él y con Tony Finau. Ante la previsión de tormentas por la tarde, los jugadores salieron temprano en grupos de tres y por los tees del uno y del diez. La ronda cambió en el par 3 del hoyo 12: Molinari y Finau mandaron la bola al agua de Rae's Creek, mientras Woods jugó con prudencia al centro del green y salvó el par. Los birdies del 13, el 15 y el 16, donde dejó la salida muy cerca de la bandera, le dieron dos golpes de ventaja, y el bogey del último le bastó para superar por uno a Dustin Johnson, Xander Schauffele y Brooks Koepka.

**El abrazo**

Al salir del green del 18 abrazó a su hijo Charlie, 22 años después de haber abrazado a su padre, Earl, junto a ese mismo green tras su primer Masters en 1997. Con 43 años se convirtió en el segundo campeón más veterano del torneo, solo por detrás de Jack Nicklaus, que ganó en 1986 con 46, y los 14 años transcurridos entre su cuarta y su quinta chaqueta verde son la espera más larga de la historia entre dos victorias de un mismo jugador en el Masters.

La historia no terminó ahí. En febrero de 2021 Woods sufrió graves lesiones en un accidente de tráfico en Los Ángeles, y en abril de 2022 volvió a Augusta y pasó el corte una vez más. Pero el Masters de 2019 sigue siendo el momento que todos recuerdan: la prueba de que una carrera que casi todos daban por terminada aún podía escribir un gran capítulo.

**Lo que cualquier golfista puede aprender**

Woods no volvió intentando hacer el swing que tenía a los 24 años. Reconstruyó su movimiento en torno a una columna fusionada, eligió bien sus torneos y trabajó con su cuerpo, no contra él. Para el jugador de club la lección es la misma: a medida que tu cuerpo cambia, tu juego y tu material pueden cambiar con él. Una varilla más ligera, un driver más permisivo o un híbrido en lugar de un hierro largo pueden hacer que disfrutes del golf durante décadas.`,
  },
  {
    id: '2',
    slug: 'beginner-clubs-guide',
    category_en: 'Tips',
    category_es: 'Consejos',
    icon: '🏌️',
    created_at: '2026-09-22',
    featured: true,
    title_en: 'How to choose your first set of golf clubs',
    summary_en:
      "You don't need fourteen clubs or this year's driver to start playing. Here is what a beginner's bag really needs, and how to buy it second-hand without regrets.",
    body_en: `Walking into a golf shop as a beginner can be overwhelming: walls of drivers, a dozen kinds of wedges and shafts in five different flexes. The good news is that you need far less than you think. The Rules of Golf allow up to 14 clubs in your bag, but most new golfers learn faster with half that number.

**Start with a half set**

A sensible first bag holds seven to nine clubs: a driver with plenty of loft (10.5 degrees or more) or a 3-wood, one or two hybrids instead of long irons, a 7-iron and a 9-iron, a pitching wedge, a sand wedge of around 56 degrees and a putter. The gaps are a feature, not a problem: learning to hit a softer 7-iron or a fuller 9-iron teaches you more about distance control than carrying every number.

**Forgiveness beats looks**

Choose cavity-back or game-improvement irons. Their weight sits around the edge of the head, so shots struck off the centre of the face still fly reasonably straight and far. Leave the slim, polished blades to low-handicap players: they reward perfect contact and punish everything else. The same logic applies to the rest of the bag: a hybrid is much easier to get airborne than a 4-iron, and a driver with a large head and more loft is easier to hit than a low-lofted tour model.

**Get the shaft right**

The shaft matters more than the logo on the head. Most beginners swing more slowly than they think and are best served by lighter graphite shafts in regular, senior (A) or ladies (L) flex. A shaft that is too stiff makes the ball fly low and to the right for a right-handed player. If you are much taller or shorter than average, check the length and the lie angle as well: a club that is too upright or too flat sends the ball left or right even after a good swing.

**What to check when buying second-hand**

Clubs lose value quickly while the technology moves slowly, so a set that is three to five years old costs a fraction of the new price and performs almost as well. Look closely at the grips: shiny, hard or cracked grips need replacing, so budget around 10 euros per club. Check wedge grooves for wear, driver and wood faces for cracks or dents, and shafts for rust, dents or bends. Ask the seller for photos of the face, the sole and the shaft label, which shows the flex.

**A realistic budget**

A good pre-owned half set with a stand bag costs roughly 150 to 350 euros, far less than a new boxed set of the same quality. Do not spend money on premium balls yet: you will lose a few, and recycled lake balls are perfectly good for learning. Take your time with the putter, though. It is the club you will use most, so pick one that feels good in your hands and sets up square to your line.

**Lessons first, upgrades later**

A handful of lessons with a PGA professional will do more for your game than any club. Once your swing settles, you will know what you want from your next driver or set of irons, and because pre-owned clubs have already taken their biggest drop in value, you can sell your first set for close to what you paid and move on.`,
    title_es: 'Cómo elegir tu primer juego de palos de golf',
    summary_es:
      'Para empezar no necesitas catorce palos ni el driver de esta temporada. Te contamos qué debe llevar de verdad la bolsa de un principiante y cómo comprarlo de segunda mano sin arrepentirte.',
    body_es: `Entrar en una tienda de golf cuando empiezas puede abrumar: paredes llenas de drivers, una docena de tipos de wedge y varillas de cinco flexibilidades distintas. La buena noticia es que necesitas mucho menos de lo que crees. Las Reglas de Golf permiten llevar hasta 14 palos, pero la mayoría de los principiantes aprende más rápido con la mitad.

**Empieza con medio juego**

Una buena primera bolsa tiene entre siete y nueve palos: un driver con bastante loft (10,5 grados o más) o una madera 3, uno o dos híbridos en lugar de los hierros largos, un hierro 7 y un hierro 9, un pitching wedge, un sand wedge de unos 56 grados y un putter. Los huecos entre palos no son un problema, sino una ventaja: aprender a pegar un hierro 7 suave o un hierro 9 completo te enseña más sobre el control de distancias que llevar todos los números.

**Mejor perdonar que lucir**

Elige hierros cavity back o de game improvement. Concentran el peso en el perímetro de la cabeza, de modo que los golpes que no salen del centro de la cara siguen yendo razonablemente rectos y lejos. Deja las cuchillas estrechas y pulidas para los jugadores de hándicap bajo: premian el contacto perfecto y castigan todo lo demás. Lo mismo vale para el resto de la bolsa: un híbrido se eleva mucho más fácilmente que un hierro 4, y un driver de cabeza grande y más loft es más sencillo que un modelo de profesional con poco loft.

**Acierta con la varilla**

La varilla importa más que el logotipo de la cabeza. La mayoría de los principiantes tiene una velocidad de swing más baja de lo que cree y juega mejor con varillas de grafito ligeras en flex regular, senior (A) o de señora (L). Una varilla demasiado rígida hace que la bola salga baja y hacia la derecha en un jugador diestro. Si eres bastante más alto o más bajo que la media, revisa también la longitud y el ángulo de lie: un palo demasiado vertical o demasiado plano manda la bola a un lado aunque el swing haya sido bueno.

**Qué revisar al comprar de segunda mano**

Los palos pierden valor rápido, pero la tecnología avanza despacio, así que un juego de tres a cinco años cuesta una fracción del precio nuevo y rinde casi igual. Fíjate bien en los grips: si están brillantes, duros o agrietados habrá que cambiarlos, así que calcula unos 10 euros por palo. Revisa el desgaste de las estrías de los wedges, que la cara de drivers y maderas no tenga grietas ni abolladuras, y que las varillas no tengan óxido, golpes ni estén dobladas. Pide al vendedor fotos de la cara, la suela y la etiqueta de la varilla, donde figura el flex.

**Un presupuesto realista**

Un buen medio juego de segunda mano con bolsa de trípode cuesta aproximadamente entre 150 y 350 euros, mucho menos que un juego nuevo en caja de la misma calidad. No gastes todavía en bolas premium: perderás unas cuantas, y las bolas recuperadas de lagos sirven perfectamente para aprender. Con el putter, en cambio, tómate tu tiempo. Es el palo que más vas a usar, así que elige uno que te resulte cómodo y que se apoye recto respecto a tu línea.

**Primero clases, después mejoras**

Unas pocas clases con un profesional te ayudarán más que cualquier palo. Cuando tu swing se asiente sabrás qué buscas en tu próximo driver o juego de hierros, y como los palos de segunda mano ya han sufrido su mayor depreciación, podrás vender tu primer juego por casi lo mismo que pagaste y dar el siguiente paso.`,
  },
  {
    id: '3',
    slug: 'preowned-golf-boom',
    category_en: 'Market Insights',
    category_es: 'Mercado',
    icon: '📈',
    created_at: '2026-08-27',
    featured: true,
    title_en: "Why Europe's pre-owned golf market is booming",
    summary_en:
      'A wave of new golfers, rising prices for new equipment and a greener mindset are turning second-hand clubs from a bargain bin into the smart first choice.',
    body_en: `Second-hand golf equipment used to mean a dusty barrel of old irons in the corner of the pro shop. Today it is one of the liveliest parts of the golf market, and Europe is catching up with a trend that is already well established in the United States, where large trade-in and resale programmes have been part of the business for years.

**More golfers, and younger ones**

During and after the pandemic, golf was one of the few sports people could play safely outdoors, and federations across Europe reported strong growth in members and rounds played. Many of the newcomers are younger, curious about the game and unwilling to spend a thousand euros on a new set before they know whether they will stick with it. A good pre-owned half set lets them find out for a fraction of that.

**New clubs cost more and lose value fast**

A flagship driver now costs well over 500 euros, and full sets of new irons easily run past a thousand. At the same time, manufacturers launch new models every year or two, and a club loses much of its resale value as soon as its successor arrives. Because the Rules of Golf cap the size of a driver head and the springiness of its face, the real performance difference between this year's model and one from three seasons ago is small. For most golfers, that older model is simply the better deal.

**A greener way to play**

Buying second-hand is already mainstream across Europe for clothes, phones and bikes, and golf is following. A well-made club can last decades, and every set that finds a second owner is one less set made from new steel, titanium and carbon fibre and shipped around the world. Many buyers say this matters to them almost as much as the price.

**Trust made it possible**

What held the market back for a long time was trust: is the club genuine, is the shaft really the flex the seller claims, will it arrive in one piece? Counterfeit clubs do exist, and buyers were right to be careful. Detailed photos, seller ratings, secure card payments and buyer protection have taken much of that risk away, and shipping within the European single market involves no customs paperwork, so a putter from Madrid can reach Amsterdam in a few days.

**What is selling**

Drivers, putters and complete iron sets make up the bulk of the market, and premium putters hold their value especially well. Women's, junior and left-handed clubs are harder to find and tend to sell quickly, so sellers with those sets are in a strong position. Electronics such as rangefinders and GPS watches are a growing category too, as players upgrade and pass on their previous model.

**What it means for you**

If you are buying, models that are two to four years old offer the best balance of price and performance. If you are selling, clean your clubs, photograph the face, the sole and the shaft label in good light, describe the condition honestly and price against similar listings. The result is a market where a good club can have two or three owners over its life, and every one of them gets a fair deal.`,
    title_es: 'Por qué el mercado de golf de segunda mano está en auge en Europa',
    summary_es:
      'Una oleada de nuevos golfistas, el precio creciente del material nuevo y una mentalidad más sostenible están convirtiendo los palos usados en la opción inteligente.',
    body_es: `Hasta hace poco, el material de golf de segunda mano era un barril polvoriento de hierros viejos en una esquina de la tienda del club. Hoy es una de las partes más dinámicas del mercado, y Europa se está poniendo al día con una tendencia que en Estados Unidos lleva años consolidada, con grandes programas de recompra y reventa.

**Más golfistas, y más jóvenes**

Durante la pandemia y después de ella, el golf fue uno de los pocos deportes que se podían practicar al aire libre con seguridad, y las federaciones de toda Europa registraron un fuerte aumento de licencias y de vueltas jugadas. Muchos de los recién llegados son jóvenes, tienen curiosidad por el juego y no quieren gastar mil euros en un juego nuevo antes de saber si van a seguir. Un buen medio juego de segunda mano les permite descubrirlo por una fracción de ese precio.

**El material nuevo es más caro y se deprecia rápido**

Un driver de gama alta ya supera con holgura los 500 euros, y un juego de hierros nuevo pasa fácilmente de los mil. Al mismo tiempo, los fabricantes lanzan modelos nuevos cada uno o dos años, y un palo pierde buena parte de su valor de reventa en cuanto llega su sucesor. Como las Reglas de Golf limitan el tamaño de la cabeza del driver y el efecto muelle de su cara, la diferencia real entre el modelo de este año y el de hace tres temporadas es pequeña. Para la mayoría de los jugadores, el modelo anterior es sencillamente mejor compra.

**Una forma más sostenible de jugar**

Comprar de segunda mano ya es habitual en toda Europa para la ropa, los móviles o las bicicletas, y el golf va por el mismo camino. Un palo bien fabricado puede durar décadas, y cada juego que encuentra un segundo dueño es un juego menos fabricado con acero, titanio y fibra de carbono nuevos y transportado medio mundo. Muchos compradores dicen que esto les importa casi tanto como el precio.

**La confianza lo ha hecho posible**

Lo que frenó este mercado durante mucho tiempo fue la confianza: ¿es auténtico el palo?, ¿la varilla tiene de verdad el flex que dice el vendedor?, ¿llegará entero? Las falsificaciones existen y los compradores hacían bien en ser prudentes. Las fotos detalladas, las valoraciones de vendedores, el pago seguro con tarjeta y la protección al comprador han eliminado buena parte de ese riesgo, y los envíos dentro del mercado único europeo no requieren trámites de aduana, así que un putter puede viajar de Madrid a Ámsterdam en pocos días.

**Qué se vende**

Drivers, putters y juegos completos de hierros son el grueso del mercado, y los putters de gama alta conservan especialmente bien su valor. Los palos de mujer, junior y para zurdos escasean y suelen venderse rápido, así que quien tenga uno de esos juegos está en buena posición. La electrónica, como los medidores láser y los relojes GPS, también crece a medida que los jugadores renuevan y venden su modelo anterior.

**Qué significa para ti**

Si compras, los modelos de dos a cuatro años ofrecen el mejor equilibrio entre precio y rendimiento. Si vendes, limpia los palos, fotografía la cara, la suela y la etiqueta de la varilla con buena luz, describe el estado con sinceridad y fija el precio comparando con anuncios parecidos. El resultado es un mercado en el que un buen palo puede tener dos o tres dueños a lo largo de su vida, y todos salen ganando.`,
  },
  {
    id: '4',
    slug: 'womens-golf-netherlands',
    category_en: 'Community',
    category_es: 'Comunidad',
    icon: '🌷',
    created_at: '2026-06-18',
    featured: false,
    title_en: "The rise of women's golf in the Netherlands",
    summary_en:
      "Ladies' days, nine-hole competitions and a Solheim Cup on home soil: why more Dutch women are taking up golf, and how clubs are making room for them.",
    body_en: `Golf in the Netherlands has long had a reputation for being more open than in many neighbouring countries. Courses sit close to the cities, public driving ranges and pay-and-play courses are common, and you do not need to be a member of a private club to learn the game. Perhaps that is why women make up around a third of the golfers registered with the Dutch golf federation, the NGF, one of the highest shares in Europe.

**An easy way in**

Most Dutch beginners start with a short series of group lessons with a professional and a simple test of the rules and etiquette before they play the full course. The course permit that comes out of it, for years known as the GVB, gives new players a clear goal and the confidence that they know what they are doing when they step onto the first tee. Many women say that structure made the first step much less intimidating.

**Ladies' days and nine holes**

Almost every club runs a weekly ladies' day, the damesdag, with a competition in the morning and lunch afterwards. Women-only beginner clinics and nine-hole competitions have become popular as well. Nine holes take about two hours, which fits far better into a week of work and family than a five-hour round, and the social side keeps people coming back long after the first lessons.

**Role models close to home**

Dutch professionals such as Anne van Dam, a winner on the Ladies European Tour, have shown young players that a path to the top exists. And in September 2026 the Solheim Cup, the match between the best women players of Europe and the United States, comes to Bernardus Golf in Cromvoirt near 's-Hertogenbosch: the first time the event is held in the Netherlands. Clubs expect it to bring a new wave of girls and women to the game.

**Equipment that fits**

Many women start with hand-me-down clubs from a partner or parent, and that often makes the game harder than it needs to be. Men's clubs are usually too long, too heavy and too stiff. Women's clubs have lighter shafts in ladies (L) flex, shorter lengths, more loft and smaller grips. When you buy second-hand, check the flex on the shaft label, compare the length of the 7-iron with a standard women's club and make sure the grip size suits your hands.

**Why the pre-owned market matters**

Good women's sets are scarcer on the second-hand market than men's, and they sell quickly. That makes it worth setting up searches and checking regularly, and it means that a well-kept set sold after an upgrade will find a new owner fast. Passing on clubs that no longer suit you is one of the easiest ways to help another woman start playing.

**How to get started**

Contact a club or public course near you and ask about beginner courses, which usually run for a few weeks and include the loan of clubs. Ask about the ladies' day too: even as a beginner you will often be welcome to join the social side. Once you are hooked, a pre-owned half set in ladies flex is all you need for your first season.`,
    title_es: 'El auge del golf femenino en los Países Bajos',
    summary_es:
      'Días de damas, competiciones de nueve hoyos y una Solheim Cup en casa: por qué cada vez más neerlandesas se animan con el golf y cómo los clubes les están haciendo sitio.',
    body_es: `El golf en los Países Bajos tiene fama de ser más abierto que en muchos países vecinos. Los campos están cerca de las ciudades, abundan las canchas de prácticas públicas y los campos de pago por juego, y no hace falta ser socio de un club privado para aprender. Quizá por eso las mujeres suponen alrededor de un tercio de los golfistas federados en la NGF, la federación neerlandesa, una de las proporciones más altas de Europa.

**Una puerta de entrada sencilla**

La mayoría de los principiantes neerlandeses empieza con una serie corta de clases en grupo con un profesional y un examen sencillo de reglas y etiqueta antes de salir al campo completo. El permiso de juego que se obtiene, conocido durante años como GVB, da a los nuevos jugadores un objetivo claro y la tranquilidad de saber lo que hacen cuando llegan al tee del uno. Muchas mujeres cuentan que esa estructura hizo que el primer paso intimidara mucho menos.

**Días de damas y nueve hoyos**

Casi todos los clubes organizan cada semana su día de damas, el damesdag, con una competición por la mañana y comida después. También se han popularizado los cursos de iniciación solo para mujeres y las competiciones de nueve hoyos. Nueve hoyos se juegan en unas dos horas, algo mucho más compatible con el trabajo y la familia que una vuelta de cinco horas, y el ambiente social hace que la gente siga viniendo mucho después de las primeras clases.

**Referentes cerca de casa**

Profesionales neerlandesas como Anne van Dam, ganadora en el Ladies European Tour, han demostrado a las jóvenes que existe un camino hasta la élite. Y en septiembre de 2026 la Solheim Cup, el duelo entre las mejores jugadoras de Europa y de Estados Unidos, llega a Bernardus Golf, en Cromvoirt, cerca de 's-Hertogenbosch: es la primera vez que se disputa en los Países Bajos. Los clubes esperan que atraiga a una nueva generación de niñas y mujeres.

**Material a tu medida**

Muchas mujeres empiezan con palos heredados de su pareja o de sus padres, y eso suele complicar el juego más de lo necesario. Los palos de hombre suelen ser demasiado largos, pesados y rígidos. Los de mujer tienen varillas más ligeras con flex de señora (L), menos longitud, más loft y grips más finos. Si compras de segunda mano, comprueba el flex en la etiqueta de la varilla, compara la longitud del hierro 7 con la de un palo de mujer estándar y asegúrate de que el grosor del grip se adapta a tus manos.

**Por qué importa el mercado de segunda mano**

En el mercado de segunda mano hay menos juegos de mujer que de hombre, y se venden rápido. Merece la pena guardar búsquedas y revisarlas a menudo, y también significa que un juego bien cuidado que vendes al renovarte encontrará dueña enseguida. Dar una segunda vida a los palos que ya no te sirven es una de las formas más fáciles de ayudar a otra mujer a empezar.

**Cómo empezar**

Ponte en contacto con un club o un campo público cercano y pregunta por los cursos de iniciación, que suelen durar unas semanas e incluyen el préstamo de palos. Pregunta también por el día de damas: aunque estés empezando, a menudo serás bienvenida en la parte social. Cuando el golf te haya enganchado, un medio juego de segunda mano con flex de señora es todo lo que necesitas para tu primera temporada.`,
  },
  {
    id: '5',
    slug: 'first-round-guide',
    category_en: 'Beginner Guide',
    category_es: 'Guía para principiantes',
    icon: '⛳',
    created_at: '2026-05-12',
    featured: false,
    title_en: 'Your first round of golf: what to expect',
    summary_en:
      'From booking a tee time to adding up your card on the last green: a practical guide to your first round on a full course, so you can relax and enjoy it.',
    body_en: `Your first round on a real course is a milestone. It is also the moment many new golfers feel most nervous: about holding up other players, breaking a rule they have never heard of or simply not knowing where to go. A little preparation takes almost all of that worry away.

**Before you book**

Check what the course asks of visitors. Some want a handicap or a course permit, others welcome anyone who can show basic etiquette. Choose a quiet time, such as a weekday afternoon, and consider starting with nine holes or a par-3 course. Playing with a friend who knows the game is the best way to learn the routine.

**What to bring**

You do not need a full set: a half set is plenty. Bring more balls than you think you will need (a dozen is sensible), tees, a ball marker, a pitch-mark repair tool, a glove, water and a snack, and a waterproof if the sky looks uncertain. Most clubs have a dress code: a collared shirt, tailored trousers or shorts and golf shoes or flat-soled trainers are a safe choice, and jeans usually are not.

**Arrive early**

Aim to arrive 30 to 45 minutes before your tee time. Check in at the pro shop or reception, hit a small bucket of balls on the range to loosen up and roll a few putts on the practice green to get a feel for the speed. Be on the first tee about ten minutes before your start time.

**Keep up the pace**

Pace of play matters more than your score. Play ready golf: whoever is ready hits first, as long as it is safe. Keep up with the group in front rather than staying just ahead of the group behind, and if you are holding players up, wave them through. When a hole is going badly, pick up your ball once you reach double par and move on. Nobody minds a high score; everybody minds a slow one.

**Look after the course**

Replace your divots or fill them with the sand mix from your cart or bag, repair the mark your ball makes on the green, and rake bunkers after you play out of them. On the green, avoid walking on other players' putting lines and keep your bag and trolley off the putting surface. Leave the course as you would like to find it.

**Stay safe**

Never stand in front of or close behind someone who is swinging, and wait until the group ahead is well out of range before you hit. If your ball is heading towards other people, shout "Fore!" loudly and straight away. It is not embarrassing; it is what every golfer does.

**Keep score, and enjoy it**

Count every stroke, including penalty strokes, and write your score down after each hole, not on the green while others wait to putt. Stableford scoring, where you earn points on each hole, is friendly to beginners because one bad hole does not ruin your round. Above all, enjoy the walk, the good shots and the company, and finish with a drink with your playing partners: the nineteenth hole is part of the game too.`,
    title_es: 'Tu primera vuelta de golf: qué puedes esperar',
    summary_es:
      'Desde reservar la hora de salida hasta sumar la tarjeta en el último green: una guía práctica para tu primera vuelta en un campo completo, para que puedas relajarte y disfrutarla.',
    body_es: `Tu primera vuelta en un campo de verdad es un momento especial. También es cuando muchos principiantes se ponen más nerviosos: por retrasar a otros jugadores, por saltarse una regla que no conocían o simplemente por no saber hacia dónde ir. Con un poco de preparación, casi todas esas dudas desaparecen.

**Antes de reservar**

Consulta qué exige el campo a los visitantes. Algunos piden hándicap o un permiso de juego; otros aceptan a cualquiera que conozca la etiqueta básica. Elige un momento tranquilo, como una tarde entre semana, y plantéate empezar con nueve hoyos o en un campo de pares 3. Jugar con un amigo que conozca el juego es la mejor forma de aprender la rutina.

**Qué llevar**

No necesitas un juego completo: con medio juego es suficiente. Lleva más bolas de las que crees que vas a necesitar (una docena es razonable), tees, un marcador, un arreglapiques, un guante, agua y algo de comer, y un chubasquero si el cielo no está claro. La mayoría de los clubes tiene código de vestimenta: polo con cuello, pantalón largo o corto de vestir y zapatos de golf o zapatillas de suela plana son una apuesta segura; los vaqueros, normalmente no.

**Llega con tiempo**

Intenta llegar entre 30 y 45 minutos antes de tu hora de salida. Preséntate en la tienda o en recepción, golpea un cubo pequeño de bolas en la cancha de prácticas para soltarte y haz unos cuantos putts en el green de prácticas para coger la velocidad. Estate en el tee del uno unos diez minutos antes de tu hora.

**Mantén el ritmo**

El ritmo de juego importa más que tu resultado. Juega «ready golf»: golpea primero quien esté preparado, siempre que sea seguro. Mantente cerca del grupo de delante, en lugar de ir justo por delante del de detrás, y si estás retrasando a otros jugadores, déjales pasar. Cuando un hoyo se tuerza, levanta la bola al llegar al doble del par y sigue adelante. A nadie le importa un resultado alto; a todos les importa una vuelta lenta.

**Cuida el campo**

Repón tus chuletas o rellénalas con la mezcla de arena del carrito o de la bolsa, arregla el pique que deja tu bola en el green y rastrilla los búnkeres después de jugar desde ellos. En el green, no pises la línea de putt de los demás y deja la bolsa y el carro fuera de la superficie. Deja el campo como te gustaría encontrarlo.

**La seguridad, lo primero**

Nunca te coloques delante ni justo detrás de alguien que va a hacer el swing, y espera a que el grupo de delante esté fuera de tu alcance antes de golpear. Si tu bola va hacia otras personas, grita «¡Bola!» (o «Fore!») en voz alta y sin dudarlo. No es ninguna vergüenza; es lo que hace cualquier golfista.

**Apunta tu resultado y disfruta**

Cuenta todos los golpes, incluidos los de penalización, y apunta tu resultado después de cada hoyo, no en el green mientras los demás esperan para patear. La modalidad Stableford, en la que sumas puntos en cada hoyo, es ideal para principiantes porque un mal hoyo no arruina la vuelta. Sobre todo, disfruta del paseo, de los buenos golpes y de la compañía, y termina tomando algo con tus compañeros de partido: el hoyo 19 también forma parte del juego.`,
  },
]
