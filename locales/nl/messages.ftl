# Lexicord: what the bot says privately, Dutch.

## Weigeringen: wat een speler vroeg en wat de regels of de partij niet toestaan. Er is niets veranderd.

err-no-game-here = Er is geen partij in dit kanaal. Begin er een met `/game new`.
err-channel-has-game = Dit kanaal heeft al een partij. Speel die eerst uit (of vraag een moderator om `/game end`) voordat je een nieuwe begint.
err-not-a-player = Je speelt niet mee in deze partij.
err-not-started = De partij is nog niet begonnen: `/game start` deelt de stenen uit.
err-already-started = De partij is al begonnen.
err-already-joined = Je doet al mee aan deze partij.
err-game-full = De partij is vol ({ $players } spelers).
err-not-enough-players = Een partij heeft 2 tot 4 spelers nodig (nu aan tafel: { $seated }). Nodig iemand uit om mee te doen met `/game join`, of voeg een computerspeler toe met `/game add-bot`.
err-not-allowed-to-end = Alleen een moderator, of alle spelers samen, kan een partij beëindigen.
err-not-a-moderator = Alleen een moderator kan de instellingen van de server wijzigen.
err-bad-tiles = Ik kon de stenen { $tiles } niet lezen: typ de letters van je plankje, en ? voor een blanco (bijvoorbeeld `AEI?`).
err-unknown-lexicon = Deze bot heeft geen lexicon { $name }. Beschikbaar: { $available }.
err-word-list-gone = De woordenlijst van deze partij ({ $lexicon }) staat niet meer op de bot zoals ze was toen de partij begon, dus geen zet, ruil of uitdaging kan worden gecontroleerd. De beheerder van de bot kan de lijst terugzetten; een moderator kan de partij beëindigen met `/game end`.
err-bad-square = `{ $square }` is geen vakje: schrijf de kolom en de rij, bijv. I8.
err-no-such-game = Er is geen partij #{ $game }.
err-panel-out-of-date = Dit paneel is verouderd: de partij is verdergegaan sinds het werd getoond. Er is niets veranderd.
err-words-during-game = Je hebt een lopende partij op deze server ({ $channel }), en volgens de regels mag het woordenboek alleen gebruikt worden bij het uitdagen: `/word` antwoordt je weer als je partijen hier afgelopen zijn. Een moderator kan het tijdens partijen toestaan met `/settings server words_in_games:True`.
err-game-not-over = Die partij is nog bezig: de analyse komt als ze afgelopen is.
err-replay-before-end = Die partij is nog bezig: de replay komt als ze afgelopen is.
err-time-ran-out = Je tijd was { $when } om: de beurt gaat zo naar de volgende speler, en je zet is niet gespeeld.
err-not-your-review = Op deze server kunnen alleen de spelers van een partij die analyseren (een moderator kan de analyses voor iedereen openstellen met `/settings server reviews:anyone`).
err-puzzle-needs-server = Puzzels horen bij een server: in DM's zijn er geen. Gebruik `/puzzle show` in een kanaal van een server waar de bot op zit.
err-no-puzzle-yet = Er is vandaag nog geen puzzel op deze server: `/puzzle show` haalt hem tevoorschijn, en dan kun je antwoorden.
err-no-practice-position = Je hebt geen oefenpositie om te beantwoorden: `/practice` toont je volgende, beantwoord die daarna met `/practice word: at:`.
err-practice-needs-both = Geef om je oefenpositie te beantwoorden zowel `word:` als `at:` op, geschreven zoals bij `/play`; alleen `/practice` toont de positie.
err-other-languages-tiles = Met woordenlijsten in andere talen speel je de varianten classic, nine-tile en Finish Line: kies een van die varianten, of een Engelse woordenlijst.
err-internal = Sorry, er ging bij ons iets mis (fout-id `{ $id }`).
err-unreadable-input = Ik kon { $input } niet lezen. Probeer `/help`.
err-unreadable-command = Ik kon dat commando niet lezen. Probeer `/help`.
surprise-random-boards = één tot vier willekeurige minibordjes

## Tips bij een weigering als de fout zat in hoe een zet of de stenen geschreven waren.

hint-write-play = Schrijf het vakje en dan het woord: `/play word:HORN at:8F` gaat horizontaal vanaf rij 8, kolom F; `at:F8` gaat verticaal. Een kleine letter is een blanco; stenen die al op het bord liggen typ je als hun letter (of `.`).
hint-rack = `/rack` toont je stenen; typ `?` of een kleine letter voor een blanco.

