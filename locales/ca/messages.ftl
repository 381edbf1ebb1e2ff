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
err-word-list-gone = La llista de paraules d'aquesta partida ({ $lexicon }), tal com era quan va començar la partida, ja no és al bot, així que no es pot comprovar cap jugada, canvi ni impugnació. L'operador del bot pot tornar a posar la llista; un moderador pot acabar la partida amb `/game end`.
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
err-unreadable-input = No he pogut llegir { $input }. Prova `/help`.
err-unreadable-command = No he pogut llegir aquesta ordre. Prova `/help`.
surprise-random-boards = d'un a quatre minitaulers a l'atzar

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
board-coming-by-dm = El tauler s'enviarà a cada jugador per missatge directe d'aquí a un moment.
start-coming-by-dm = El sorteig i el tauler s'enviaran a cada jugador per missatge directe d'aquí a un moment.
board-sent-by-dm = El tauler s'ha enviat a cada jugador per missatge directe.
start-sent-by-dm = El sorteig i el tauler s'han enviat a cada jugador per missatge directe.
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

## Publicacions al canal: en la llengua del servidor (`/settings server language:`). Els noms arriben
## escapats, les mencions com a `<@id>` i les hores com a marques de temps de Discord (`<t:...:R>`).

post-total = total { $total }
post-your-turn = { $player }, et toca.
post-final-challenge = { $player }: l'última jugada acaba la partida. Impugna-la amb `/challenge`, o accepta-la amb `/pass`.
post-time-runs-out = El temps s'acaba { $when }.
post-game-over = **Fi de la partida.**
post-timed-out = El temps de { $player } s'ha acabat: el torn passa al jugador següent ({ $missed } de { $limit } torns perduts seguits permesos).
post-timed-out-forfeits = { $player } ha esgotat el temps { $missed ->
    [one] { $missed } vegada seguida
   *[other] { $missed } vegades seguides
} i perd la partida.
standing-resigned = (abandonament)
standing-before = ({ $score } abans del recompte de les fitxes no jugades)
standing-draw = (empat)
standing-wins = (guanya)
turn-play = { $word } a { $at } per { $score }
turn-play-bingo = { $word } a { $at } per { $score } (bingo +{ $bingo })
turn-exchange = canvi de { $tiles ->
    [one] { $tiles } fitxa
   *[other] { $tiles } fitxes
}
turn-pass = passa
turn-time-out = se li ha acabat el temps; el torn passa al següent
turn-lost = perd aquest torn
turn-lost-challenge = perd aquest torn (impugnació fallida)
turn-challenged-off = jugada retirada després de la impugnació de { $by }: { $outcome }
turn-challenged = jugada impugnada per { $by }: { $outcome }
turn-resigned = abandona
turn-end-count = { $points } per les fitxes que { $racks }: { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] no és vàlida
   *[other] no són vàlides
}; les fitxes tornen al faristol ({ $points })
challenge-loses-turn = totes les paraules són vàlides; qui ha impugnat perd un torn
challenge-bonus = totes les paraules són vàlides; { $player } rep { $points }
challenge-no-penalty = totes les paraules són vàlides; sense penalització amb aquesta regla
rack-owner = { $name }
racks-one = li quedaven a { $owner }
racks-many = els quedaven a { $owners } i { $last }
racks-none = quedaven als altres faristols
lobby = Partida #{ $game }: { $variant }, regla d'impugnació { $rule }, { $time } per torn, lèxic { $lexicon }, { $rated }. A la taula ({ $seated } de { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (fitxes: { $language })
lobby-rated = puntuable
lobby-unrated = no puntuable
seat-to-target = { $level }, fins a { $target }
seat-turn-time = { $time } per torn
language-english = anglès
language-french = francès
language-german = alemany
language-spanish = castellà
language-italian = italià
language-dutch = neerlandès
language-portuguese = portuguès
language-polish = polonès
language-norwegian = noruec
language-swedish = suec
language-catalan = català
seat-name-computer = Ordinador ({ $level })
seat-name-empty = Seient { $seat }
computer-level-easy = fàcil
computer-level-medium = mitjà
computer-level-hard = difícil
computer-level-expert = expert
notice-opened = { $by } ha obert una partida. Uneix-t'hi amb `/game join` (o amb el botó); qualsevol jugador la pot començar amb `/game start`. { $lobby }
notice-joined = { $name } s'hi ha unit. { $lobby }
notice-left = { $name } ha sortit de la partida. { $lobby }
notice-left-closed = { $name } ha sortit de la partida; la partida s'ha tancat.
notice-computer-seated = Un jugador de l'ordinador s'ha assegut a la taula. { $lobby }
notice-end-asked = { $by } demana acabar la partida #{ $game }. Falten per acceptar-ho amb `/game end`: { $waiting }.
notice-ended = La partida #{ $game } s'ha acabat sense resultat.
notice-word-list-gone = La partida #{ $game } està aturada: la seva llista de paraules ({ $lexicon }), tal com era quan va començar la partida, ja no és al bot, així que no es pot comprovar cap jugada, canvi ni impugnació. El tauler, els faristols, `/score` i `/gcg` encara responen. L'operador del bot pot tornar a posar la llista; un moderador pot acabar la partida amb `/game end`.
draw-title = El sorteig de la primera jugada
draw-round = Ronda { $round }: { $drawn }
draw-won = { $player } ha tret la fitxa més propera a l'A (un escarràs guanya qualsevol lletra) i comença.
draw-first-play = Primera jugada
draw-given-first = { $player } comença, tal com indica l'aparellament (sense sorteig per a la primera jugada).
draw-then = { $before }, després { $next }
draw-order = Ordre de joc: { $order }.
rack-your-turn = Et toca!
rack-dms-closed-note = { $player }, no t'he pogut enviar el faristol per missatge directe (tens els missatges directes tancats). Fes servir `/rack` per veure'l.
reminder-in-channel = La partida #{ $game } a { $channel } t'espera: el temps se t'acaba { $when }. (`/settings reminders on:False` desactiva aquests recordatoris.)
reminder = La partida #{ $game } t'espera: el temps se t'acaba { $when }. (`/settings reminders on:False` desactiva aquests recordatoris.)
reminder-note = { $player }, la partida #{ $game } t'espera: el temps se t'acaba { $when }.
board-bag = sac
board-cup = cubilet
board-word = P
board-letter = L

