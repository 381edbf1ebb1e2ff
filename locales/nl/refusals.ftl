# Lexicord: weigeringen volgens de regels van de varianten, de instellingen, de woordhulpmiddelen en de
# toernooien, in het Nederlands. Elke weigering gaat privé naar de speler die het vroeg; er is niets
# veranderd. Waarden in { $name } vult de bot in; namen komen binnen als platte tekst. Berichten
# die met een kleine letter beginnen, zijn zinsdelen: de bot zet er een hoofdletter en een punt bij.

## Waar de eigen onderdelen van een variant een zet weigeren.

rule-unknown-player = er is geen speler { $player } in deze partij
rule-blocked = op { $square } staat een blokkade: daar kan geen steen gelegd worden
rule-no-blocker = je hebt geen blokkade: bedek een Blokkeer-vakje om er een te nemen
rule-role-takes-no-blockers = de rol { $role } neemt geen blokkades: alleen rookie en standard doen dat
rule-blocker-off-board = een blokkade komt op een leeg vakje van het bord
rule-blocker-on-filled-square = { $square } is niet leeg: een blokkade komt op een leeg vakje
rule-closed-square = er kan geen steen op { $square }: dat is de lijn tussen de twee helften
rule-off-your-side = { $square } ligt op de helft van je tegenstander: je woorden blijven op je eigen helft, kolommen { $side }
rule-first-word-off-station = je eerste woord moet een vakje van je ruimtestation op de bovenste rij bedekken
rule-not-connected-to-your-side = je woord moet aansluiten op een woord dat je op je eigen helft hebt gelegd
rule-yellow-blank-kept = gele blanco's blijven naast je plankje en kunnen niet geruild worden
rule-no-exchange-with-dice = in het dobbelspel kun je niet ruilen: speel een woord of pas

## Free for All: stenen overal neergelegd, woorden gelezen langs paden.

paths-outside-area = { $square } ligt buiten het 9x9-gebied in het midden van het bord (D4 tot L12)
paths-first-play-off-centre = de eerste zet moet het middenvakje H8 bedekken
paths-first-play-too-short = de eerste zet heeft minstens twee stenen nodig
paths-not-touching = de zet moet een steen raken die al op het bord ligt (horizontaal, verticaal of diagonaal)
paths-too-many-words = noem hoogstens drie woorden
paths-same-word-twice = noem elk woord maar één keer
paths-no-words = noem minstens één woord, of vraag om de beste drie
paths-cannot-read = { $word } is niet te lezen langs aangrenzende stenen door een steen die je gelegd hebt
paths-tile-left-out = je woorden laten de steen op { $square } buiten: elke steen die je legt, moet in een ervan zitten
paths-no-word-through = er gaat geen woord van twee of meer letters door de stenen die je gelegd hebt
paths-not-a-word = { $word } is geen woord
paths-not-a-tile = { $token } is geen steen: schrijf elke steen als SQUARE=LETTER, bv. H8=D (kleine letter voor een blanco)
paths-no-tiles = noem de stenen die je legt, bv. `/place tiles:H8=D I8=O`

## De opties van een variant, en wat een variant niet heeft.

