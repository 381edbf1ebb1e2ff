# Lexicord: what the bot says privately, Catalan.

## Refusos: el que un jugador ha demanat i que les regles o la partida no permeten. No s'ha canviat res.

err-no-game-here = No hi ha cap partida en aquest canal. Comença'n una amb `/game new`.
err-channel-has-game = Aquest canal ja té una partida. Acaba-la (o demana a un moderador que faci `/game end`) abans de començar-ne una altra.
err-not-a-player = No jugues en aquesta partida.
err-not-started = La partida encara no ha començat: `/game start` reparteix les fitxes.
err-already-started = La partida ja ha començat.
err-already-joined = Ja formes part d'aquesta partida.
err-game-full = La partida és plena ({ $players } jugadors).
err-not-enough-players = Una partida necessita de 2 a 4 jugadors (de moment, a la taula: { $seated }). Convida algú a unir-s'hi amb `/game join`, o afegeix un jugador de l'ordinador amb `/game add-bot`.
err-not-allowed-to-end = Només un moderador, o tots els jugadors junts, poden acabar una partida.
err-not-a-moderator = Només un moderador pot canviar la configuració del servidor.
err-bad-tiles = No he pogut llegir les fitxes { $tiles }: escriu les lletres del teu faristol, i ? per a un escarràs (per exemple `AEI?`).
err-unknown-lexicon = Aquest bot no té el lèxic { $name }. Disponibles: { $available }.
err-bad-square = `{ $square }` no és una casella: escriu-ne la columna i la fila, p. ex. I8.
err-no-such-game = No existeix la partida #{ $game }.
err-panel-out-of-date = Aquest panell ja no està al dia: la partida ha avançat des que es va mostrar. No s'ha canviat res.
err-words-during-game = Tens una partida en curs en aquest servidor ({ $channel }), i les regles només permeten el diccionari per a les impugnacions: `/word` et tornarà a respondre quan s'acabin les teves partides d'aquí. Un moderador ho pot permetre durant les partides amb `/settings server words_in_games:True`.
err-game-not-over = Aquesta partida encara continua: l'anàlisi arribarà quan s'acabi.
err-replay-before-end = Aquesta partida encara continua: la reproducció arribarà quan s'acabi.
err-time-ran-out = El temps se t'ha acabat { $when }: d'aquí a un moment el torn passa al jugador següent, i la teva jugada no s'ha fet.
err-not-your-review = En aquest servidor només els jugadors d'una partida la poden analitzar (un moderador pot obrir les anàlisis a tothom amb `/settings server reviews:anyone`).
err-puzzle-needs-server = Els enigmes pertanyen a un servidor: als missatges directes no n'hi ha. Fes servir `/puzzle show` en un canal d'un servidor on sigui el bot.
err-no-puzzle-yet = Avui encara no hi ha enigma en aquest servidor: `/puzzle show` el treu, i després ja el pots respondre.
err-no-practice-position = No tens cap posició de pràctica per respondre: `/practice` et mostra la següent, i després respon-la amb `/practice word: at:`.
err-practice-needs-both = Per respondre la teva posició de pràctica, indica tant `word:` com `at:`, escrits com per a `/play`; `/practice` tot sol mostra la posició.
err-other-languages-tiles = Les llistes de paraules d'altres idiomes es juguen en partides classic, nine-tile i Finish Line: tria una d'aquestes variants, o una llista de paraules anglesa.
err-internal = Ho sentim, alguna cosa ha fallat per part nostra (identificador de l'error `{ $id }`).

## Consells afegits a un refús quan l'error era en com s'havia escrit una jugada o les seves fitxes.

hint-write-play = Escriu la casella i després la paraula: `/play word:HORN at:8F` va en horitzontal des de la fila 8, columna F; `at:F8` va en vertical. Una lletra minúscula és un escarràs; les fitxes que ja són al tauler s'escriuen amb la seva lletra (o `.`).
hint-rack = `/rack` mostra les teves fitxes; escriu `?` o una lletra minúscula per a un escarràs.

## Abans de la partida: el que se li diu al jugador que ho ha demanat.

game-opened = La teva partida #{ $game } és oberta.
game-joined = T'has unit a la partida.
game-left = Has sortit de la partida.
game-computer-seated = El jugador de l'ordinador ja és a la taula.
game-resigned = T'has rendit.
game-ended = La partida s'ha acabat.
game-vote-counted = S'ha comptat el teu vot.
game-started = La partida ha començat.

## Després d'un torn: el que se li diu al jugador que ha jugat, a més del que ha fet.

done = Fet.
done-what = Fet: { $what }.
board-coming = El tauler es publicarà al canal d'aquí a un moment.
start-coming = El sorteig i el tauler es publicaran al canal d'aquí a un moment.
new-rack-sent = El teu nou faristol és als teus missatges directes.
new-rack-dms-closed = Tens els missatges directes tancats, així que aquí tens el teu nou faristol: `{ $tiles }`.
new-rack-by-command = Fes servir `/rack` per veure el teu nou faristol.
new-rack-delayed = El teu nou faristol t'arribarà per missatge directe d'aquí a un moment (o fes servir `/rack`).
rack-sent = El teu faristol és als teus missatges directes.
rack-dms-closed = Tens els missatges directes tancats, així que aquí tens el teu faristol: `{ $tiles }`.
rack-by-command = Fes servir `/rack` per veure el teu faristol.
rack-delayed = El teu faristol t'arribarà per missatge directe d'aquí a un moment (o fes servir `/rack`).

## Afegit després del primer catàleg.

notice-coming = El canal se n'assabentarà d'aquí a un moment.
challenge-upheld = La teva impugnació de la jugada que ha fet { $player } ha prosperat: { $outcome }.
challenge-failed = La teva impugnació de la jugada que ha fet { $player } no ha prosperat: { $outcome }.
