# Lexicord: rechazos formulados según las reglas de las variantes, los ajustes, las herramientas de palabras y los
# torneos, en español. Cada uno se dice en privado al jugador que lo pidió; no se ha cambiado
# nada. Los valores entre { $name } los pone el bot; los nombres llegan como texto sin formato. Los mensajes
# que empiezan en minúscula son partes de una frase: el bot añade la mayúscula y el punto final.

## Cuando las piezas propias de una variante rechazan una jugada.

rule-unknown-player = no hay ningún jugador { $player } en esta partida
rule-blocked = { $square } tiene un bloqueador: ahí no se puede jugar ninguna ficha
rule-no-blocker = no tienes ningún bloqueador: cubre una casilla Bloqueo para conseguir uno
rule-role-takes-no-blockers = el rol { $role } no toma bloqueadores: solo los toman rookie y standard
rule-blocker-off-board = un bloqueador va en una casilla vacía del tablero
rule-blocker-on-filled-square = { $square } no está vacía: un bloqueador va en una casilla vacía
rule-closed-square = en { $square } no puede ir ninguna ficha: es la línea entre los dos lados
rule-off-your-side = { $square } está en el lado de tu rival: tus palabras se quedan en tu propio lado, columnas { $side }
rule-first-word-off-station = tu primera palabra debe cubrir una casilla de tu estación espacial en la fila superior
rule-not-connected-to-your-side = tu palabra debe unirse a una palabra que hayas jugado en tu lado
rule-yellow-blank-kept = los comodines amarillos se quedan junto a tu atril y no se pueden cambiar
rule-no-exchange-with-dice = el juego de dados no tiene cambios: juega una palabra o pasa

## Free for All: fichas colocadas en cualquier lugar, palabras leídas a lo largo de caminos.

paths-outside-area = { $square } está fuera de la zona de 9x9 del centro del tablero (D4 a L12)
paths-first-play-off-centre = la primera jugada debe cubrir la casilla central H8
paths-first-play-too-short = la primera jugada necesita al menos dos fichas
paths-not-touching = la jugada debe tocar una ficha que ya esté en el tablero (en horizontal, vertical o diagonal)
paths-too-many-words = indica tres palabras como máximo
paths-same-word-twice = indica cada palabra una sola vez
paths-no-words = indica al menos una palabra, o pide las tres mejores
paths-cannot-read = { $word } no se puede leer a lo largo de fichas adyacentes pasando por una ficha que hayas jugado
paths-tile-left-out = tus palabras dejan fuera la ficha de { $square }: cada ficha que juegues debe estar en alguna de ellas
paths-no-word-through = ninguna palabra de dos o más letras pasa por las fichas que has jugado
paths-not-a-word = { $word } no es una palabra
paths-not-a-tile = { $token } no es una ficha: escribe cada una como SQUARE=LETTER, p. ej. H8=D (en minúscula para un comodín)
paths-no-tiles = indica las fichas que colocas, p. ej. `/place tiles:H8=D I8=O`

## Las opciones de una variante, y lo que una variante no tiene.

variant-bad-target = { $given } no es un objetivo de Finish Line: elige una puntuación de { $min } a { $max }
variant-target-without-finish-line = solo Finish Line tiene una puntuación objetivo
variant-advanced-without-dice = el juego avanzado es una opción exclusiva del juego de dados
variant-design-without-surprise = el diseño del tablero es solo para partidas Surprise
variant-cards-without-hyper-race = el mazo de cartas es una opción exclusiva de Hyper-Race
variant-rounds-without-free-for-all = las rondas son una opción exclusiva de Free for All
variant-bad-rounds = { $given } rondas: Free for All dura de { $min } a { $max } rondas
design-unreadable = { $given } no es un minitablero: escribe NUMBER SIDE @ SQUARE, p. ej. 3b@F6 (tableros 1 a 9, cara a clásica o b nueva, la casilla superior izquierda; +10 para el bonus de las estrellas), o un modelo: { $presets }
design-twice = el minitablero { $board } está colocado dos veces: solo hay uno de cada
design-off-board = un minitablero en { $square } se saldría del tablero: su casilla superior izquierda va de A1 a K11
design-empty = coloca al menos un minitablero
design-no-star = no se ve ninguna estrella: tiene que verse al menos una para empezar en ella
feature-review-dice = El juego de dados no tiene revisión: su tapete se revuelve tras cada jugada y cada tirada es nueva, así que no hay una mejor jugada con la que comparar.
feature-review-race = Una carrera no tiene revisión: sin puntos no hay una mejor jugada por puntuación con la que comparar.
feature-review-paths = Una partida de Free for All no tiene revisión: sus palabras siguen caminos que la lista de jugadas de la revisión no conoce.
feature-review = Esta partida no tiene revisión.
feature-gcg-paths = Una partida de Free for All no tiene registro GCG: sus palabras siguen caminos que un archivo GCG no puede escribir.
feature-gcg = Esta partida no tiene registro GCG.
feature-line-plays = En Free for All, coloca las fichas con `/place tiles: words:`.
feature-path-plays = `/place` es para partidas de Free for All: aquí usa `/play`.
feature-puzzles = Los acertijos salen solo de partidas clásicas.
feature-roles = Un rol (pro, rookie, intermediate) solo se elige en Blanks & Blockers: variant blanks-blockers.
feature-levels = Un nivel solo se elige en Finish Line por niveles: variant finish-line sin objetivo, donde cada jugador juega hasta la puntuación de su nivel.
feature-exchanges = Esta partida no tiene cambios.
feature-blockers = Esta partida no tiene bloqueadores.
feature-timed-turns = Esta partida no tiene un tiempo por turno propio.
feature-board-design = el diseño del tablero es solo para partidas Surprise