variant-bad-target = { $given } is geen doel voor Finish Line: kies een score van { $min } tot { $max }
variant-target-without-finish-line = alleen Finish Line heeft een doelscore
variant-advanced-without-dice = gevorderd spel is alleen een optie van het dobbelspel
variant-design-without-surprise = een bordontwerp is alleen voor Surprise-partijen
variant-cards-without-hyper-race = de kaartenstapel is alleen een optie van Hyper-Race
variant-rounds-without-free-for-all = rondes zijn alleen een optie van Free for All
variant-bad-rounds = { $given } rondes: Free for All duurt { $min } tot { $max } rondes
design-unreadable = { $given } is geen minibordje: schrijf NUMBER SIDE @ SQUARE, bv. 3b@F6 (bordjes 1 tot 9, kant a klassiek of b nieuw, het vakje linksboven; +10 voor de sterrenbonus), of een voorbeeld: { $presets }
design-twice = minibordje { $board } is twee keer gelegd: er is er maar één van elk
design-off-board = een minibordje op { $square } zou buiten het bord uitsteken: het vakje linksboven ligt tussen A1 en K11
design-empty = leg minstens één minibordje
design-no-star = er is geen ster zichtbaar: er moet er minstens één zijn om op te beginnen
feature-review-dice = Het dobbelspel heeft geen analyse: de mat wordt na elke zet door elkaar gegooid en elke worp is nieuw, dus er is geen beste zet om mee te vergelijken.
feature-review-race = Een race heeft geen analyse: zonder punten is er geen beste zet op score om mee te vergelijken.
feature-review-paths = Een Free for All-partij heeft geen analyse: de woorden lopen langs paden die de zettenlijst van de analyse niet kent.
feature-review = Deze partij heeft geen analyse.
feature-gcg-paths = Een Free for All-partij heeft geen GCG-verslag: de woorden lopen langs paden die een GCG-bestand niet kan weergeven.
feature-gcg = Deze partij heeft geen GCG-verslag.
feature-line-plays = Leg in Free for All stenen met `/place tiles: words:`.
feature-path-plays = `/place` is voor Free for All-partijen: gebruik hier `/play`.
feature-puzzles = Puzzels komen alleen uit klassieke partijen.
feature-roles = Een rol (pro, rookie, intermediate) kies je alleen in Blanks & Blockers: variant blanks-blockers.
feature-levels = Een niveau kies je alleen in Finish Line op niveau: variant finish-line zonder doel, waarbij elke speler tot de score van zijn niveau speelt.
feature-exchanges = In deze partij kun je niet ruilen.
feature-blockers = Deze partij heeft geen blokkades.
feature-timed-turns = Deze partij heeft geen eigen bedenktijd.
feature-board-design = een bordontwerp is alleen voor Surprise-partijen

## Namen uit een lijst: '{ $given } is geen ...: kies { $valid }'.

unknown-value = { $given } is geen geldige waarde: kies { $valid }
unknown-variant = { $given } is geen variant: kies { $valid }
unknown-free-for-all-rounds = { $given } is geen variant: kies free-for-all of free-for-all-N (N rondes)
unknown-finish-line-target = { $given } is geen variant: kies classic, nine-tile of finish-line-N (N punten om te winnen)
unknown-challenge-rule = { $given } is geen uitdaagregel: kies { $valid }
unknown-level = { $given } is geen niveau: kies { $valid }
unknown-role = { $given } is geen rol: kies { $valid }
unknown-computer-level = { $given } is geen computerniveau: kies { $valid }
unknown-language = { $given } is geen taal: kies { $valid }
unknown-rack-delivery = { $given } is geen manier om plankjes te bezorgen: kies { $valid }
unknown-review-access = { $given } is geen toegang tot analyses: kies { $valid }
unknown-pace = { $given } is geen tempo: kies { $valid }
unknown-pairing-method = { $given } is geen indelingsmethode: kies { $valid }
unknown-end-convention = { $given } is geen regeling voor het einde van de partij: kies { $valid }
unknown-move-kind = { $given } is geen soort zet: kies { $valid }

## De woordhulpmiddelen: hoe je letters, blanco's en reeksen typt.

query-empty = niets om op te zoeken: geef een paar letters
query-not-a-letter = '{ $found }' is geen letter
query-not-a-tile = '{ $found }' is geen letter en geen `?` (een blanco)
query-not-in-pattern = '{ $found }' is geen letter, `?`, `*` of `[...]`
query-too-long = { $len } letters is te veel: hoogstens { $max }
query-too-many-blanks = { $count } blanco's (`?`) is te veel: hoogstens { $max }
query-unclosed-set = een `[` heeft geen sluitende `]`
query-empty-set = `[]` moet minstens één letter bevatten
query-unopened-set = een `]` heeft geen openende `[`