## Refusos d'una jugada per les regles, o per com s'ha escrit (dits com una frase: el bot
## posa en majúscula la primera lletra i hi afegeix el punt final).

rule-game-over = la partida s'ha acabat
rule-resigned = t'has rendit en aquesta partida
rule-not-your-turn = no et toca
rule-awaiting-final-challenge = l'última jugada acaba la partida: impugna-la, o passa per acceptar-la
rule-invalid-words = fora del diccionari: { $words }
rule-exchange-nothing = tria com a mínim una fitxa per canviar (o passa)
rule-exchange-bag-too-small = no pots canviar si només { $in_bag ->
    [one] queda { $in_bag } fitxa
   *[other] queden { $in_bag } fitxes
} al sac (se'n necessiten com a mínim { $needed })
rule-challenges-off = en aquesta partida no hi ha impugnacions: les paraules es comproven quan es juguen
rule-nothing-to-challenge = no hi ha cap jugada per impugnar
rule-own-play = no pots impugnar la teva pròpia jugada
rule-no-tiles = una jugada necessita com a mínim una fitxa del teu faristol
rule-off-board = { $square } és fora del tauler
rule-occupied = la casella { $square } ja està ocupada
rule-same-square-twice = la casella { $square } s'utilitza dues vegades en aquesta jugada
rule-not-in-line = totes les fitxes d'una jugada han d'estar en una mateixa fila o en una mateixa columna
rule-gap = la jugada deixa un forat a { $square }: les fitxes han de formar una sola paraula contínua
rule-first-play-off-start = la primera jugada ha de cobrir l'estrella central ({ $square })
rule-first-play-too-short = la primera jugada necessita com a mínim dues fitxes
rule-not-connected = la jugada ha de tocar alguna fitxa que ja sigui al tauler
rule-a-blank = un escarràs
rule-tile-number = la fitxa número { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = no tens { $tiles } al teu faristol
rule-only-tiles = només tens { $held } { $tile } al teu faristol, no { $wanted }
rule-only-blanks = només tens { $held ->
    [one] { $held } escarràs
   *[other] { $held } escarrassos
} al teu faristol, no { $wanted }
rule-unreadable-square = { $square } no és una casella: escriu la fila i després la columna per jugar en horitzontal (8D), i la columna i després la fila per jugar en vertical (D8)
rule-square-off-board = { $square } és fora del tauler
rule-empty-word = la jugada no forma cap paraula
rule-runs-off-board = { $word } no hi cap: des de { $square } surt del tauler
rule-through-mismatch = a { $square } el tauler té { $board }, no { $written }
rule-nothing-to-play-through = no hi ha cap fitxa a { $square } per aprofitar
rule-unknown-letter = en aquesta partida no hi ha cap fitxa { $letter }
rule-unbalanced-parentheses = els parèntesis de { $play } no estan ben aparellats
rule-no-new-tiles = la jugada no posa cap fitxa nova al tauler
rule-not-a-play = { $play } no és una jugada: escriu la casella i després la paraula, com ara 8D QUIXOTE

## `/settings`: què hi ha configurat ara, i els teus recordatoris.

settings-describe = Partides noves aquí: lèxic { $lexicon }, regla d'impugnació { $rule }, { $time } per torn, faristols { $racks }; rol de moderador: { $role }. `/word` durant una partida: { $words }. Anàlisis de partides acabades: { $reviews }. Publicacions als canals: { $language }.
settings-racks-dm = per missatge directe
settings-racks-command = només amb `/rack`
settings-no-role = cap (Gestionar el servidor)
settings-words-allowed = permès
settings-words-not-allowed = no permès (el diccionari és per a les impugnacions)
settings-reviews-players = els jugadors de la partida
settings-reviews-anyone = tothom
settings-reminders-on = Els recordatoris estan activats: t'avisaré quan una partida t'esperi.
settings-reminders-off = Els recordatoris estan desactivats. Torna a activar-los amb `/settings reminders on:True`.

## `/settings show` per als moderadors, i l'avís d'un canal que rebutja les publicacions del bot.

channels-all-well = Tot bé: Lexicord té tots els permisos que necessita als canals amb partides i esdeveniments d'aquí ({ $channels } revisats).
channels-heading = El que li falta a Lexicord on es juguen partides i esdeveniments aquí:
channels-cannot-view = Lexicord no pot veure { $channel }: dona-li «Veure canals» allà.
channels-cannot-send = Lexicord no pot publicar a { $channel }: dona-li «Enviar missatges» allà.
channels-cannot-send-in-threads = Lexicord no pot publicar al fil { $channel }: dona-li «Enviar missatges als fils» al canal del fil.
channels-cannot-attach = Lexicord no pot adjuntar fitxers a { $channel }: dona-li «Adjuntar fitxers» allà.
channels-cannot-open-threads = Lexicord no pot obrir fils a { $channel }, on tornejos i lligues juguen les seves partides: dona-li «Crear fils públics» i «Enviar missatges als fils» allà.
channels-gone = { $channel } ja no existeix: les partides d'allà no poden continuar.
channels-unknown = Discord no ha dit què pot fer Lexicord a { $channel }: torna-ho a provar més tard.
channels-server-unknown = Discord no ha dit què pot fer Lexicord en aquest servidor: torna-ho a provar més tard.
alert-unreachable = Discord continua rebutjant les publicacions de Lexicord a { $channel } (servidor { $server }) per falta de permisos: les partides d'allà esperen fins que pugui tornar a publicar.
alert-unreachable-check = Revisa els permisos de Lexicord a la configuració d'aquest canal (Permisos) i els del seu rol.

## Botons sota els missatges i els panells, i un botó premut massa tard.

button-pass = Passar
button-exchange = Canviar
button-challenge = Impugnar
button-my-rack = El meu faristol
button-join = Unir-se
button-start = Començar
button-board = Tauler
button-play = Jugar
button-confirm = Confirmar
button-places = Tria on jugar-la
button-game-not-played = La partida #{ $game } no està en joc: aquest botó ja no fa res.