## Voor de partij: wat de speler die het vroeg te horen krijgt.

game-opened = Je partij #{ $game } is geopend.
game-joined = Je doet nu mee aan de partij.
game-left = Je hebt de partij verlaten.
game-computer-seated = De computerspeler zit aan tafel.
game-resigned = Je hebt opgegeven.
game-ended = De partij is beëindigd.
game-vote-counted = Je stem is geteld.
game-started = De partij is begonnen.

## Na een beurt: wat de speler die aan zet was te horen krijgt, naast wat die deed.

done = Klaar.
done-what = Klaar: { $what }.
board-coming = Het bord wordt zo in het kanaal geplaatst.
start-coming = De loting en het bord worden zo in het kanaal geplaatst.
board-coming-by-dm = Het bord wordt zo per DM naar elke speler gestuurd.
start-coming-by-dm = De loting en het bord worden zo per DM naar elke speler gestuurd.
board-sent-by-dm = Het bord is per DM naar elke speler gestuurd.
start-sent-by-dm = De loting en het bord zijn per DM naar elke speler gestuurd.
new-rack-sent = Je nieuwe plankje staat in je DM's.
new-rack-dms-closed = Je DM's staan dicht, dus hier is je nieuwe plankje: `{ $tiles }`.
new-rack-by-command = Gebruik `/rack` om je nieuwe plankje te zien.
new-rack-delayed = Je nieuwe plankje komt zo per DM (of gebruik `/rack`).
rack-sent = Je plankje staat in je DM's.
rack-dms-closed = Je DM's staan dicht, dus hier is je plankje: `{ $tiles }`.
rack-by-command = Gebruik `/rack` om je plankje te zien.
rack-delayed = Je plankje komt zo per DM (of gebruik `/rack`).

## Toegevoegd na de eerste catalogus.

notice-coming = Het kanaal hoort het zo.
challenge-upheld = Je uitdaging van de zet van { $player } is geslaagd: { $outcome }.
challenge-failed = Je uitdaging van de zet van { $player } is mislukt: { $outcome }.

## Berichten in het kanaal: in de taal van de server (`/settings server language:`). Namen komen
## ge-escapet binnen, vermeldingen als `<@id>`, tijden als Discord-tijdstempels (`<t:...:R>`).