## De instellingen van een partij: de bedenktijd, de plaatsen en de klok.

setting-turn-limit = De bedenktijd per beurt moet tussen 30 seconden en 7 dagen liggen.
setting-player-count = Een partij heeft 2 tot 4 spelers.
setting-players-of-variant = { $variant } is een spel voor { $most } spelers: kies 1 tegenstander.
setting-reminder-points = Herinneringsmomenten zijn percentages van de bedenktijd, van 1 tot 99.
setting-too-many-reminders = Een beurt kan hoogstens { $most } herinneringen hebben.
setting-missed-turns = Het aantal gemiste beurten op rij waarna een speler reglementair verliest, ligt tussen 1 en { $most }.
setting-time-bank = De tijdbuffer moet tussen nul en 30 dagen liggen.
setting-turn-limit-unreadable = { $given } is geen duur zoals 24h, 90m, 3d of 30s.
setting-turn-limit-outside = { $given } ligt niet tussen 30s en 7d.

## Andere weigeringen van de bot zelf.

err-use-slash-commands = Gebruik de slash-commando's.
err-button-game-over = Partij #{ $game } is afgelopen: deze knop doet niets meer.
err-puzzle-tiles = { $reason }: het plankje van de puzzel van vandaag is `{ $rack }`
err-practice-tiles = { $reason }: je oefenplankje is `{ $rack }`

## Toernooien en competities: wat een speler of een wedstrijdleider geweigerd wordt.

event-no-tournament-here = Er is geen toernooi in dit kanaal. Een wedstrijdleider opent er een met `/tournament create`.
event-channel-has-tournament = Dit kanaal heeft al een toernooi. Dat moet eerst afgelopen zijn (of door een wedstrijdleider beëindigd met `/tournament end`) voordat hier een nieuw begint.
event-not-a-director = Alleen de wedstrijdleider van het toernooi (een moderator van deze server) kan dat doen.
event-registration-closed = De inschrijving is gesloten.
event-already-registered = Je bent al ingeschreven.
event-player-already-registered = { $player } is al ingeschreven.
event-not-registered = Je bent niet ingeschreven voor dit toernooi.
event-no-such-player = Die speler doet niet mee aan dit toernooi.
event-already-started = Het toernooi is al begonnen.
event-not-started = Het toernooi is nog niet begonnen.
event-finished = Het toernooi is afgelopen.
event-paused = Het toernooi is gepauzeerd: een wedstrijdleider hervat het met `/tournament resume`.
event-not-paused = Het toernooi is niet gepauzeerd.
event-too-few-players = Een toernooi heeft minstens 2 spelers nodig: tot nu toe zijn er { $registered } ingeschreven.
event-too-few-for-divisions = { $divisions } divisies hebben minstens { $needed } spelers nodig (2 per divisie): tot nu toe zijn er { $registered } ingeschreven.
event-no-such-round = Ronde { $round } is nog niet ingedeeld.
event-no-such-board = { $player } heeft geen bord in ronde { $round }.
event-bye-has-no-scores = Dat is een bye: de uitslag daarvan is het bye-saldo.
event-round-not-complete = Ronde { $round } wordt nog gespeeld: elke uitslag moet binnen zijn (of ingevoerd met `/tournament result`) voordat de volgende wordt ingedeeld.
event-all-rounds-paired = Alle rondes zijn al ingedeeld ({ $rounds } rondes).
event-round-started = Ronde { $round } is begonnen (er is een zet gedaan): alleen een ronde waarin nog niemand een zet heeft gedaan, kan opnieuw worden ingedeeld.
event-not-latest-round = Ronde { $round } is niet de laatste ronde; alleen de laatste kan opnieuw worden ingedeeld.
event-bad-pairings = Die indeling werkt niet: { $reason }.
event-too-many-repeats = { $first } en { $second } zouden elkaar vaker treffen dan dit toernooi toestaat (hoogstens { $most } keer).
event-already-withdrawn = De speler heeft zich al teruggetrokken.
event-no-league-here = Er is geen competitie in dit kanaal. Een moderator opent er een met `/league create`.
event-channel-has-league = Dit kanaal heeft al een competitie.
event-already-in-league = Je bent al ingeschreven voor seizoen { $season }.
event-not-in-league = Je bent niet ingeschreven voor seizoen { $season }.
event-season-being-played = Seizoen { $season } wordt nog gespeeld: het volgende begint als het afgelopen is.
event-too-few-for-season = Een seizoen heeft minstens 2 spelers nodig: tot nu toe zijn er { $registered } ingeschreven.

