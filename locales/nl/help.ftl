# Lexicord: help messages (nl). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: het kruiswoordspel met letterstenen**
help-rules-words = - Leg woorden horizontaal of verticaal, aansluitend op de stenen op het bord; het eerste bedekt de middenster met twee of meer stenen.
help-rules-premiums = - Lichtblauw verdubbelt een letter, donkerblauw verdrievoudigt hem, roze verdubbelt het woord, rood verdrievoudigt het (premies tellen één keer). Elk woord dat je vormt of verlengt scoort.
help-rules-bingo = - Leg alle 7 stenen in één beurt: +50.
help-rules-exchange = - Of ruil stenen (de zak moet er 7 of meer bevatten), of pas.
help-rules-challenge = - Een zet kan worden uitgedaagd tot de volgende speler zet.
help-rules-end = - De partij eindigt als de zak leeg is en een speler zijn laatste steen gebruikt, of na zes beurten op rij zonder punten. Niet gespeelde stenen tellen tegen je.
help-rules-rack = - Je plankje komt na elke beurt per DM; `/rack` toont het privé.
help-commands-title = **Commando's**
help-see-topics = zie onderwerpen
help-more = Meer: `/help topic:`.

## Choices

help-choices = **Keuzes bij `/game new`**: variant { $variants }; uitdaagregel { $rules }; computerniveau { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` beëindigt de partij als een speler het bereikt; zonder doel kiest elke speler een niveau ({ $levels }) bij `/game new` of `/game join` en speelt tot de score die het spelregelboek daarvoor geeft: 2 spelers { $two }, 3 spelers { $three }, 4 spelers { $four }. Wie als eerste de eigen score haalt, wint.
help-turn-time = **Bedenktijd**: `turn_time:` 30s tot 7d voor de partij; `my_turn_time:` bij `/game new` of `turn_time:` bij `/game join` geeft één speler een eigen tijd (een handicap). Elk beurtbericht telt af tot de deadline van de speler; een zet daarna wordt geweigerd en de beurt gaat over.

## Ratings and puzzles

help-ratings = **Ratings**: Glicko-2 per server, lexicon, variant en tempo (live: beurten onder het uur). Partijen tellen mee tenzij geopend met `rated:False` of met een computer; een partij beëindigd met `/game end` telt niet mee. Een rating met een afwijking boven 110 is voorlopig (`?`).
help-daily-puzzle = **Dagpuzzel**: één per server en UTC-dag, gekozen op één duidelijk antwoord (de beste zet op equity staat met de grootste voorsprong voor de volgende); zetten gerangschikt op score; je eerste antwoord telt (nieuwe pogingen zijn oefening); het antwoord komt de volgende dag.
help-practice = **Oefening** (`/practice`): posities uit je eigen afgelopen partijen waar je de meeste equity verloor (score plus de waarde die de moeilijke computer geeft aan de stenen die je houdt), gemiste bingo's eerst; elke positie wordt getoond tot je antwoordt; goede antwoorden op rij vormen je reeks.

## Tournaments and leagues

help-events-title = **Toernooien en competities** (moderators leiden ze; spelers doen mee en spelen in threads)
help-leagues = **Competities**: divisies volgens de eindstand van vorig seizoen (nieuwkomers volgens rating), in elk een halve competitie, een paar partijen tegelijk; het bovenste en onderste zesde promoveert en degradeert.

## Dice

help-dice-title = **Het dobbelspel** (`/game new variant:dice`): 12 letterdobbelstenen op een mat van 9x9; wie eerst 200 heeft, wint.
help-dice-first = - De worp om te beginnen: elke speler gooit één dobbelsteen; wie het dichtst bij A zit, begint, een blanco verslaat elke letter.
help-dice-turn = - Jouw beurt: de bot pakt voor jou tot 7 dobbelstenen uit de beker en gooit ze; je worp komt per DM (`/rack` toont hem). Je hebt 60 seconden (tenzij de partij een andere `turn_time:` heeft): speel een woord met `/play` of verlies je beurt.
help-dice-words = - Woorden gaan horizontaal of verticaal, zoals in een kruiswoordpuzzel, en scoren met de premies van de mat (de ster verdubbelt het woord); alle 7 dobbelstenen: +50. Geen ruilen.
help-dice-scrambled = - **Scrambled**: na elke zet gaan de letters die bij het begin van je beurt op de mat lagen terug in de beker, behalve die in je nieuwe woord. Verleng je alleen het woord (geen tweede woord), dan gaat elke dobbelsteen terug: het volgende woord begint op de ster.
help-dice-challenges = - Uitdagen zoals in het klassieke spel: een ongeldig woord wordt teruggenomen en de speler verliest de beurt; een mislukte uitdaging kost de uitdager zijn volgende beurt.
help-dice-advanced = - `advanced:True`: je ongebruikte dobbelstenen gaan open naar de volgende speler, die alleen de nieuwe gooit.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): het klassieke spel op een bord met acht Blanco-vakjes (geel `?`) en acht Blokkeer-vakjes (`✖`).
help-blockers-blank = - Bedek een Blanco-vakje: neem een gele blanco van de stapel van 12. Hij blijft naast je zeven stenen en speelt als een blanco (waarde 0); speel er gerust meer in één beurt. Een bingo vraagt alle zeven stenen van je plankje: gele blanco's tellen daar niet voor mee.
help-blockers-blocker = - Bedek een Blokkeer-vakje: neem een blokkade van de stapel van 8. Zet hem met `/blocker at:I8` op een leeg vakje, voor je woord of direct erna, in die beurt of later; er mag geen steen op.
help-blockers-empty-pile = - Een lege stapel geeft niets. Een na uitdaging teruggenomen zet geeft terug wat hij nam, van het bord als het al neergezet was.
help-blockers-roles = - Rollen (`role:` bij `/game new` of `/game join`): `standard` neemt beide; `pro` speelt volgens de klassieke regels en neemt niets; `intermediate` neemt blanco's, geen blokkades; `rookie` neemt beide en mag een steen op een blokkade leggen om er een woord door te vormen (de blokkade gaat terug naar de stapel).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): het klassieke spel op een bord dat je zelf ontwerpt door enkele van de 9 dubbelzijdige minibordjes van 5x5 op het klassieke bord te leggen, desnoods overlappend, zolang er een ster zichtbaar blijft.
help-surprise-board = - `board:` noemt stukken als NUMMER KANT @ VAKJE LINKSBOVEN, bv. `3b@F6 7a@A1` (kant `a`: klassieke premies; kant `b`: Wild, viervoudige letter 4L, viervoudig woord 4W, sterren); of een voorbeeld: { $presets }; of `surprise me` (standaard) voor een willekeurig bord. De lobby toont het bord.
help-surprise-star = - Het eerste woord mag elke ster bedekken; elke ster verdubbelt het woord.
help-surprise-wild = - Bedek een Wild-vakje (geel `?`): neem een gele blanco van de stapel van 12. Hij blijft naast je zeven stenen en speelt als een blanco; je eigen beige blanco's worden eerst gebruikt. Een bingo vraagt alle zeven beige stenen; gele blanco's worden nooit geruild. Een na uitdaging teruggenomen ongeldig woord geeft zijn gele blanco's terug. Voeg `+10` toe aan het bord voor de optionele 10 punten uit het regelboek voor een zet die de stenen van twee sterren verbindt.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 spelers, zonder score): de eerste speler racet omlaag door kolommen A tot G, de tweede door I tot O; kolom H is de ruimte ertussen.
help-race-first-word = - Je eerste woord bedekt een ruimtestation-ster op de bovenste rij; elk later woord sluit aan op je eigen woorden, zoals in een kruiswoordpuzzel. Woorden worden gecontroleerd volgens de uitdaagregel van de partij.
help-race-earth = - Wie als eerste bij het leggen van een woord een steen op een AARDE-vakje (onderste rij) zet, wint.
help-race-comet = - KOMEET: neem een gele blanco, die naast je zeven stenen blijft en als blanco speelt.
help-race-ufo = - UFO: trek de bovenste kaart van de vliegende-schotelstapel van 30 kaarten; de bot leest hem voor en doet wat erop staat (een gele blanco, een verloren beurt of niets). `cards:False` speelt het kortere spel zonder de stapel. Een na uitdaging teruggenomen zet legt zijn kaarten en blanco's terug.
help-race-draw = - Zes keer passen of ruilen op rij beëindigt een race waarin niemand verder kan als gelijkspel.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` 3 tot 10): stenen overal in het midden van 9x9, de eerste op H8. Woorden lees je langs aangrenzende stenen horizontaal, verticaal of diagonaal, geen steen twee keer. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` scoort tot drie verschillende woorden (letterwaarden, +50 voor zeven stenen), elk met een nieuwe steen en samen met alle stenen; laat `words:` weg voor de beste drie. Het bericht toont de vakjes van elk woord.
