# Lexicord: study messages (nl). Same messages, same values, as the English file.

## `/word`

word-valid-one = Geldig in { $lexicon }:
word-invalid-one = Niet geldig in { $lexicon }:
word-all-valid = Alle { $count } geldig in { $lexicon }:
word-some-invalid = { $invalid } van { $count } niet geldig in { $lexicon }:
word-valid = geldig
word-not-valid = niet geldig
word-hooks = Haken van **{ $word }** in { $lexicon }: ervoor { $before }; erachter { $after }.
word-no-hooks = geen
word-anagrams = { $count ->
    [one] { $count } anagram
   *[other] { $count } anagrammen
} van { $asked } in { $lexicon }:
word-no-anagrams = Geen anagrammen van { $asked } in { $lexicon }.
word-built = { $count ->
    [one] { $count } woord
   *[other] { $count } woorden
} uit { $asked } in { $lexicon }:
word-none-built = Geen woorden uit { $asked } in { $lexicon }.
word-matching = { $count ->
    [one] { $count } woord past
   *[other] { $count } woorden passen
} op { $asked } in { $lexicon }:
word-none-matching = Geen woorden passen op { $asked } in { $lexicon }.
word-attached = { $head } te veel om hier te tonen, dus de hele lijst zit in de bijlage (words.txt).

## `/score`

score-not-a-pool = { $pool } is geen ratingpool: kies er een uit de lijst (variant, lexicon, tempo).
score-no-rated-in-pool = Nog geen partijen met rating in { $pool } op deze server.
score-no-rated-games = Nog geen partijen met rating op deze server: partijen tussen mensen tellen, tenzij ze geopend zijn met `rated:False`.
score-record = **{ $player }** op deze server: { $games ->
    [one] { $games } partij
   *[other] { $games } partijen
}, { $wins } gewonnen, { $losses } verloren, { $draws } gelijk; gemiddeld { $average }, beste partij { $best_game }, beste zet { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingo's
}.
score-no-ratings = Nog geen partijen met rating.
score-ratings = Ratings (Glicko-2; `?` is voorlopig, afwijking boven 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } partij met rating
   *[other] { $games } partijen met rating
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (voorlopig), { $games ->
    [one] { $games } partij met rating
   *[other] { $games } partijen met rating
}
score-chart-title = { $player }: ratingverloop
score-chart-games = partijen
score-board-title = Ratingranglijst
score-board-subtitle = { $pool } · ? = voorlopig
score-column-player = Speler
score-column-rating = Rating
score-column-deviation = RD
score-column-games = Partijen
score-column-record = W-V
score-board-leader = { $player } staat bovenaan met { $rating }.
score-board-head = **Ratingranglijst**, { $pool }: { $players ->
    [one] { $players } speler
   *[other] { $players } spelers
}.

## Scoreboard

status-lobby = lobby
status-active = bezig
status-finished = afgelopen
status-abandoned = afgebroken
scoreboard-title = **Partij #{ $game }** ({ $status })
scoreboard-to-move = aan zet
scoreboard-target = tot { $target }
scoreboard-bag = Stenen in de zak: { $tiles }

## `/review`

