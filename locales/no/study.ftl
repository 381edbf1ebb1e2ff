# Lexicord: study messages (no). Same messages, same values, as the English file.

## `/word`

word-valid-one = Gyldig i { $lexicon }:
word-invalid-one = Ikke gyldig i { $lexicon }:
word-all-valid = Alle { $count } gyldige i { $lexicon }:
word-some-invalid = { $invalid } av { $count } ikke gyldige i { $lexicon }:
word-valid = gyldig
word-not-valid = ikke gyldig
word-hooks = Kroker til **{ $word }** i { $lexicon }: foran { $before }; bak { $after }.
word-no-hooks = ingen
word-anagrams = { $count ->
    [one] { $count } anagram
   *[other] { $count } anagrammer
} av { $asked } i { $lexicon }:
word-no-anagrams = Ingen anagrammer av { $asked } i { $lexicon }.
word-built = { $count ->
    [one] { $count } ord
   *[other] { $count } ord
} av { $asked } i { $lexicon }:
word-none-built = Ingen ord av { $asked } i { $lexicon }.
word-matching = { $count ->
    [one] { $count } ord passer
   *[other] { $count } ord passer
} til { $asked } i { $lexicon }:
word-none-matching = Ingen ord passer til { $asked } i { $lexicon }.
word-attached = { $head } for mange til å vises her, så hele lista ligger vedlagt (words.txt).

## `/score`

score-not-a-pool = { $pool } er ikke en ratingpulje: velg en fra lista (variant, ordliste, tempo).
score-no-rated-in-pool = Ingen ratede partier i { $pool } på denne serveren ennå.
score-no-rated-games = Ingen ratede partier på denne serveren ennå: partier mellom mennesker teller, med mindre de ble åpnet med `rated:False`.
score-record = **{ $player }** på denne serveren: { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $wins } vunnet, { $losses } tapt, { $draws } uavgjort; snitt { $average }, beste parti { $best_game }, beste trekk { $best_play }, { $bingos ->
    [one] { $bingos } bingo
   *[other] { $bingos } bingoer
}.
score-no-ratings = Ingen ratede partier ennå.
score-ratings = Ratinger (Glicko-2; `?` er foreløpig, avvik over 110):
score-pool = { $pool }: **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } ratet parti
   *[other] { $games } ratede partier
}
score-pool-provisional = { $pool }: **{ $rating }** ±{ $deviation } (foreløpig), { $games ->
    [one] { $games } ratet parti
   *[other] { $games } ratede partier
}
score-chart-title = { $player }: ratinghistorikk
score-chart-games = partier
score-board-title = Ratingliste
score-board-subtitle = { $pool } · ? = foreløpig
score-column-player = Spiller
score-column-rating = Rating
score-column-deviation = RD
score-column-games = Partier
score-column-record = S-T
score-board-leader = { $player } leder med { $rating }.
score-board-head = **Ratingliste**, { $pool }: { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}.

## Scoreboard

status-lobby = lobby
status-active = pågår
status-finished = ferdig
status-abandoned = avbrutt
scoreboard-title = **Parti #{ $game }** ({ $status })
scoreboard-to-move = i trekket
scoreboard-target = til { $target }
scoreboard-bag = Brikker i posen: { $tiles }

## `/review`

