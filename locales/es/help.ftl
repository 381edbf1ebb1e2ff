# Lexicord: help messages (es). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: el juego de fichas y crucigramas**
help-rules-words = - Forma palabras en horizontal o vertical unidas a las fichas del tablero; la primera cubre la estrella central con dos o más fichas.
help-rules-premiums = - El azul claro duplica una letra, el azul oscuro la triplica, el rosa duplica la palabra, el rojo la triplica (los premios cuentan una vez). Puntúa cada palabra que formes o alargues.
help-rules-bingo = - Juega las 7 fichas en un turno: +50.
help-rules-exchange = - O cambia fichas (la bolsa debe tener 7 o más), o pasa.
help-rules-challenge = - Una jugada se puede impugnar hasta que juegue el siguiente jugador.
help-rules-end = - La partida acaba cuando la bolsa está vacía y un jugador usa su última ficha, o tras seis turnos seguidos sin puntos. Las fichas sin jugar cuentan en tu contra.
help-rules-rack = - Tu atril llega por MD después de cada turno; `/rack` lo muestra en privado.
help-commands-title = **Comandos**
help-see-topics = ver temas
help-more = Más: `/help topic:`.

## Choices

help-choices = **Opciones de `/game new`**: variante { $variants }; regla de impugnación { $rules }; nivel del ordenador { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` termina la partida cuando un jugador lo alcanza; sin objetivo, cada jugador elige un nivel ({ $levels }) en `/game new` o `/game join` y juega hasta la puntuación que el reglamento le fija: 2 jugadores { $two }, 3 jugadores { $three }, 4 jugadores { $four }. Gana quien alcance primero su propia puntuación.
help-turn-time = **Tiempo por turno**: `turn_time:` de 30s a 7d para la partida; `my_turn_time:` en `/game new` o `turn_time:` en `/game join` da a un jugador su propio tiempo (un hándicap). Cada publicación de turno cuenta atrás hasta el plazo del jugador; una jugada posterior se rechaza y el turno pasa.

## Ratings and puzzles

help-ratings = **Clasificaciones**: Glicko-2 por servidor, léxico, variante y ritmo (en directo: turnos de menos de una hora). Las partidas puntúan salvo si se abren con `rated:False` o con el ordenador; una partida terminada con `/game end` no puntúa. Una puntuación con desviación de más de 110 es provisional (`?`).
help-daily-puzzle = **Acertijo diario**: uno por servidor y día UTC, elegido por tener una única respuesta clara (la mejor jugada por equity supera a la siguiente por la mayor diferencia); jugadas clasificadas por puntos; cuenta tu primera respuesta (los reintentos son práctica); la solución llega al día siguiente.
help-practice = **Práctica** (`/practice`): posiciones de tus propias partidas terminadas en las que más equity perdiste (puntos más el valor, según el ordenador difícil, de las fichas que te quedas), primero los bingos perdidos; cada una se muestra hasta que la respondas; las respuestas correctas seguidas forman tu racha.

## Tournaments and leagues

help-events-title = **Torneos y ligas** (los dirigen los moderadores; los jugadores se apuntan y juegan en hilos)
help-leagues = **Ligas**: divisiones según el resultado de la temporada anterior (los nuevos según su puntuación), un todos contra todos en cada una, unas pocas partidas a la vez; el sexto de arriba sube y el de abajo baja.

## Dice

help-dice-title = **El juego de dados** (`/game new variant:dice`): 12 dados de letras en un tapete de 9x9; gana el primero en llegar a 200.
help-dice-first = - La tirada para empezar: cada jugador tira un dado; empieza el más cercano a la A, y un comodín gana a cualquier letra.
help-dice-turn = - Tu turno: el bot saca para ti hasta 7 dados del cubilete y los tira; tu tirada llega por MD (`/rack` la muestra). Tienes 60 segundos (salvo que la partida fije otro `turn_time:`): juega una palabra con `/play` o pierdes el turno.
help-dice-words = - Las palabras van en horizontal o vertical, como en un crucigrama, y puntúan con los premios del tapete (la estrella duplica la palabra); los 7 dados: +50. No hay cambios.
help-dice-scrambled = - **Scrambled**: tras cada jugada, las letras que estaban en el tapete al empezar tu turno vuelven al cubilete, salvo las de tu nueva palabra. Si solo alargas la palabra (sin segunda palabra), vuelven todos los dados: la siguiente palabra empieza en la estrella.
help-dice-challenges = - Impugnaciones como en el juego clásico: una palabra inválida se retira y su jugador pierde el turno; una impugnación fallida le cuesta al impugnador su siguiente turno.
help-dice-advanced = - `advanced:True`: tus dados sin usar pasan boca arriba al siguiente jugador, que solo tira los nuevos.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): el juego clásico en un tablero con ocho casillas Comodín (`?` amarillo) y ocho casillas Bloqueo (`✖`).
help-blockers-blank = - Cubre una casilla Comodín: toma un comodín amarillo de la pila de 12. Se queda junto a tus siete fichas y se juega como un comodín (vale 0); juega varios en un turno si quieres. Un bingo necesita las siete fichas del atril: los comodines amarillos no cuentan.
help-blockers-blocker = - Cubre una casilla Bloqueo: toma un bloqueador de la pila de 8. Ponlo en cualquier casilla vacía con `/blocker at:I8`, antes de tu palabra o justo después, en ese turno o en otro posterior; ninguna ficha puede ir encima.
help-blockers-empty-pile = - Una pila vacía no da nada. Una jugada retirada por impugnación devuelve lo que tomó, quitándolo del tablero si se colocó.
help-blockers-roles = - Roles (`role:` en `/game new` o `/game join`): `standard` toma ambos; `pro` juega con las reglas clásicas y no toma nada; `intermediate` toma comodines, no bloqueadores; `rookie` toma ambos y puede poner una ficha sobre un bloqueador para formar una palabra a través de él (el bloqueador vuelve a la pila).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): el juego clásico en un tablero que diseñas colocando algunos de los 9 minitableros de 5x5 de dos caras sobre el tablero clásico, superpuestos si quieres, mientras quede visible una estrella.
help-surprise-board = - `board:` enumera piezas como NÚMERO CARA @ CASILLA SUPERIOR IZQUIERDA, p. ej. `3b@F6 7a@A1` (cara `a`: premios clásicos; cara `b`: Comodín, letra cuádruple 4L, palabra cuádruple 4W, estrellas); o un modelo: { $presets }; o `surprise me` (por defecto) para un tablero al azar. La sala de espera muestra el tablero.
help-surprise-star = - La primera palabra puede cubrir cualquier estrella; cada estrella duplica la palabra.
help-surprise-wild = - Cubre una casilla Comodín (`?` amarillo): toma un comodín amarillo de la pila de 12. Se queda junto a tus siete fichas y se juega como un comodín; tus propios comodines beis se usan primero. Un bingo necesita las siete fichas beis; los comodines amarillos nunca se cambian. Una palabra inválida retirada por impugnación devuelve sus comodines amarillos. Añade `+10` al tablero para los 10 puntos opcionales del reglamento por una jugada que une las fichas de dos estrellas.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 jugadores, sin puntos): el primer jugador baja a toda velocidad por las columnas A a G, el segundo por I a O; la columna H es el hueco entre ellos.
help-race-first-word = - Tu primera palabra cubre una estrella de estación espacial en la fila superior; cada palabra posterior se une a tus propias palabras, como en un crucigrama. Las palabras se comprueban según la regla de impugnación de la partida.
help-race-earth = - Gana el primer jugador que pone una ficha en una casilla TIERRA (fila inferior) al formar una palabra.
help-race-comet = - COMETA: toma un comodín amarillo, que se queda junto a tus siete fichas y se juega como un comodín.
help-race-ufo = - OVNI: saca la carta de arriba del mazo de 30 cartas de platillo volante; el bot la lee y hace lo que dice (un comodín amarillo, un turno perdido o nada). `cards:False` juega la partida corta sin el mazo. Una jugada retirada por impugnación devuelve sus cartas y comodines.
help-race-draw = - Seis pases o cambios seguidos terminan en empate una carrera en la que nadie puede avanzar.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` de 3 a 10): fichas en cualquier lugar del centro de 9x9, la primera en H8. Las palabras se leen a lo largo de fichas adyacentes en horizontal, vertical o diagonal, sin repetir ficha. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` puntúa hasta tres palabras distintas (valores de las fichas, +50 por siete fichas), cada una con una ficha nueva y entre todas todas ellas; omite `words:` para las tres mejores. La publicación muestra las casillas de cada palabra.