## De instellingen van een toernooi of een competitie.

event-tournament-needs-server = Toernooien worden op een server gespeeld, niet in DM's.
event-league-needs-server = Competities worden op een server gespeeld, niet in DM's.
event-rounds = Een toernooi heeft 1 tot 40 rondes.
event-schedule = Het indelingsschema: { $reason }.
event-round-length = Een ronde duurt tussen 1 uur en 30 dagen.
event-repeats = Het maximumaantal herhaalde ontmoetingen ligt tussen 0 en 40.
event-divisions = Een toernooi heeft 1 tot { $most } divisies.
event-spreads = Het bye-saldo ligt tussen 0 en 500 en het saldo bij reglementair verlies tussen -500 en 0.
event-tournament-name-controls = Een toernooinaam mag geen stuurtekens bevatten.
event-league-name-controls = Een competitienaam mag geen stuurtekens bevatten.
event-tournament-name-invisible = Een toernooinaam moet minstens één zichtbaar teken bevatten.
event-league-name-invisible = Een competitienaam moet minstens één zichtbaar teken bevatten.
event-name-length = De naam moet 1 tot 60 tekens lang zijn, op één regel, zonder ; of #.
event-turn-limit = De bedenktijd per beurt moet tussen 1 uur en 7 dagen liggen.
event-season-length = Een seizoen duurt 1 tot 180 dagen.
event-division-size = Een divisie telt 2 tot 32 spelers.
event-games-at-once = Een speler heeft 1 tot 10 partijen tegelijk.
event-movers = Per divisie promoveren en degraderen 0 tot 16 spelers.

## Waarom een schema niet te lezen is, of een ronde niet in te delen (zinsdelen).

schedule-count = { $given } is geen aantal herhalingen: schrijf het als `2x swiss`
schedule-too-long = het schema noemt { $listed } rondes, meer dan de { $rounds } van het evenement
schedule-empty = het schema is leeg: noem minstens één indelingsmethode
pairing-by-hand = deze ronde wordt met de hand ingedeeld
pairing-different-divisions = { $first } en { $second } spelen in verschillende divisies
pairing-not-in-event = handmatige indeling: { $player } doet niet mee aan het evenement
pairing-paired-twice = handmatige indeling: { $player } is meer dan eens ingedeeld
pairing-not-paired = handmatige indeling: { $player } is niet ingedeeld
pairing-too-many-repeats = { $first } en { $second } zouden elkaar vaker treffen dan het evenement toestaat (hoogstens { $most } keer)
pairing-no-players = er zijn geen spelers
pairing-round-robin-complete = na { $rounds } rondes heeft iedereen tegen iedereen gespeeld
pairing-fontes-even-rounds = het Fontes-systeem aan het begin vraagt een oneven aantal rondes, niet { $rounds }
pairing-fontes-over = het Fontes-systeem aan het begin deelt alleen de eerste { $rounds } rondes in, niet ronde { $round }
pairing-fontes-too-few = het Fontes-systeem aan het begin over { $rounds } rondes vraagt minstens { $needed } spelers, niet { $players }
pairing-manual-unknown = handmatige indeling: speler { $player } doet niet mee aan het evenement
pairing-manual-twice = handmatige indeling: speler { $player } is meer dan eens ingedeeld
pairing-manual-missing = handmatige indeling: speler { $player } is niet ingedeeld
