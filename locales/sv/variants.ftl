# Lexicord: varianternas egna ord för sina delar och drag, på svenska: vad rapporten om en tur
# säger om ett drag (dess bonusar, en utlagd spärr, en kapplöpnings kometer, flygande tefat och
# kort, brickor lagda var som helst), vad en spelare har bredvid stället, och orden i ett parti
# som spelas med tärningar. Ett meddelande som börjar med ett mellanslag ({" "}) eller ett ";"
# följer direkt efter texten före.

## Ett drag i ett inlägg i kanalen.

turn-line = { $word } på { $at } för { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(stjärnor förenade +{ $points })
turn-passed-face-up = ; de oanvända bokstäverna { $letters } går med framsidan upp till nästa spelare
turn-blocker = lade en spärr på { $square }
turn-race = { $word } på { $at }{ $extras }
turn-comet = ; en knuff från en komet: en gul blank
turn-saucer = ; ett flygande tefat! Kort: ”{ $card }”
turn-earth = ; landar på Jorden!
turn-placed = lade { $tiles } för { $score }{ $extras }

## Hyper-Race flygande tefat-kort, upplästa när de dras.

card-fuel-pod = Bränslekapsel! Ditt rymdskepp tankar: ta en gul blank.
card-friendly-alien = En vänlig utomjording vinkar och ger dig en reservdel: ta en gul blank.
card-meteor-shower = Meteorregn! Du väntar tills det har dragit förbi: du förlorar din nästa tur.
card-engine-trouble = Motorstrul! Reparationerna tar sin tid: du förlorar din nästa tur.
card-smooth-flying = Lugn flygning. Stjärnorna susar förbi: ingenting händer.
card-space-station = Du vinkar till astronauterna på en förbiglidande rymdstation: ingenting händer.

## Vad en spelare har bredvid stället, efter stället i sitt DM.

held-yellow-blanks = { $count ->
    [one] {" "}(en blank är en gul blank, som ligger bredvid dina sju brickor)
   *[other] {" "}({ $count } blanka är gula blanka, som ligger bredvid dina sju brickor)
}
held-blockers = { $count ->
    [one] , och en spärr att lägga ut med `/blocker`
   *[other] , och { $count } spärrar att lägga ut med `/blocker`
}

## Tärningsspelets ord för sina bokstäver.

scoreboard-cup = Tärningar i bägaren: { $tiles }
rack-yours-rolled = Ditt ställ (tärningarna du slog)
rack-empty-rolled = inga tärningar nu; du slår när din tur börjar
draw-title-roll = Slaget om vem som börjar
draw-won-roll = { $player } slog närmast A (en blank slår alla bokstäver) och börjar.

## Texterna i den animerade reprisen av ett färdigt parti (`/gcg replay:True`), på kanalens
## språk: varje bildrutas etikett och rad.

replay-start = Start
replay-start-line = { $players }
replay-turn = Drag { $turn }
replay-final = Slut
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = bytte { $tiles ->
    [one] { $tiles } bricka
   *[other] { $tiles } brickor
}
replay-passed = passade
replay-time-out = tiden tog slut
replay-lost-turn = förlorar turen
replay-challenged-off = draget togs tillbaka efter utmaning av { $by }{ $points }
replay-challenge-stands = draget utmanades av { $by }, och det står kvar{ $points }
replay-resigned = gav upp
replay-no-result = partiet avslutades utan resultat
replay-no-winner = ingen vinnare
replay-wins-by = { $player } vinner med { $margin }
replay-wins = { $player } vinner
replay-draw = oavgjort: { $players }