review-judged-static = statische equity
review-judged-simulated = gesimuleerd, { $rounds } simulaties
review-judged-exact = eindspel exact opgelost
review-judged-unproven = eindspel niet bewezen binnen het budget: beste gevonden lijn, { $depth } beurten vooruit
review-judged-pre-endgame = eindspel na elk van de { $draws } stenen die in de zak konden zitten, alle exact opgelost
review-judged-pre-endgame-unproven = eindspel na elk van de { $draws } stenen die in de zak konden zitten, niet alle bewezen binnen het budget
review-note-equity = **-{ $lost }** equity
review-note-win = -{ $percent } winkans
review-missed-bingo = gemiste bingo { $play }
review-loss = - Beurt { $turn }: { $played } voor { $score }; beste { $best } ({ $notes })
review-head = **Analyse van partij #{ $game }**: { $players }.
review-how-judged = Beurten beoordeeld op equity (score plus restrek; gesimuleerd, en eindspellen exact opgelost, waar het budget het toeliet).
review-tail = Elke beurt staat in `{ $file }`: de gespeelde zet, de beste op equity, de verloren equity en winkans.
review-player = **{ $player }**: { $lost } equity verloren over { $turns ->
    [one] { $turns } beurt
   *[other] { $turns } beurten
}
review-missed-bingos = { $count ->
    [one] { $count } gemiste bingo
   *[other] { $count } gemiste bingo's
}
review-file-head = Analyse van partij #{ $game }: { $players }
review-file-equity = Equity wordt per beurt gemeten zoals de beurt beoordeeld is: statisch (score plus restrek), gesimuleerd (punten gewonnen in de volgende beurten, het antwoord van de tegenstander meegeteld, plus de restrek: lager dan statisch) of het eindspel exact opgelost (het verschil tot het einde). Vergelijk de equity van een beurt met die van de beste.
review-file-player = { $player }: { $lost } equity verloren over { $turns } beoordeelde beurten, { $bingos } gemiste bingo's
review-file-by-loss = Grootste verliezen eerst
review-file-in-order = Beurt voor beurt
review-challenged-off = na uitdaging teruggenomen
review-column-turn = beurt
review-column-player = speler
review-column-rack = plankje
review-column-played = gespeeld
review-column-score = score
review-column-equity = equity
review-column-best = beste
review-column-best-equity = beste equity
review-column-equity-lost = equity verloren
review-column-win-after = winkans na
review-column-win-lost = winkans verloren
review-column-judged = beoordeeld
review-column-note = notitie

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank }e
}
puzzle-legal-plays = { $count ->
    [one] { $count } geldige zet
   *[other] { $count } geldige zetten
}
puzzle-or = of
puzzle-to = tegen
puzzle-picture-you = Jij
puzzle-picture-opponent = Tegenstander
puzzle-picture-opponent-n = Tegenstander { $n }
puzzle-answer-best = { $play } voor { $score }: een beste zet
puzzle-answer-ranked = { $play } voor { $score }: { $rank } van { $plays }
puzzle-reveal = **Antwoord van gisteren** ({ $day }, plankje `{ $rack }`): { $plays } voor **{ $score }**{ $more }, de hoogste score van { $count }. { $solved } van { $answered ->
    [one] { $answered } deelnemer
   *[other] { $answered } deelnemers
} vonden het.
puzzle-reveal-more = (en nog { $count })
puzzle-reveal-yours = Jij speelde { $answer }.
puzzle-head = **Puzzel van { $day }** ({ $lexicon }): vind de zet met de hoogste score voor het plankje `{ $rack }`.
puzzle-from-game = Uit partij #{ $game } op deze server
puzzle-from-computer = Uit een partij van de computer tegen zichzelf
puzzle-position = { $from }; stand { $scores } (die van jou eerst), { $tiles ->
    [one] { $tiles } steen
   *[other] { $tiles } stenen
} in de zak, { $plays }.
puzzle-your-answer = Jouw antwoord van vandaag: { $answer }. Het antwoord komt met de puzzel van morgen.
puzzle-how-to-answer = Antwoord met `/puzzle answer word: at:` zoals bij `/play`. Zetten worden gerangschikt op score; je eerste antwoord van de dag telt.
puzzle-record = reeks van { $days ->
    [one] { $days } dag
   *[other] { $days } dagen
} (langste { $longest }), { $solved } opgelost van { $answered }
puzzle-practice-only = Alleen oefening: je eerste antwoord van vandaag ({ $answer }) telt.
puzzle-best = **Beste zet!** { $play } scoort { $score }: geen geldige zet scoort meer
puzzle-tied = { $count ->
    [one] { $count } andere zet scoort
   *[other] { $count } andere zetten scoren
} hetzelfde
puzzle-in-all = ({ $plays } in totaal).
puzzle-ranked = { $play } scoort { $score }: staat **{ $rank }** van { $plays } op score ({ $more ->
    [one] { $more } zet scoort
   *[other] { $more } zetten scoren
} meer). Niet de beste: het antwoord komt met de puzzel van morgen.
puzzle-your-record = Jouw puzzels: { $record }.
puzzle-top-head = **Puzzeloplossers** (eerste antwoorden die een beste zet vonden; een reeks is opeenvolgende opgeloste dagen)
puzzle-top-nobody = Hier heeft nog niemand een puzzel opgelost.
puzzle-top-you = Jij: { $record }.
puzzle-top-never = Je hebt hier nog geen puzzel beantwoord: `/puzzle show`.

## `/practice`

