# Lexicord: refusos segons les regles de les variants, la configuració, les eines de paraules i els
# tornejos, en català. Cadascun es diu en privat al jugador que ho ha demanat; no s'ha canviat res. Els
# valors entre { $name } els posa el bot; els noms arriben com a text pla. Els missatges que comencen en
# minúscula són parts d'una frase: el bot hi posa la majúscula i el punt final.

## Quan les peces pròpies d'una variant no permeten una jugada.

rule-unknown-player = no hi ha cap jugador { $player } en aquesta partida
rule-blocked = a { $square } hi ha un bloquejador: no s'hi pot jugar cap fitxa
rule-no-blocker = no tens cap bloquejador: cobreix una casella Bloqueig per agafar-ne un
rule-role-takes-no-blockers = el rol { $role } no agafa bloquejadors: només els agafen rookie i standard
rule-blocker-off-board = un bloquejador va en una casella buida del tauler
rule-blocker-on-filled-square = la casella { $square } no és buida: un bloquejador va en una casella buida
rule-closed-square = cap fitxa no pot anar a { $square }: és la línia entre els dos costats
rule-off-your-side = { $square } és al costat del teu rival: les teves paraules es queden al teu costat, columnes { $side }
rule-first-word-off-station = la teva primera paraula ha de cobrir una casella de la teva estació espacial a la fila de dalt
rule-not-connected-to-your-side = la teva paraula s'ha d'unir a una paraula que hagis jugat al teu costat
rule-yellow-blank-kept = els escarrassos grocs es queden al costat del teu faristol i no es poden canviar
rule-no-exchange-with-dice = el joc de daus no té canvis: juga una paraula o passa

## Free for All: fitxes col·locades a qualsevol lloc, paraules llegides al llarg de camins.

paths-outside-area = { $square } és fora de l'àrea de 9x9 del mig del tauler (de D4 a L12)
paths-first-play-off-centre = la primera jugada ha de cobrir la casella central H8
paths-first-play-too-short = la primera jugada necessita com a mínim dues fitxes
paths-not-touching = la jugada ha de tocar alguna fitxa que ja sigui al tauler (en horitzontal, en vertical o en diagonal)
paths-too-many-words = indica com a màxim tres paraules
paths-same-word-twice = indica cada paraula només una vegada
paths-no-words = indica com a mínim una paraula, o demana les tres millors
paths-cannot-read = { $word } no es pot llegir al llarg de fitxes adjacents passant per una fitxa que has jugat
paths-tile-left-out = les teves paraules deixen fora la fitxa de { $square }: cada fitxa que jugues ha de ser en alguna d'elles
paths-no-word-through = per les fitxes que has jugat no passa cap paraula de dues lletres o més
paths-not-a-word = { $word } no és una paraula
paths-not-a-tile = { $token } no és una fitxa: escriu cadascuna com a SQUARE=LETTER, p. ex. H8=D (minúscula per a un escarràs)
paths-no-tiles = indica les fitxes que col·loques, p. ex. `/place tiles:H8=D I8=O`

## Les opcions d'una variant, i el que una variant no té.

