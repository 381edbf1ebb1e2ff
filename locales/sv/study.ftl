# Lexicord: study messages (sv). Same messages, same values, as the English file.

## `/word`

word-valid-one = Giltigt i { $lexicon }:
word-invalid-one = Inte giltigt i { $lexicon }:
word-all-valid = Alla { $count } giltiga i { $lexicon }:
word-some-invalid = { $invalid } av { $count } inte giltiga i { $lexicon }:
word-valid = giltigt
word-not-valid = inte giltigt
word-hooks = Krokar till **{ $word }** i { $lexicon }: före { $before }; efter { $after }.
word-no-hooks = inga
word-anagrams = { $count ->
    [one] { $count } anagram
   *[other] { $count } anagram
} av { $asked } i { $lexicon }:
word-no-anagrams = Inga anagram av { $asked } i { $lexicon }.
word-built = { $count ->
    [one] { $count } ord
   *[other] { $count } ord
} av { $asked } i { $lexicon }:
word-none-built = Inga ord av { $asked } i { $lexicon }.
word-matching = { $count ->
    [one] { $count } ord matchar
   *[other] { $count } ord matchar
} { $asked } i { $lexicon }:
word-none-matching = Inga ord matchar { $asked } i { $lexicon }.
word-attached = { $head } för många att visa här, så hela listan är bifogad (words.txt).

## `/score`

score-not-a-pool = { $pool } är ingen rankingpool: välj en från listan (variant, ordlista, tempo).
score-no-rated-in-pool = Inga rankade partier i { $pool } på den här servern än.
score-no-rated-games = Inga rankade partier på den här servern än: partier mellan människor räknas, om de inte öppnades med `rated:False`.
score-record = **{ $player }** på den här servern: { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $wins } vunna, { $losses } förlorade, { $draws } oavgjorda; snitt { $average }, bästa parti { $best_game }, bästa drag { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingor
}.
score-no-ratings = Inga rankade partier än.
score-ratings = Rankingar (Glicko-2; `?` är preliminär, avvikelse över 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } rankat parti
   *[other] { $games } rankade partier
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (preliminär), { $games ->
    [one] { $games } rankat parti
   *[other] { $games } rankade partier
}
score-chart-title = { $player }: rankinghistorik
score-chart-games = partier
score-board-title = Rankinglista
score-board-subtitle = { $pool } · ? = preliminär
score-column-player = Spelare
score-column-rating = Ranking
score-column-deviation = RD
score-column-games = Partier
score-column-record = V-F
score-board-leader = { $player } leder med { $rating }.
score-board-head = **Rankinglista**, { $pool }: { $players ->
    [one] { $players } spelare
   *[other] { $players } spelare
}.

## Scoreboard

status-lobby = lobby
status-active = pågår
status-finished = avslutat
status-abandoned = avbrutet
scoreboard-title = **Parti #{ $game }** ({ $status })
scoreboard-to-move = vid draget
scoreboard-target = till { $target }
scoreboard-bag = Brickor i påsen: { $tiles }

## `/review`

review-judged-static = statisk equity
review-judged-simulated = simulerat, { $rounds } genomspelningar
review-judged-exact = slutspel löst exakt
review-judged-unproven = slutspel inte bevisat inom budgeten: bästa funna linje, { $depth } drag framåt
review-judged-pre-endgame = slutspel efter var och en av de { $draws } brickor påsen kunde innehålla, alla lösta exakt
review-judged-pre-endgame-unproven = slutspel efter var och en av de { $draws } brickor påsen kunde innehålla, inte alla bevisade inom budgeten
review-note-equity = **-{ $lost }** equity
review-note-win = -{ $percent } vinstchans
review-missed-bingo = missad bingo { $play }
review-loss = - Drag { $turn }: { $played } för { $score }; bäst { $best } ({ $notes })
review-head = **Analys av parti #{ $game }**: { $players }.
review-how-judged = Drag bedömda efter equity (poäng plus rest; simulerade, och slutspel lösta exakt, där budgeten räckte).
review-tail = Varje drag finns i `{ $file }`: draget som gjordes, det bästa efter equity, förlorad equity och vinstchans.
review-player = **{ $player }**: { $lost } equity förlorad över { $turns ->
    [one] { $turns } drag
   *[other] { $turns } drag
}
review-missed-bingos = { $count ->
    [one] { $count } missad bingo
   *[other] { $count } missade bingor
}
review-file-head = Analys av parti #{ $game }: { $players }
review-file-equity = Equity mäts per drag så som draget bedömdes: statiskt (poäng plus rest), simulerat (poäng vunna under de följande dragen, motståndarens svar medräknat, plus resten: lägre än statiskt) eller slutspelet löst exakt (skillnaden till slutet). Jämför ett drags equity med det bästa dragets.
review-file-player = { $player }: { $lost } equity förlorad över { $turns } bedömda drag, { $bingos } missade bingor
review-file-by-loss = Största förluster först
review-file-in-order = Drag för drag
review-challenged-off = tillbakataget efter utmaning
review-column-turn = drag
review-column-player = spelare
review-column-rack = ställ
review-column-played = spelat
review-column-score = poäng
review-column-equity = equity
review-column-best = bäst
review-column-best-equity = bästa equity
review-column-equity-lost = förlorad equity
review-column-win-after = vinst efter
review-column-win-lost = förlorad vinst
review-column-judged = bedömt
review-column-note = notering