post-total = totaal { $total }
post-your-turn = { $player }, jij bent aan de beurt.
post-final-challenge = { $player }: de laatste zet beëindigt de partij. Daag hem uit met `/challenge`, of accepteer hem met `/pass`.
post-time-runs-out = De tijd is { $when } om.
post-game-over = **De partij is afgelopen.**
post-timed-out = { $player } heeft de tijd overschreden: de beurt gaat naar de volgende speler ({ $missed } van de { $limit } toegestane gemiste beurten op rij).
post-timed-out-forfeits = { $player } heeft { $missed } keer op rij de tijd overschreden en verliest de partij.
standing-resigned = (opgegeven)
standing-before = ({ $score } vóór de verrekening van de overgebleven stenen)
standing-draw = (gelijkspel)
standing-wins = (wint)
turn-play = { $word } op { $at } voor { $score }
turn-play-bingo = { $word } op { $at } voor { $score } (bingo +{ $bingo })
turn-exchange = { $tiles ->
    [one] { $tiles } steen
   *[other] { $tiles } stenen
} geruild
turn-pass = gepast
turn-time-out = tijd om; de beurt gaat naar de volgende
turn-lost = verliest deze beurt
turn-lost-challenge = verliest deze beurt (mislukte uitdaging)
turn-challenged-off = zet na uitdaging door { $by } teruggenomen: { $outcome }
turn-challenged = zet uitgedaagd door { $by }: { $outcome }
turn-resigned = opgegeven
turn-end-count = { $points } voor de overgebleven stenen op { $racks }: { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] is
   *[other] zijn
} niet geldig; de stenen gaan terug naar het plankje ({ $points })
challenge-loses-turn = alle woorden zijn geldig; de uitdager verliest een beurt
challenge-bonus = alle woorden zijn geldig; { $player } krijgt { $points }
challenge-no-penalty = alle woorden zijn geldig; geen straf volgens deze regel
rack-owner = van { $name }
racks-one = het plankje { $owner }
racks-many = de plankjes { $owners } en { $last }
racks-none = de andere plankjes
lobby = Partij #{ $game }: { $variant }, uitdaagregel { $rule }, { $time } per beurt, lexicon { $lexicon }, { $rated }. Aan tafel ({ $seated } van { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (stenen: { $language })
lobby-rated = telt mee voor de rating
lobby-unrated = telt niet mee voor de rating
seat-to-target = { $level }, tot { $target }
seat-turn-time = { $time } per beurt
language-english = Engels
language-french = Frans
language-german = Duits
language-spanish = Spaans
language-italian = Italiaans
language-dutch = Nederlands
language-portuguese = Portugees
language-polish = Pools
language-norwegian = Noors
language-swedish = Zweeds
language-catalan = Catalaans
seat-name-computer = Computer ({ $level })
seat-name-empty = Plaats { $seat }
computer-level-easy = makkelijk
computer-level-medium = gemiddeld
computer-level-hard = moeilijk
computer-level-expert = expert
notice-opened = { $by } heeft een partij geopend. Doe mee met `/game join` (of de knop); elke speler kan hem starten met `/game start`. { $lobby }
notice-joined = { $name } doet mee. { $lobby }
notice-left = { $name } heeft de partij verlaten. { $lobby }
notice-left-closed = { $name } heeft de partij verlaten; de partij is gesloten.
notice-computer-seated = Er is een computerspeler aan tafel gaan zitten. { $lobby }
notice-end-asked = { $by } vraagt om partij #{ $game } te beëindigen. Nog niet akkoord via `/game end`: { $waiting }.
notice-ended = Partij #{ $game } is beëindigd zonder uitslag.
notice-word-list-gone = Partij #{ $game } ligt stil: haar woordenlijst ({ $lexicon }) staat niet meer op de bot zoals ze was toen de partij begon, dus geen zet, ruil of uitdaging kan worden gecontroleerd. Het bord, de plankjes, `/score` en `/gcg` antwoorden nog. De beheerder van de bot kan de lijst terugzetten; een moderator kan de partij beëindigen met `/game end`.
draw-title = De loting voor de eerste zet
draw-round = Ronde { $round }: { $drawn }
draw-won = { $player } heeft de steen getrokken die het dichtst bij de A ligt (een blanco verslaat elke letter) en begint.
draw-first-play = Eerste zet
draw-given-first = { $player } begint, volgens de indeling (geen loting voor de eerste zet).
draw-then = { $before }, dan { $next }
draw-order = Speelvolgorde: { $order }.
rack-your-turn = Jij bent aan de beurt!
rack-dms-closed-note = { $player }, ik kon je plankje niet per DM sturen (je DM's staan dicht). Gebruik `/rack` om het te zien.
reminder-in-channel = Partij #{ $game } in { $channel } wacht op je: je tijd is { $when } om. (`/settings reminders on:False` zet deze herinneringen uit.)
reminder = Partij #{ $game } wacht op je: je tijd is { $when } om. (`/settings reminders on:False` zet deze herinneringen uit.)
reminder-note = { $player }, partij #{ $game } wacht op je: je tijd is { $when } om.
board-bag = zak
board-cup = beker
board-word = W
board-letter = L

## Weigeringen van een zet door de regels, of door hoe een zet geschreven is (gezegd als een zin: de bot
## maakt van de eerste letter een hoofdletter en sluit af met een punt).

rule-game-over = de partij is afgelopen
rule-resigned = je hebt deze partij opgegeven
rule-not-your-turn = je bent niet aan de beurt
rule-awaiting-final-challenge = de laatste zet beëindigt de partij: daag hem uit, of pas om hem te accepteren
rule-invalid-words = niet in het woordenboek: { $words }
rule-exchange-nothing = kies minstens één steen om te ruilen (of pas)
rule-exchange-bag-too-small = je kunt niet ruilen met nog maar { $in_bag ->
    [one] { $in_bag } steen
   *[other] { $in_bag } stenen
} in de zak (minstens { $needed } nodig)
rule-challenges-off = uitdagen staat uit in deze partij: woorden worden gecontroleerd wanneer ze gelegd worden
rule-nothing-to-challenge = er is geen zet om uit te dagen
rule-own-play = je kunt je eigen zet niet uitdagen
rule-no-tiles = een zet heeft minstens één steen van je plankje nodig
rule-off-board = { $square } ligt buiten het bord
rule-occupied = op { $square } ligt al een steen
rule-same-square-twice = { $square } wordt twee keer gebruikt in deze zet
rule-not-in-line = alle stenen van een zet moeten in één rij of in één kolom liggen
rule-gap = de zet laat een gat op { $square }: de stenen moeten één doorlopend woord vormen
rule-first-play-off-start = de eerste zet moet de ster in het midden ({ $square }) bedekken
rule-first-play-too-short = de eerste zet heeft minstens twee stenen nodig
rule-not-connected = de zet moet aansluiten op een steen die al op het bord ligt
rule-a-blank = een blanco
rule-tile-number = steen nummer { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = niet op je plankje: { $tiles }
rule-only-tiles = je hebt maar { $held } { $tile } op je plankje, geen { $wanted }
rule-only-blanks = je hebt maar { $held ->
    [one] { $held } blanco
   *[other] { $held } blanco's
} op je plankje, geen { $wanted }
rule-unreadable-square = { $square } is geen vakje: schrijf voor horizontaal de rij en dan de kolom (8D), voor verticaal de kolom en dan de rij (D8)
rule-square-off-board = { $square } ligt buiten het bord
rule-empty-word = de zet bevat geen woord
rule-runs-off-board = { $word } past niet: vanaf { $square } loopt het van het bord af
rule-through-mismatch = op { $square } ligt { $board }, niet { $written }
rule-nothing-to-play-through = op { $square } ligt geen steen om doorheen te spelen
rule-unknown-letter = er is geen steen { $letter } in deze partij
rule-unbalanced-parentheses = de haakjes in { $play } kloppen niet
rule-no-new-tiles = de zet legt geen nieuwe steen op het bord
rule-not-a-play = { $play } is geen zet: schrijf het vakje en dan het woord, zoals 8D QUIXOTE

## `/settings`: wat er nu is ingesteld, en je herinneringen.

settings-describe = Nieuwe partijen hier: lexicon { $lexicon }, uitdaagregel { $rule }, { $time } per beurt, plankjes { $racks }; moderatorrol: { $role }. `/word` tijdens een partij: { $words }. Analyses van afgelopen partijen: { $reviews }. Berichten in kanalen: { $language }.
settings-racks-dm = per DM
settings-racks-command = alleen via `/rack`
settings-no-role = geen (Server beheren)
settings-words-allowed = toegestaan
settings-words-not-allowed = niet toegestaan (het woordenboek is voor uitdagingen)
settings-reviews-players = de spelers van de partij
settings-reviews-anyone = iedereen
settings-reminders-on = Herinneringen staan aan: ik herinner je eraan wanneer een partij op je wacht.
settings-reminders-off = Herinneringen staan uit. Zet ze weer aan met `/settings reminders on:True`.

## `/settings show` voor moderators, en de waarschuwing over een kanaal dat de berichten van de bot weigert.

channels-all-well = Alles in orde: Lexicord heeft elke toestemming die het nodig heeft in de kanalen met partijen en evenementen hier ({ $channels } nagekeken).
channels-heading = Wat Lexicord mist waar hier partijen en evenementen gespeeld worden:
channels-cannot-view = Lexicord kan { $channel } niet zien: geef het daar „Kanalen bekijken”.
channels-cannot-send = Lexicord kan niet posten in { $channel }: geef het daar „Berichten versturen”.
channels-cannot-send-in-threads = Lexicord kan niet posten in de thread { $channel }: geef het „Berichten versturen in threads” in het kanaal van de thread.
channels-cannot-attach = Lexicord kan geen bestanden bijvoegen in { $channel }: geef het daar „Bestanden bijvoegen”.
channels-cannot-open-threads = Lexicord kan geen threads openen in { $channel }, waar toernooien en competities hun partijen spelen: geef het daar „Openbare threads maken” en „Berichten versturen in threads”.
channels-gone = { $channel } bestaat niet meer: de partijen daar kunnen niet verder.
channels-unknown = Discord zei niet wat Lexicord mag in { $channel }: probeer het later opnieuw.
channels-server-unknown = Discord zei niet wat Lexicord mag op deze server: probeer het later opnieuw.
alert-unreachable = Discord blijft de berichten van Lexicord in { $channel } (server { $server }) weigeren wegens ontbrekende toestemmingen: de partijen daar wachten tot het weer mag posten.
alert-unreachable-check = Controleer de toestemmingen van Lexicord in de instellingen van dat kanaal (Toestemmingen) en die van zijn rol.

## Knoppen onder berichten en panelen, en een knop die te laat is ingedrukt.

button-pass = Passen
button-exchange = Ruilen
button-challenge = Betwisten
button-my-rack = Mijn plankje
button-join = Meedoen
button-start = Starten
button-board = Bord
button-play = Spelen
button-confirm = Bevestigen
button-places = Kies waar je het legt
button-game-not-played = Spel #{ $game } wordt niet gespeeld: deze knop doet niets meer.