practice-record = reeks { $streak } (langste { $longest }), { $right } goed van { $answered }
practice-head = **Oefening** uit jouw partij #{ $game } (beurt { $turn }, { $lexicon }): vind de beste zet voor je plankje `{ $rack }`.
practice-position = Stand { $scores } (die van jou eerst), { $tiles ->
    [one] { $tiles } steen
   *[other] { $tiles } stenen
} in de zak. In de partij: { $made } ({ $points ->
    [one] { $points } punt
   *[other] { $points } punten
}).
practice-how-to-answer = Zetten worden beoordeeld op equity: de score plus wat de stenen die je houdt waard zijn, zoals de moeilijke computer ze waardeert. Antwoord met `/practice word: at:` zoals bij `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } positie wacht
   *[other] { $waiting } posities wachten
}. Jouw oefening: { $record }.
practice-no-games = Je hebt nog geen afgelopen partij om mee te oefenen. Speel een partij uit (tegen de computer met `/game add-bot`, of met vrienden) en vraag het dan nog eens.
practice-no-mistakes = Niets te oefenen: in { $games ->
    [one] je { $games } afgelopen partij
   *[other] je { $games } afgelopen partijen
} was elke zet de beste op equity (binnen een punt), of had de partij geen positie van de klassieke soort.
practice-all-answered = Je hebt elke positie uit { $games ->
    [one] je { $games } afgelopen partij
   *[other] je { $games } afgelopen partijen
} beantwoord. Speel meer partijen uit voor nieuwe. Jouw oefening: { $record }.
practice-right = **Goed!** { $play } scoort { $score }, equity { $equity }: geen zet is meer waard.
practice-wrong = { $play } scoort { $score }, equity { $equity }. **Niet de beste**: { $best } scoort { $best_score }, equity **{ $best_equity }** ({ $gap } meer)
practice-more-as-good = (en nog { $count } even goed)
practice-streak-again = Je reeks begint opnieuw.
practice-after-next = Jouw oefening: { $record }. { $waiting ->
    [one] { $waiting } positie wacht
   *[other] { $waiting } posities wachten
}: `/practice` toont de volgende.
practice-after-none = Jouw oefening: { $record }. { $waiting ->
    [one] { $waiting } positie wacht
   *[other] { $waiting } posities wachten
}.

## `/gcg replay:True`

replay-too-large = De herhaling van partij #{ $game } is te groot voor de uploadlimiet van Discord.
replay-posted = De herhaling van partij #{ $game } staat in het kanaal.
replay-headline = Herhaling van partij #{ $game }: { $players } ({ $turns ->
    [one] { $turns } beurt
   *[other] { $turns } beurten
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = Het bord is geplaatst.
board-not-posted = Ik kon niet in dit kanaal posten, dus hier is het bord voor jou.
history-none = Nog geen zetten.
history-as-file = De geschiedenis is lang: hier is ze als bestand.
gcg-record = Partij #{ $game } als GCG-verslag.
games-none = Je hebt geen lopende partijen. Open er een met `/game new` in een kanaal van een server of een groeps-DM.
games-head = **Jouw partijen**
games-button = Partij #{ $game }
games-your-turn = **jij bent aan zet**
games-to-move = { $player } aan zet
games-nobody = niemand
games-line = Partij #{ $game } in { $place }: { $turn }; jij { $score } tegen { $opponents }
games-time-runs-out = tijd loopt af { $when }
games-place-some-channel = **{ $server }** › een kanaal
games-place-dm = een DM of groeps-DM
games-place-gone = een server die ik niet meer zie

## Rack

rack-yours = Je plankje
rack-empty = leeg
rack-in-channel = in { $channel }
rack-caption = { $what }{ $place } (partij #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } past nergens op het bord met de stenen op je plankje. Er is niets gespeeld.
panel-places = Waar { $word } kan, de beste eerst: kies er een om hem te zien voordat je speelt.
panel-press-confirm = Druk op Bevestigen om hem te spelen.
panel-game-ended = Deze partij is afgelopen (partij #{ $game }): { $scores }. Deze knop doet niets meer.
panel-no-longer-your-turn = Je bent niet meer aan de beurt: { $last }
panel-nothing-changed = Er is niets veranderd.
panel-out-of-date = Dit paneel is verouderd en er is niets veranderd. Sindsdien: { $last }
panel-your-turn = Jij bent aan de beurt.
panel-waiting-for = Wachten op de zet van { $player }.
panel-not-your-turn = Je bent niet aan de beurt.
panel-form-play = Een woord spelen
panel-form-word = Woord (kleine letter = blanco)
panel-form-word-example = bijvoorbeeld HORN of hoRN
panel-form-square = Vakje van de eerste letter (of leeg)
panel-form-square-empty = leeg: ik toon waar het kan
panel-form-direction = Richting: across of down
panel-form-exchange = Stenen ruilen
panel-form-tiles = Stenen om te ruilen (? voor een blanco)
panel-form-tiles-example = bijvoorbeeld QVU
panel-form-bad-direction = De richting is `across` of `down`: er is niets gespeeld.
panel-form-hint = Typ in het formulier het woord (een kleine letter is een blanco; stenen die al op het bord liggen als hun letter of `.`), het vakje van de eerste letter als kolomletter en rijnummer op het bord (bijvoorbeeld H8), en de richting `across` of `down`.

## Preview

preview-text = Voorbeeld (niet gespeeld, woorden niet gecontroleerd): { $play } voor { $score }{ $bingo }. Woorden: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Voorbeeld

## Charts

chart-win-title = Winkans: { $player }
chart-after-each-turn = na elke beurt
chart-big-loss = een beurt die 5% of meer kostte
chart-end = einde
chart-turns = beurten
chart-score-title = Punten in de loop van het spel
chart-moves = zetten
