# Lexicord: variantenes egne ord for brikkene og trekkene sine, på norsk bokmål: det rapporten om
# en tur sier om et trekk (bonusene, en sperre som settes ut, kometene, de flygende tallerkenene og
# kortene i et race, brikker lagt hvor som helst), det en spiller har ved siden av stativet, og
# ordene i et parti spilt med terninger. En melding som begynner med et mellomrom ({" "}) eller et
# ";", følger rett etter teksten foran.

## Et trekk i et innlegg i kanalen.

turn-line = { $word } på { $at } for { $score }{ $extras }
turn-bingo = {" "}(bingo +{ $points })
turn-stars-joined = {" "}(stjerner forbundet +{ $points })
turn-passed-face-up = ; de ubrukte bokstavene { $letters } går med forsiden opp til neste spiller
turn-blocker = satte en sperre på { $square }
turn-race = { $word } på { $at }{ $extras }
turn-comet = ; et dytt fra en komet: en gul blank
turn-saucer = ; en flygende tallerken! Kort: «{ $card }»
turn-earth = ; lander på Jorden!
turn-placed = la { $tiles } for { $score }{ $extras }

## Flygende tallerken-kortene i Hyper-Race, lest opp når de trekkes.

card-fuel-pod = Drivstoffkapsel! Romskipet ditt fyller tanken: ta en gul blank.
card-friendly-alien = Et vennlig romvesen vinker og gir deg en reservedel: ta en gul blank.
card-meteor-shower = Meteorregn! Du venter til det har gått over: du mister neste tur.
card-engine-trouble = Motortrøbbel! Reparasjonene tar sin tid: du mister neste tur.
card-smooth-flying = Rolig ferd. Stjernene suser forbi: ingenting skjer.
card-space-station = Du vinker til astronautene på en romstasjon som suser forbi: ingenting skjer.

## Det en spiller har ved siden av stativet, etter stativet i DM-en.

held-yellow-blanks = { $count ->
    [one] {" "}(én blank er en gul blank, som ligger ved siden av de sju brikkene dine)
   *[other] {" "}({ $count } blanke er gule blanke, som ligger ved siden av de sju brikkene dine)
}
held-blockers = { $count ->
    [one] , og en sperre å sette ut med `/blocker`
   *[other] , og { $count } sperrer å sette ut med `/blocker`
}

## Terningspillets ord for bokstavene sine.

scoreboard-cup = Terninger i begeret: { $tiles }
rack-yours-rolled = Stativet ditt (terningene du kastet)
rack-empty-rolled = ingen terninger nå; du kaster når turen din begynner
draw-title-roll = Kastet om hvem som begynner
draw-won-roll = { $player } kastet nærmest A (en blank slår alle bokstaver) og begynner.

## Tekstene i den animerte reprisen av et ferdig parti (`/gcg replay:True`), på kanalens
## språk: hvert bildes merkelapp og linje.

replay-start = Start
replay-start-line = { $players }
replay-turn = Trekk { $turn }
replay-final = Slutt
replay-turn-line = { $player }: { $turn }
replay-turn-player = { $player }:
replay-exchanged = byttet { $tiles ->
    [one] { $tiles } brikke
   *[other] { $tiles } brikker
}
replay-passed = passet
replay-time-out = tiden gikk ut
replay-lost-turn = mister turen
replay-challenged-off = trekket tatt tilbake etter utfordring fra { $by }{ $points }
replay-challenge-stands = trekket ble utfordret av { $by }, og det blir stående{ $points }
replay-resigned = ga opp
replay-no-result = partiet ble avsluttet uten resultat
replay-no-winner = ingen vinner
replay-wins-by = { $player } vinner med { $margin }
replay-wins = { $player } vinner
replay-draw = uavgjort: { $players }
