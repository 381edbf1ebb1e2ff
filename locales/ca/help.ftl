# Lexicord: help messages (ca). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: el joc de fitxes i mots encreuats**
help-rules-words = - Forma paraules en horitzontal o en vertical unides a les fitxes del tauler; la primera cobreix l'estrella central amb dues fitxes o més.
help-rules-premiums = - El blau clar duplica una lletra, el blau fosc la triplica, el rosa duplica la paraula, el vermell la triplica (les primes compten una vegada). Puntua cada paraula que formis o allarguis.
help-rules-bingo = - Juga les 7 fitxes en un torn: +50.
help-rules-exchange = - O canvia fitxes (la bossa n'ha de tenir 7 o més), o passa.
help-rules-challenge = - Una jugada es pot impugnar fins que jugui el jugador següent.
help-rules-end = - La partida s'acaba quan la bossa és buida i un jugador fa servir la seva última fitxa, o després de sis torns seguits sense punts. Les fitxes no jugades compten en contra teu.
help-rules-rack = - El teu faristol arriba per missatge directe després de cada torn; `/rack` el mostra en privat.
help-commands-title = **Ordres**
help-see-topics = vegeu els temes
help-more = Més: `/help topic:`.

## Choices

help-choices = **Opcions de `/game new`**: variant { $variants }; regla d'impugnació { $rules }; nivell de l'ordinador { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` acaba la partida quan un jugador l'assoleix; sense objectiu, cada jugador tria un nivell ({ $levels }) a `/game new` o `/game join` i juga fins a la puntuació que el reglament li fixa: 2 jugadors { $two }, 3 jugadors { $three }, 4 jugadors { $four }. Guanya qui arriba primer a la seva pròpia puntuació.
help-turn-time = **Temps per torn**: `turn_time:` de 30s a 7d per a la partida; `my_turn_time:` a `/game new` o `turn_time:` a `/game join` dona a un jugador el seu propi temps (un handicap). Cada publicació de torn compta enrere fins al termini del jugador; una jugada posterior es rebutja i el torn passa.

## Ratings and puzzles

help-ratings = **Puntuacions**: Glicko-2 per servidor, lèxic, variant i ritme (en directe: torns de menys d'una hora). Les partides puntuen tret que s'obrin amb `rated:False` o amb l'ordinador; una partida acabada amb `/game end` no puntua. Una puntuació amb desviació de més de 110 és provisional (`?`).
help-daily-puzzle = **Enigma diari**: un per servidor i dia UTC, triat per tenir una única resposta clara (la millor jugada per equity avança la següent per la diferència més gran); jugades classificades per punts; compta la teva primera resposta (els reintents són pràctica); la solució arriba l'endemà.
help-practice = **Pràctica** (`/practice`): posicions de les teves pròpies partides acabades on vas perdre més equity (punts més el valor, segons l'ordinador difícil, de les fitxes que et quedes), primer els bingos perduts; cadascuna es mostra fins que la responguis; les respostes correctes seguides fan la teva ratxa.

## Tournaments and leagues

help-events-title = **Tornejos i lligues** (els dirigeixen els moderadors; els jugadors s'hi apunten i juguen en fils)
help-leagues = **Lligues**: divisions segons el resultat de la temporada anterior (els nous segons la puntuació), una lligueta tots contra tots a cadascuna, unes quantes partides alhora; el sisè de dalt puja i el de baix baixa.

## Dice

help-dice-title = **El joc de daus** (`/game new variant:dice`): 12 daus de lletres en una estora de 9x9; guanya el primer que arriba a 200.
help-dice-first = - La tirada per començar: cada jugador tira un dau; comença el més proper a la A, i un escarràs guanya qualsevol lletra.
help-dice-turn = - El teu torn: el bot treu per a tu fins a 7 daus del gobelet i els tira; la teva tirada arriba per missatge directe (`/rack` la mostra). Tens 60 segons (tret que la partida fixi un altre `turn_time:`): juga una paraula amb `/play` o perds el torn.
help-dice-words = - Les paraules van en horitzontal o en vertical, com en uns mots encreuats, i puntuen amb les primes de l'estora (l'estrella duplica la paraula); els 7 daus: +50. No hi ha canvis.
help-dice-scrambled = - **Scrambled**: després de cada jugada, les lletres que eren a l'estora al començament del teu torn tornen al gobelet, excepte les de la teva paraula nova. Si només allargues la paraula (sense segona paraula), tornen tots els daus: la paraula següent comença a l'estrella.
help-dice-challenges = - Impugnacions com al joc clàssic: una paraula no vàlida es retira i el seu jugador perd el torn; una impugnació fallida costa a qui impugna el seu torn següent.
help-dice-advanced = - `advanced:True`: els teus daus no utilitzats passen cara amunt al jugador següent, que només tira els nous.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): el joc clàssic en un tauler amb vuit caselles Escarràs (`?` groc) i vuit caselles Bloqueig (`✖`).
help-blockers-blank = - Cobreix una casella Escarràs: agafa un escarràs groc de la pila de 12. Es queda al costat de les teves set fitxes i es juga com un escarràs (val 0); juga'n diversos en un torn si vols. Un bingo necessita les set fitxes del faristol: els escarrassos grocs no hi compten.
help-blockers-blocker = - Cobreix una casella Bloqueig: agafa un bloquejador de la pila de 8. Posa'l en qualsevol casella buida amb `/blocker at:I8`, abans de la teva paraula o just després, en aquell torn o en un de posterior; cap fitxa no hi pot anar a sobre.
help-blockers-empty-pile = - Una pila buida no dona res. Una jugada retirada per impugnació torna el que va agafar, traient-ho del tauler si s'hi havia posat.
help-blockers-roles = - Rols (`role:` a `/game new` o `/game join`): `standard` agafa tots dos; `pro` juga amb les regles clàssiques i no agafa res; `intermediate` agafa escarrassos, no bloquejadors; `rookie` agafa tots dos i pot posar una fitxa sobre un bloquejador per formar-hi una paraula a través (el bloquejador torna a la pila).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): el joc clàssic en un tauler que dissenyes col·locant alguns dels 9 minitaulers de 5x5 de dues cares sobre el tauler clàssic, superposats si vols, sempre que quedi visible una estrella.
help-surprise-board = - `board:` enumera peces com a NÚMERO CARA @ CASELLA SUPERIOR ESQUERRA, p. ex. `3b@F6 7a@A1` (cara `a`: primes clàssiques; cara `b`: Comodí, lletra quàdruple 4L, paraula quàdruple 4W, estrelles); o un model: { $presets }; o `surprise me` (per defecte) per a un tauler a l'atzar. La sala d'espera mostra el tauler.
help-surprise-star = - La primera paraula pot cobrir qualsevol estrella; cada estrella duplica la paraula.
help-surprise-wild = - Cobreix una casella Comodí (`?` groc): agafa un escarràs groc de la pila de 12. Es queda al costat de les teves set fitxes i es juga com un escarràs; els teus propis escarrassos beix es fan servir primer. Un bingo necessita les set fitxes beix; els escarrassos grocs no es canvien mai. Una paraula no vàlida retirada per impugnació torna els seus escarrassos grocs. Afegeix `+10` al tauler per als 10 punts opcionals del reglament per una jugada que uneix les fitxes de dues estrelles.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 jugadors, sense punts): el primer jugador baixa a tota velocitat per les columnes A a G, el segon per la I a la O; la columna H és l'espai entre tots dos.
help-race-first-word = - La teva primera paraula cobreix una estrella d'estació espacial a la fila de dalt; cada paraula posterior s'uneix a les teves pròpies paraules, com en uns mots encreuats. Les paraules es comproven segons la regla d'impugnació de la partida.
help-race-earth = - Guanya el primer jugador que posa una fitxa en una casella TERRA (fila de baix) en formar una paraula.
help-race-comet = - COMETA: agafa un escarràs groc, que es queda al costat de les teves set fitxes i es juga com un escarràs.
help-race-ufo = - OVNI: agafa la carta de dalt del feix de 30 cartes de plat volador; el bot la llegeix i fa el que diu (un escarràs groc, un torn perdut o res). `cards:False` juga la partida curta sense el feix. Una jugada retirada per impugnació torna les seves cartes i escarrassos.
help-race-draw = - Sis passades o canvis seguits acaben en empat una cursa en què ningú no pot avançar.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` de 3 a 10): fitxes a qualsevol lloc del centre de 9x9, la primera a H8. Les paraules es llegeixen al llarg de fitxes adjacents en horitzontal, vertical o diagonal, sense repetir cap fitxa. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` puntua fins a tres paraules diferents (valors de les fitxes, +50 per set fitxes), cadascuna amb una fitxa nova i entre totes amb totes; omet `words:` per a les tres millors. La publicació mostra les caselles de cada paraula.