variant-bad-target = { $given } no és un objectiu de Finish Line: tria una puntuació de { $min } a { $max }
variant-target-without-finish-line = només Finish Line té una puntuació objectiu
variant-advanced-without-dice = el joc avançat només és una opció del joc de daus
variant-design-without-surprise = un tauler dissenyat només és per a partides Surprise
variant-cards-without-hyper-race = el feix de cartes només és una opció de Hyper-Race
variant-rounds-without-free-for-all = les rondes només són una opció de Free for All
variant-bad-rounds = { $given } rondes: Free for All dura de { $min } a { $max } rondes
design-unreadable = { $given } no és un minitauler: escriu NUMBER SIDE @ SQUARE, p. ex. 3b@F6 (taulers de l'1 al 9, cara a clàssica o b nova, la casella superior esquerra; +10 per a la bonificació de les estrelles), o un model: { $presets }
design-twice = el minitauler { $board } està posat dues vegades: només n'hi ha un de cada
design-off-board = un minitauler a { $square } sortiria del tauler: la seva casella superior esquerra va d'A1 a K11
design-empty = posa com a mínim un minitauler
design-no-star = no es veu cap estrella: se n'ha de veure com a mínim una, per començar-hi
feature-review-dice = El joc de daus no té anàlisi: l'estora es remena després de cada jugada i cada tirada és nova, així que no hi ha cap millor jugada amb què comparar.
feature-review-race = Una cursa no té anàlisi: sense punts no hi ha cap millor jugada per puntuació amb què comparar.
feature-review-paths = Una partida Free for All no té anàlisi: les seves paraules segueixen camins que la llista de jugades de l'anàlisi no coneix.
feature-review = Aquesta partida no té anàlisi.
feature-gcg-paths = Una partida Free for All no té registre GCG: les seves paraules segueixen camins que un fitxer GCG no pot escriure.
feature-gcg = Aquesta partida no té registre GCG.
feature-line-plays = A Free for All, col·loca les fitxes amb `/place tiles: words:`.
feature-path-plays = `/place` és per a partides Free for All: aquí fes servir `/play`.
feature-puzzles = Els enigmes només surten de partides clàssiques.
feature-roles = Un rol (pro, rookie, intermediate) només es tria a Blanks & Blockers: variant blanks-blockers.
feature-levels = Un nivell només es tria a Finish Line per nivells: variant finish-line sense objectiu, on cada jugador juga fins a la puntuació del seu nivell.
feature-exchanges = Aquesta partida no té canvis.
feature-blockers = Aquesta partida no té bloquejadors.
feature-timed-turns = Aquesta partida no té un límit de temps per torn propi.
feature-board-design = un tauler dissenyat només és per a partides Surprise

## Noms triats d'una llista: "{ $given } no és ...: tria { $valid }".

unknown-value = { $given } no és un valor: tria { $valid }
unknown-variant = { $given } no és una variant: tria { $valid }
unknown-free-for-all-rounds = { $given } no és una variant: tria free-for-all o free-for-all-N (N rondes)
unknown-finish-line-target = { $given } no és una variant: tria classic, nine-tile o finish-line-N (N punts per guanyar)
unknown-challenge-rule = { $given } no és una regla d'impugnació: tria { $valid }
unknown-level = { $given } no és un nivell: tria { $valid }
unknown-role = { $given } no és un rol: tria { $valid }
unknown-computer-level = { $given } no és un nivell de l'ordinador: tria { $valid }
unknown-language = { $given } no és una llengua: tria { $valid }
unknown-rack-delivery = { $given } no és una manera d'enviar el faristol: tria { $valid }
unknown-review-access = { $given } no és una opció d'accés a les anàlisis: tria { $valid }
unknown-pace = { $given } no és un ritme: tria { $valid }
unknown-pairing-method = { $given } no és un mètode d'aparellament: tria { $valid }
unknown-end-convention = { $given } no és una convenció de final de partida: tria { $valid }
unknown-move-kind = { $given } no és un tipus de jugada: tria { $valid }

## Les eines de paraules: com s'escriuen les lletres, els escarrassos i els conjunts.

query-empty = no hi ha res per consultar: indica algunes lletres
query-not-a-letter = '{ $found }' no és una lletra
query-not-a-tile = '{ $found }' no és una lletra ni `?` (un escarràs)
query-not-in-pattern = '{ $found }' no és una lletra, `?`, `*` ni `[...]`
query-too-long = { $len } lletres són massa: com a màxim { $max }
query-too-many-blanks = { $count } escarrassos (`?`) són massa: com a màxim { $max }
query-unclosed-set = un `[` no té el `]` de tancament
query-empty-set = `[]` ha de contenir com a mínim una lletra
query-unopened-set = un `]` no té el `[` d'obertura

## La configuració d'una partida: el temps per torn, els seients i el rellotge.

setting-turn-limit = El límit de temps per torn ha de ser d'entre 30 segons i 7 dies.
setting-player-count = Una partida té de 2 a 4 jugadors.
setting-players-of-variant = { $variant } és un joc per a { $most } jugadors: tria 1 rival.
setting-reminder-points = Els punts de recordatori són percentatges del temps per torn, de l'1 al 99.
setting-too-many-reminders = Un torn pot tenir com a màxim { $most } recordatoris.
setting-missed-turns = Els jugadors perden per incompareixença després d'entre 1 i { $most } torns perduts seguits.
setting-time-bank = La reserva de temps ha de ser d'entre 0 i 30 dies.
setting-turn-limit-unreadable = { $given } no és una durada com ara 24h, 90m, 3d o 30s.
setting-turn-limit-outside = { $given } és fora de l'interval de 30s a 7d.

## Altres refusos del mateix bot.

err-use-slash-commands = Fes servir les ordres de barra.
err-button-game-over = La partida #{ $game } s'ha acabat: aquest botó ja no fa res.
err-puzzle-tiles = { $reason }: el faristol de l'enigma d'avui és `{ $rack }`
err-practice-tiles = { $reason }: el teu faristol de pràctica és `{ $rack }`

## Tornejos i lligues: el que es refusa a un jugador o a un director.

event-no-tournament-here = No hi ha cap torneig en aquest canal. Un director n'obre un amb `/tournament create`.
event-channel-has-tournament = Aquest canal ja té un torneig. S'ha d'acabar (o un director l'ha de tancar amb `/tournament end`) abans que se n'obri un altre aquí.
event-not-a-director = Només el director del torneig (un moderador d'aquest servidor) pot fer això.
event-registration-closed = La inscripció està tancada.
event-already-registered = Ja estàs inscrit.
event-player-already-registered = { $player } ja està inscrit.
event-not-registered = No estàs inscrit en aquest torneig.
event-no-such-player = Aquest jugador no és en aquest torneig.
event-already-started = El torneig ja ha començat.
event-not-started = El torneig encara no ha començat.
event-finished = El torneig s'ha acabat.
event-paused = El torneig està en pausa: un director el reprèn amb `/tournament resume`.
event-not-paused = El torneig no està en pausa.
event-too-few-players = Un torneig necessita com a mínim 2 jugadors: inscrits fins ara, { $registered }.
event-too-few-for-divisions = { $divisions } divisions necessiten com a mínim { $needed } jugadors (2 per divisió): inscrits fins ara, { $registered }.
event-no-such-round = La ronda { $round } encara no està aparellada.
event-no-such-board = { $player } no té cap taula a la ronda { $round }.
event-bye-has-no-scores = Això és un descans: el seu resultat és la diferència del descans.
event-round-not-complete = La ronda { $round } encara s'està jugant: hi han de ser tots els resultats (o s'han d'introduir amb `/tournament result`) abans d'aparellar la següent.
event-all-rounds-paired = Totes les rondes ja estan aparellades ({ $rounds } rondes).
event-round-started = La ronda { $round } ja ha començat (s'ha fet una jugada): només es pot tornar a aparellar una ronda en què ningú no hagi jugat.
event-not-latest-round = La ronda { $round } no és la més recent; només es pot tornar a aparellar la més recent.
event-bad-pairings = Aquests aparellaments no funcionen: { $reason }.
event-too-many-repeats = { $first } i { $second } s'enfrontarien més vegades que les { $most } que permet aquest torneig.
event-already-withdrawn = El jugador ja s'ha retirat.
event-no-league-here = No hi ha cap lliga en aquest canal. Un moderador n'obre una amb `/league create`.
event-channel-has-league = Aquest canal ja té una lliga.
event-already-in-league = Ja estàs inscrit a la temporada { $season }.
event-not-in-league = No estàs inscrit a la temporada { $season }.
event-season-being-played = La temporada { $season } encara s'està jugant: la següent comença quan s'acabi.
event-too-few-for-season = Una temporada necessita com a mínim 2 jugadors: inscrits fins ara, { $registered }.

## La configuració d'un torneig o d'una lliga.

event-tournament-needs-server = Els tornejos es juguen en un servidor, no en missatges directes.
event-league-needs-server = Les lligues es juguen en un servidor, no en missatges directes.
event-rounds = Un torneig té d'1 a 40 rondes.
event-schedule = El calendari d'aparellaments: { $reason }.
event-round-length = Una ronda dura entre 1 hora i 30 dies.
event-repeats = El nombre màxim de repeticions és de 0 a 40.
event-divisions = Un torneig té d'1 a { $most } divisions.
event-spreads = La diferència del descans és de 0 a 500 i la de la incompareixença, de -500 a 0.
event-tournament-name-controls = El nom d'un torneig no pot contenir caràcters de control.
event-league-name-controls = El nom d'una lliga no pot contenir caràcters de control.
event-tournament-name-invisible = El nom d'un torneig necessita com a mínim un caràcter visible.
event-league-name-invisible = El nom d'una lliga necessita com a mínim un caràcter visible.
event-name-length = El nom ha de tenir d'1 a 60 caràcters en una sola línia, sense ; ni #.
event-turn-limit = El límit de temps per torn ha de ser d'entre 1 hora i 7 dies.
event-season-length = Una temporada dura d'1 a 180 dies.
event-division-size = Una divisió té de 2 a 32 jugadors.
event-games-at-once = Un jugador té d'1 a 10 partides en curs alhora.
event-movers = Pugen i baixen de 0 a 16 jugadors per divisió.

## Per què no es pot llegir un calendari, o no es pot aparellar una ronda (parts d'una frase).

schedule-count = { $given } no és un nombre de repeticions: escriu-lo com a `2x swiss`
schedule-too-long = el calendari indica { $listed } rondes, més que les { $rounds } del torneig
schedule-empty = el calendari és buit: indica com a mínim un mètode d'aparellament
pairing-by-hand = aquesta ronda s'aparella a mà
pairing-different-divisions = { $first } i { $second } juguen en divisions diferents
pairing-not-in-event = aparellaments manuals: { $player } no és al torneig
pairing-paired-twice = aparellaments manuals: { $player } està aparellat més d'una vegada
pairing-not-paired = aparellaments manuals: { $player } no està aparellat
pairing-too-many-repeats = { $first } i { $second } s'enfrontarien més vegades que les { $most } que permet el torneig
pairing-no-players = no hi ha jugadors
pairing-round-robin-complete = la lligueta tots contra tots s'acaba després de { $rounds } rondes
pairing-fontes-even-rounds = el Fontes inicial necessita un nombre senar de rondes, no { $rounds }
pairing-fontes-over = el Fontes inicial només aparella les primeres { $rounds } rondes, no la ronda { $round }
pairing-fontes-too-few = el Fontes inicial en { $rounds } rondes necessita com a mínim { $needed } jugadors, no { $players }
pairing-manual-unknown = aparellaments manuals: el jugador { $player } no és al torneig
pairing-manual-twice = aparellaments manuals: el jugador { $player } està aparellat més d'una vegada
pairing-manual-missing = aparellaments manuals: el jugador { $player } no està aparellat