## `/puzzle`

puzzle-ordinal = { $form ->
    [one] { $rank }:a
    [two] { $rank }:a
   *[other] { $rank }:e
}
puzzle-legal-plays = { $count ->
    [one] { $count } tillåtet drag
   *[other] { $count } tillåtna drag
}
puzzle-or = eller
puzzle-to = mot
puzzle-picture-you = Du
puzzle-picture-opponent = Motståndare
puzzle-picture-opponent-n = Motståndare { $n }
puzzle-answer-best = { $play } för { $score }: ett bästa drag
puzzle-answer-ranked = { $play } för { $score }: { $rank } av { $plays }
puzzle-reveal = **Gårdagens svar** ({ $day }, ställ `{ $rack }`): { $plays } för **{ $score }**{ $more }, högsta poängen av { $count }. { $solved } av { $answered ->
    [one] { $answered } deltagare
   *[other] { $answered } deltagare
} hittade det.
puzzle-reveal-more = (och { $count } till)
puzzle-reveal-yours = Du spelade { $answer }.
puzzle-head = **Nöt för { $day }** ({ $lexicon }): hitta draget som ger mest poäng för stället `{ $rack }`.
puzzle-from-game = Från parti #{ $game } på den här servern
puzzle-from-computer = Från ett parti som datorn spelade mot sig själv
puzzle-position = { $from }; ställning { $scores } (din först), { $tiles ->
    [one] { $tiles } bricka
   *[other] { $tiles } brickor
} i påsen, { $plays }.
puzzle-your-answer = Ditt svar i dag: { $answer }. Lösningen kommer med morgondagens nöt.
puzzle-how-to-answer = Svara med `/puzzle answer word: at:` som för `/play`. Drag rangordnas efter poäng; det är ditt första svar för dagen som räknas.
puzzle-record = svit på { $days ->
    [one] { $days } dag
   *[other] { $days } dagar
} (längsta { $longest }), { $solved } lösta av { $answered }
puzzle-practice-only = Bara övning: det är ditt första svar i dag ({ $answer }) som räknas.
puzzle-best = **Bästa draget!** { $play } ger { $score }: inget tillåtet drag ger mer
puzzle-tied = { $count ->
    [one] { $count } annat drag ger
   *[other] { $count } andra drag ger
} lika mycket
puzzle-in-all = ({ $plays } totalt).
puzzle-ranked = { $play } ger { $score }: det är **{ $rank }** av { $plays } efter poäng ({ $more ->
    [one] { $more } drag ger
   *[other] { $more } drag ger
} mer). Inte det bästa: lösningen kommer med morgondagens nöt.
puzzle-your-record = Dina nötter: { $record }.
puzzle-top-head = **Nötknäckare** (första svar som hittade ett bästa drag; en svit är dagar i rad med lösning)
puzzle-top-nobody = Ingen har löst en nöt här än.
puzzle-top-you = Du: { $record }.
puzzle-top-never = Du har inte svarat på någon nöt här än: `/puzzle show`.

## `/practice`

