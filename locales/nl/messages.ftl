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