## Nombres elegidos de una lista: «{ $given } no es un...: elige { $valid }».

unknown-value = { $given } no es un valor válido: elige { $valid }
unknown-variant = { $given } no es una variante: elige { $valid }
unknown-free-for-all-rounds = { $given } no es una variante: elige free-for-all o free-for-all-N (N rondas)
unknown-finish-line-target = { $given } no es una variante: elige classic, nine-tile o finish-line-N (N puntos para ganar)
unknown-challenge-rule = { $given } no es una regla de impugnación: elige { $valid }
unknown-level = { $given } no es un nivel: elige { $valid }
unknown-role = { $given } no es un rol: elige { $valid }
unknown-computer-level = { $given } no es un nivel del ordenador: elige { $valid }
unknown-language = { $given } no es un idioma: elige { $valid }
unknown-rack-delivery = { $given } no es un modo de entrega del atril: elige { $valid }
unknown-review-access = { $given } no es un acceso a las revisiones: elige { $valid }
unknown-pace = { $given } no es un ritmo: elige { $valid }
unknown-pairing-method = { $given } no es un método de emparejamiento: elige { $valid }
unknown-end-convention = { $given } no es una convención de final de partida: elige { $valid }
unknown-move-kind = { $given } no es un tipo de jugada: elige { $valid }

## Las herramientas de palabras: cómo se escriben las letras, los comodines y los conjuntos.

query-empty = nada que buscar: escribe algunas letras
query-not-a-letter = «{ $found }» no es una letra
query-not-a-tile = «{ $found }» no es una letra ni `?` (un comodín)
query-not-in-pattern = «{ $found }» no es una letra, `?`, `*` ni `[...]`
query-too-long = { $len } letras son demasiadas: como máximo { $max }
query-too-many-blanks = { $count } comodines (`?`) son demasiados: como máximo { $max }
query-unclosed-set = un `[` no tiene su `]` de cierre
query-empty-set = `[]` debe contener al menos una letra
query-unopened-set = un `]` no tiene su `[` de apertura

## Los ajustes de una partida: el tiempo por turno, los asientos y el reloj.

setting-turn-limit = El tiempo por turno debe estar entre 30 segundos y 7 días.
setting-player-count = Una partida tiene de 2 a 4 jugadores.
setting-players-of-variant = { $variant } es un juego para { $most } jugadores: elige 1 rival.
setting-reminder-points = Los puntos de recordatorio son porcentajes del tiempo por turno, de 1 a 99.
setting-too-many-reminders = Un turno puede tener como máximo { $most } recordatorios.
setting-missed-turns = El número de turnos perdidos seguidos tras el que se pierde la partida va de 1 a { $most }.
setting-time-bank = La reserva de tiempo debe estar entre cero y 30 días.
setting-turn-limit-unreadable = { $given } no es una duración como 24h, 90m, 3d o 30s.
setting-turn-limit-outside = { $given } está fuera del rango de 30s a 7d.

## Otros rechazos del propio bot.

err-use-slash-commands = Usa los comandos de barra.
err-button-game-over = La partida #{ $game } ha terminado: este botón ya no hace nada.
err-puzzle-tiles = { $reason }: el atril del acertijo de hoy es `{ $rack }`
err-practice-tiles = { $reason }: tu atril de práctica es `{ $rack }`

## Torneos y ligas: lo que se le niega a un jugador o a un director.