review-judged-static = statisk equity
review-judged-simulated = simulert, { $rounds } gjennomspillinger
review-judged-exact = sluttspill løst eksakt
review-judged-unproven = sluttspill ikke bevist innenfor budsjettet: beste funne linje, { $depth } trekk fremover
review-judged-pre-endgame = sluttspill etter hver av de { $draws } brikkene posen kunne inneholde, alle løst nøyaktig
review-judged-pre-endgame-unproven = sluttspill etter hver av de { $draws } brikkene posen kunne inneholde, ikke alle bevist innenfor budsjettet
review-note-equity = **-{ $lost }** equity
review-note-win = -{ $percent } vinnersjanse
review-missed-bingo = glipp av bingo { $play }
review-loss = - Trekk { $turn }: { $played } for { $score }; best { $best } ({ $notes })
review-head = **Analyse av parti #{ $game }**: { $players }.
review-how-judged = Trekk vurdert etter equity (poeng pluss rest; simulert, og sluttspill løst eksakt, der budsjettet tillot det).
review-tail = Hvert trekk står i `{ $file }`: trekket som ble spilt, det beste etter equity, tapt equity og vinnersjanse.
review-player = **{ $player }**: { $lost } equity tapt over { $turns ->
    [one] { $turns } trekk
   *[other] { $turns } trekk
}
review-missed-bingos = { $count ->
    [one] { $count } tapt bingo
   *[other] { $count } tapte bingoer
}
review-file-head = Analyse av parti #{ $game }: { $players }
review-file-equity = Equity måles per trekk slik trekket ble vurdert: statisk (poeng pluss rest), simulert (poeng vunnet over de neste trekkene, motstanderens svar medregnet, pluss resten: lavere enn statisk) eller sluttspillet løst eksakt (differansen til slutten). Sammenlign et trekks equity med det beste trekkets.
review-file-player = { $player }: { $lost } equity tapt over { $turns } vurderte trekk, { $bingos } tapte bingoer
review-file-by-loss = Største tap først
review-file-in-order = Trekk for trekk
review-challenged-off = trukket tilbake etter utfordring
review-column-turn = trekk
review-column-player = spiller
review-column-rack = stativ
review-column-played = spilt
review-column-score = poeng
review-column-equity = equity
review-column-best = best
review-column-best-equity = beste equity
review-column-equity-lost = tapt equity
review-column-win-after = vinner etter
review-column-win-lost = vinner tapt
review-column-judged = vurdert
review-column-note = merknad

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank }.
}
puzzle-legal-plays = { $count ->
    [one] { $count } lovlig trekk
   *[other] { $count } lovlige trekk
}
puzzle-or = eller
puzzle-to = mot
puzzle-picture-you = Du
puzzle-picture-opponent = Motstander
puzzle-picture-opponent-n = Motstander { $n }
puzzle-answer-best = { $play } for { $score }: et beste trekk
puzzle-answer-ranked = { $play } for { $score }: { $rank } av { $plays }
puzzle-reveal = **Gårsdagens svar** ({ $day }, stativ `{ $rack }`): { $plays } for **{ $score }**{ $more }, toppscoren av { $count }. { $solved } av { $answered ->
    [one] { $answered } deltaker
   *[other] { $answered } deltakere
} fant det.
puzzle-reveal-more = (og { $count } til)
puzzle-reveal-yours = Du spilte { $answer }.
puzzle-head = **Nøtt for { $day }** ({ $lexicon }): finn trekket som gir flest poeng for stativet `{ $rack }`.
puzzle-from-game = Fra parti #{ $game } på denne serveren
puzzle-from-computer = Fra et parti datamaskinen spilte mot seg selv
puzzle-position = { $from }; stilling { $scores } (din først), { $tiles ->
    [one] { $tiles } brikke
   *[other] { $tiles } brikker
} i posen, { $plays }.
puzzle-your-answer = Svaret ditt i dag: { $answer }. Løsningen kommer med morgendagens nøtt.
puzzle-how-to-answer = Svar med `/puzzle answer word: at:` som for `/play`. Trekk rangeres etter poeng; det er ditt første svar for dagen som teller.
puzzle-record = rekke på { $days ->
    [one] { $days } dag
   *[other] { $days } dager
} (lengste { $longest }), { $solved } løst av { $answered }
puzzle-practice-only = Bare øving: det er ditt første svar i dag ({ $answer }) som teller.
puzzle-best = **Beste trekk!** { $play } gir { $score }: ingen lovlige trekk gir mer
puzzle-tied = { $count ->
    [one] { $count } annet trekk gir
   *[other] { $count } andre trekk gir
} like mye
puzzle-in-all = ({ $plays } i alt).
puzzle-ranked = { $play } gir { $score }: det er nummer **{ $rank }** av { $plays } etter poeng ({ $more ->
    [one] { $more } trekk gir
   *[other] { $more } trekk gir
} mer). Ikke det beste: løsningen kommer med morgendagens nøtt.
puzzle-your-record = Nøttene dine: { $record }.
puzzle-top-head = **Nøtteløsere** (første svar som fant et beste trekk; en rekke er dager på rad med løsning)
puzzle-top-nobody = Ingen har løst en nøtt her ennå.
puzzle-top-you = Du: { $record }.
puzzle-top-never = Du har ikke svart på noen nøtt her ennå: `/puzzle show`.

## `/practice`