practice-record = svit { $streak } (längsta { $longest }), { $right } rätt av { $answered }
practice-head = **Övning** från ditt parti #{ $game } (drag { $turn }, { $lexicon }): hitta det bästa draget för ditt ställ `{ $rack }`.
practice-position = Ställning { $scores } (din först), { $tiles ->
    [one] { $tiles } bricka
   *[other] { $tiles } brickor
} i påsen. I partiet: { $made } ({ $points ->
    [one] { $points } poäng
   *[other] { $points } poäng
}).
practice-how-to-answer = Drag bedöms efter equity: poängen plus värdet av brickorna du behåller, så som den svåra datorn värderar dem. Svara med `/practice word: at:` som för `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } ställning väntar
   *[other] { $waiting } ställningar väntar
}. Din övning: { $record }.
practice-no-games = Du har inget avslutat parti att öva på än. Spela klart ett parti (mot datorn med `/game add-bot`, eller med vänner) och fråga sedan igen.
practice-no-mistakes = Inget att öva på: i { $games ->
    [one] ditt { $games } avslutade parti
   *[other] dina { $games } avslutade partier
} var varje drag det bästa efter equity (inom en poäng), eller så hade partiet ingen ställning av det klassiska slaget.
practice-all-answered = Du har svarat på varje ställning från { $games ->
    [one] ditt { $games } avslutade parti
   *[other] dina { $games } avslutade partier
}. Spela klart fler partier för nya. Din övning: { $record }.
practice-right = **Rätt!** { $play } ger { $score }, equity { $equity }: inget drag är värt mer.
practice-wrong = { $play } ger { $score }, equity { $equity }. **Inte det bästa**: { $best } ger { $best_score }, equity **{ $best_equity }** ({ $gap } mer)
practice-more-as-good = (och { $count } till som är lika bra)
practice-streak-again = Din svit börjar om.
practice-after-next = Din övning: { $record }. { $waiting ->
    [one] { $waiting } ställning väntar
   *[other] { $waiting } ställningar väntar
}: `/practice` visar nästa.
practice-after-none = Din övning: { $record }. { $waiting ->
    [one] { $waiting } ställning väntar
   *[other] { $waiting } ställningar väntar
}.

## `/gcg replay:True`

replay-too-large = Reprisen av parti #{ $game } är för stor för Discords uppladdningsgräns.
replay-posted = Reprisen av parti #{ $game } är publicerad i kanalen.
replay-headline = Repris av parti #{ $game }: { $players } ({ $turns ->
    [one] { $turns } drag
   *[other] { $turns } drag
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = Brädet är publicerat.
board-not-posted = Jag kunde inte publicera i den här kanalen, så här är brädet åt dig.
history-none = Inga drag än.
history-as-file = Historiken är lång: här är den som fil.
gcg-record = Parti #{ $game } som GCG-protokoll.
games-none = Du har inga pågående partier. Öppna ett med `/game new` i en kanal på en server eller i ett grupp-DM.
games-head = **Dina partier**
games-button = Parti #{ $game }
games-your-turn = **din tur**
games-to-move = { $player } vid draget
games-nobody = ingen
games-line = Parti #{ $game } i { $place }: { $turn }; du { $score } mot { $opponents }
games-time-runs-out = tiden går ut { $when }
games-place-some-channel = **{ $server }** › en kanal
games-place-dm = ett DM eller grupp-DM
games-place-gone = en server jag inte längre ser

## Rack

rack-yours = Ditt ställ
rack-empty = tomt
rack-in-channel = i { $channel }
rack-caption = { $what }{ $place } (parti #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } passar ingenstans på brädet med brickorna på ditt ställ. Inget spelades.
panel-places = Var { $word } kan ligga, bästa först: välj ett för att se det innan du spelar.
panel-press-confirm = Tryck på Bekräfta för att spela det.
panel-game-ended = Det här partiet är slut (parti #{ $game }): { $scores }. Den här knappen gör inte längre något.
panel-no-longer-your-turn = Det är inte längre din tur: { $last }
panel-nothing-changed = Inget ändrades.
panel-out-of-date = Den här panelen är inaktuell och inget ändrades. Sedan dess: { $last }
panel-your-turn = Det är din tur.
panel-waiting-for = Väntar på att { $player } ska göra sitt drag.
panel-not-your-turn = Det är inte din tur.
panel-form-play = Spela ett ord
panel-form-word = Ord (liten bokstav = blank)
panel-form-word-example = till exempel HORN eller hoRN
panel-form-square = Rutan för första bokstaven (eller tom)
panel-form-square-empty = tom: jag visar var det kan ligga
panel-form-direction = Riktning: across eller down
panel-form-exchange = Byt brickor
panel-form-tiles = Brickor att byta (? för en blank)
panel-form-tiles-example = till exempel QVU
panel-form-bad-direction = Riktningen är `across` eller `down`: inget spelades.
panel-form-hint = I formuläret skriver du ordet (en liten bokstav är en blank; brickor som redan ligger på brädet som sina bokstäver eller `.`), rutan för första bokstaven som kolumnbokstav och radnummer på brädet (till exempel H8), och riktningen `across` eller `down`.

## Preview

preview-text = Förhandsvisning (inte spelat, ord inte kontrollerade): { $play } för { $score }{ $bingo }. Ord: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Förhandsvisning

## Charts

chart-win-title = Vinstchans: { $player }
chart-after-each-turn = efter varje tur
chart-big-loss = en tur som gav bort 5 % eller mer
chart-end = slut
chart-turns = turer
chart-score-title = Poäng under partiet
chart-moves = drag