event-no-tournament-here = No hay ningún torneo en este canal. Un director abre uno con `/tournament create`.
event-channel-has-tournament = Este canal ya tiene un torneo. Tiene que terminar (o un director tiene que cerrarlo con `/tournament end`) antes de que se abra otro aquí.
event-not-a-director = Solo el director del torneo (un moderador de este servidor) puede hacer eso.
event-registration-closed = La inscripción está cerrada.
event-already-registered = Ya estás inscrito.
event-player-already-registered = { $player } ya está inscrito.
event-not-registered = No estás inscrito en este torneo.
event-no-such-player = Ese jugador no está en este torneo.
event-already-started = El torneo ya ha empezado.
event-not-started = El torneo aún no ha empezado.
event-finished = El torneo ha terminado.
event-paused = El torneo está en pausa: un director lo reanuda con `/tournament resume`.
event-not-paused = El torneo no está en pausa.
event-too-few-players = Un torneo necesita al menos 2 jugadores: por ahora hay { $registered } inscritos.
event-too-few-for-divisions = { $divisions } divisiones necesitan al menos { $needed } jugadores (2 por división): por ahora hay { $registered } inscritos.
event-no-such-round = La ronda { $round } aún no está emparejada.
event-no-such-board = { $player } no tiene mesa en la ronda { $round }.
event-bye-has-no-scores = Eso es un descanso: su resultado es la diferencia por descanso.
event-round-not-complete = La ronda { $round } aún se está jugando: todos los resultados tienen que estar (o introducirse con `/tournament result`) antes de emparejar la siguiente.
event-all-rounds-paired = Todas las rondas ya están emparejadas ({ $rounds } rondas).
event-round-started = La ronda { $round } ha empezado (ya se ha hecho una jugada): solo se puede volver a emparejar una ronda en la que nadie haya jugado.
event-not-latest-round = La ronda { $round } no es la última; solo la última se puede volver a emparejar.
event-bad-pairings = Esos emparejamientos no sirven: { $reason }.
event-too-many-repeats = { $first } y { $second } se enfrentarían más veces de las que permite este torneo (como máximo { $most }).
event-already-withdrawn = El jugador ya está retirado.
event-no-league-here = No hay ninguna liga en este canal. Un moderador abre una con `/league create`.
event-channel-has-league = Este canal ya tiene una liga.
event-already-in-league = Ya estás inscrito en la temporada { $season }.
event-not-in-league = No estás inscrito en la temporada { $season }.
event-season-being-played = La temporada { $season } aún se está jugando: la siguiente empieza cuando termine.
event-too-few-for-season = Una temporada necesita al menos 2 jugadores: por ahora hay { $registered } inscritos.

## Los ajustes de un torneo o de una liga.

event-tournament-needs-server = Los torneos se juegan en un servidor, no por MD.
event-league-needs-server = Las ligas se juegan en un servidor, no por MD.
event-rounds = Un torneo tiene de 1 a 40 rondas.
event-schedule = El calendario de emparejamientos: { $reason }.
event-round-length = Una ronda dura entre 1 hora y 30 días.
event-repeats = El máximo de enfrentamientos repetidos va de 0 a 40.
event-divisions = Un torneo tiene de 1 a { $most } divisiones.
event-spreads = La diferencia por descanso va de 0 a 500 y la de incomparecencia de -500 a 0.
event-tournament-name-controls = El nombre de un torneo no puede contener caracteres de control.
event-league-name-controls = El nombre de una liga no puede contener caracteres de control.
event-tournament-name-invisible = El nombre de un torneo necesita al menos un carácter visible.
event-league-name-invisible = El nombre de una liga necesita al menos un carácter visible.
event-name-length = El nombre debe tener de 1 a 60 caracteres en una sola línea, sin ; ni #.
event-turn-limit = El tiempo por turno debe estar entre 1 hora y 7 días.
event-season-length = Una temporada dura de 1 a 180 días.
event-division-size = Una división tiene de 2 a 32 jugadores.
event-games-at-once = Un jugador tiene de 1 a 10 partidas a la vez.
event-movers = De 0 a 16 jugadores suben y bajan por división.

## Por qué no se puede leer un calendario o emparejar una ronda (partes de una frase).

schedule-count = { $given } no es un número de repeticiones: escríbelo como `2x swiss`
schedule-too-long = el calendario tiene { $listed } rondas, más que las { $rounds } de la competición
schedule-empty = el calendario está vacío: indica al menos un método de emparejamiento
pairing-by-hand = esta ronda se empareja a mano
pairing-different-divisions = { $first } y { $second } juegan en divisiones distintas
pairing-not-in-event = emparejamientos manuales: { $player } no está en la competición
pairing-paired-twice = emparejamientos manuales: { $player } está emparejado más de una vez
pairing-not-paired = emparejamientos manuales: { $player } no está emparejado
pairing-too-many-repeats = { $first } y { $second } se enfrentarían más veces de las que permite la competición (como máximo { $most })
pairing-no-players = no hay jugadores
pairing-round-robin-complete = el todos contra todos está completo tras { $rounds } rondas
pairing-fontes-even-rounds = el Fontes inicial necesita un número impar de rondas, no { $rounds }
pairing-fontes-over = el Fontes inicial solo empareja las { $rounds } primeras rondas, no la ronda { $round }
pairing-fontes-too-few = el Fontes inicial en { $rounds } rondas necesita al menos { $needed } jugadores, no { $players }
pairing-manual-unknown = emparejamientos manuales: el jugador { $player } no está en la competición
pairing-manual-twice = emparejamientos manuales: el jugador { $player } está emparejado más de una vez
pairing-manual-missing = emparejamientos manuales: el jugador { $player } no está emparejado