practice-record = rekke { $streak } (lengste { $longest }), { $right } riktige av { $answered }
practice-head = **Øving** fra partiet ditt #{ $game } (trekk { $turn }, { $lexicon }): finn det beste trekket for stativet ditt `{ $rack }`.
practice-position = Stilling { $scores } (din først), { $tiles ->
    [one] { $tiles } brikke
   *[other] { $tiles } brikker
} i posen. I partiet: { $made } ({ $points ->
    [one] { $points } poeng
   *[other] { $points } poeng
}).
practice-how-to-answer = Trekk vurderes etter equity: poengene pluss verdien av brikkene du beholder, slik den vanskelige datamaskinen verdsetter dem. Svar med `/practice word: at:` som for `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } stilling venter
   *[other] { $waiting } stillinger venter
}. Øvingen din: { $record }.
practice-no-games = Du har ikke noe ferdig parti å øve på ennå. Spill ferdig et parti (mot datamaskinen med `/game add-bot`, eller med venner), og spør igjen.
practice-no-mistakes = Ingenting å øve på: i { $games ->
    [one] ditt { $games } ferdige parti
   *[other] dine { $games } ferdige partier
} var hvert trekk det beste etter equity (innenfor ett poeng), eller partiet hadde ingen stilling av den klassiske typen.
practice-all-answered = Du har svart på alle stillingene fra { $games ->
    [one] ditt { $games } ferdige parti
   *[other] dine { $games } ferdige partier
}. Spill ferdig flere partier for nye. Øvingen din: { $record }.
practice-right = **Riktig!** { $play } gir { $score }, equity { $equity }: ingen trekk er verdt mer.
practice-wrong = { $play } gir { $score }, equity { $equity }. **Ikke det beste**: { $best } gir { $best_score }, equity **{ $best_equity }** ({ $gap } mer)
practice-more-as-good = (og { $count } til som er like gode)
practice-streak-again = Rekka di begynner på nytt.
practice-after-next = Øvingen din: { $record }. { $waiting ->
    [one] { $waiting } stilling venter
   *[other] { $waiting } stillinger venter
}: `/practice` viser den neste.
practice-after-none = Øvingen din: { $record }. { $waiting ->
    [one] { $waiting } stilling venter
   *[other] { $waiting } stillinger venter
}.

## `/gcg replay:True`

replay-too-large = Reprisen av parti #{ $game } er for stor for Discords opplastingsgrense.
replay-posted = Reprisen av parti #{ $game } er lagt ut i kanalen.
replay-headline = Reprise av parti #{ $game }: { $players } ({ $turns ->
    [one] { $turns } trekk
   *[other] { $turns } trekk
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = Brettet er lagt ut.
board-not-posted = Jeg fikk ikke lagt ut i denne kanalen, så her er brettet til deg.
history-none = Ingen trekk ennå.
history-as-file = Historikken er lang: her er den som fil.
gcg-record = Parti #{ $game } som GCG-protokoll.
games-none = Du har ingen partier på gang. Åpne et med `/game new` i en kanal på en server eller i en gruppe-DM.
games-head = **Partiene dine**
games-button = Parti #{ $game }
games-your-turn = **din tur**
games-to-move = { $player } i trekket
games-nobody = ingen
games-line = Parti #{ $game } i { $place }: { $turn }; du { $score } mot { $opponents }
games-time-runs-out = tiden går ut { $when }
games-place-some-channel = **{ $server }** › en kanal
games-place-dm = en DM eller gruppe-DM
games-place-gone = en server jeg ikke lenger ser

## Rack

rack-yours = Stativet ditt
rack-empty = tomt
rack-in-channel = i { $channel }
rack-caption = { $what }{ $place } (parti #{ $game }): { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } passer ingen steder på brettet med brikkene på stativet ditt. Ingenting ble spilt.
panel-places = Hvor { $word } kan gå, det beste først: velg ett for å se det før du spiller.
panel-press-confirm = Trykk på Bekreft for å spille det.
panel-game-ended = Dette partiet er over (parti #{ $game }): { $scores }. Denne knappen gjør ikke lenger noe.
panel-no-longer-your-turn = Det er ikke lenger din tur: { $last }
panel-nothing-changed = Ingenting ble endret.
panel-out-of-date = Dette panelet er utdatert, og ingenting ble endret. Siden da: { $last }
panel-your-turn = Det er din tur.
panel-waiting-for = Venter på at { $player } skal trekke.
panel-not-your-turn = Det er ikke din tur.
panel-form-play = Spill et ord
panel-form-word = Ord (liten bokstav = blank)
panel-form-word-example = for eksempel HORN eller hoRN
panel-form-square = Ruten til første bokstav (eller tom)
panel-form-square-empty = tom: jeg viser hvor det kan gå
panel-form-direction = Retning: across eller down
panel-form-exchange = Bytt brikker
panel-form-tiles = Brikker å bytte (? for en blank)
panel-form-tiles-example = for eksempel QVU
panel-form-bad-direction = Retningen er `across` eller `down`: ingenting ble spilt.
panel-form-hint = I skjemaet skriver du ordet (en liten bokstav er en blank; brikker som allerede ligger på brettet, som bokstavene sine eller `.`), ruten til første bokstav som kolonnebokstav og radnummer på brettet (for eksempel H8), og retningen `across` eller `down`.

## Preview

preview-text = Forhåndsvisning (ikke spilt, ord ikke sjekket): { $play } for { $score }{ $bingo }. Ord: { $words }.
preview-bingo = (bingo +{ $bonus })
preview-picture-name = Forhåndsvisning

## Charts

chart-win-title = Vinnersjanse: { $player }
chart-after-each-turn = etter hver tur
chart-big-loss = en tur som ga bort 5 % eller mer
chart-end = slutt
chart-turns = turer
chart-score-title = Poeng gjennom spillet
chart-moves = trekk
