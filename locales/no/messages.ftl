# Lexicord: what the bot says privately, Norwegian.

## Avslag: det en spiller ba om, men som reglene eller partiet ikke tillater. Ingenting ble endret.

err-no-game-here = Det er ikke noe parti i denne kanalen. Start et med `/game new`.
err-channel-has-game = Denne kanalen har allerede et parti. Spill det ferdig (eller be en moderator om `/game end`) før du starter et nytt.
err-not-a-player = Du er ikke med i dette partiet.
err-not-started = Partiet har ikke startet ennå: `/game start` deler ut brikkene.
err-already-started = Partiet har allerede startet.
err-already-joined = Du er allerede med i dette partiet.
err-game-full = Partiet er fullt ({ $players } spillere).
err-not-enough-players = Et parti trenger 2 til 4 spillere (ved bordet så langt: { $seated }). Inviter noen til å bli med via `/game join`, eller legg til en datamaskinspiller med `/game add-bot`.
err-not-allowed-to-end = Bare en moderator, eller alle spillerne sammen, kan avslutte et parti.
err-not-a-moderator = Bare en moderator kan endre serverens innstillinger.
err-bad-tiles = Jeg klarte ikke å lese brikkene { $tiles }: skriv bokstavene fra stativet ditt, og ? for en blank (for eksempel `AEI?`).
err-unknown-lexicon = Denne boten har ingen ordliste { $name }. Tilgjengelige: { $available }.
err-word-list-gone = Ordlisten til dette partiet ({ $lexicon }) finnes ikke lenger på boten slik den var da partiet begynte, så ingen legg, bytte eller utfordring kan kontrolleres. Botens operatør kan legge listen tilbake; en moderator kan avslutte partiet med `/game end`.
err-bad-square = `{ $square }` er ikke en rute: skriv kolonnen og raden, f.eks. I8.
err-no-such-game = Det finnes ikke noe parti #{ $game }.
err-panel-out-of-date = Dette panelet er utdatert: partiet har gått videre siden det ble vist. Ingenting ble endret.
err-words-during-game = Du har et parti på gang på denne serveren ({ $channel }), og reglene tillater ordboka bare ved utfordringer: `/word` svarer deg igjen når partiene dine her er ferdige. En moderator kan tillate det under partier med `/settings server words_in_games:True`.
err-game-not-over = Det partiet pågår fortsatt: analysen kommer når det er ferdig.
err-replay-before-end = Det partiet pågår fortsatt: avspillingen kommer når det er ferdig.
err-time-ran-out = Tiden din gikk ut { $when }: turen går straks videre til neste spiller, og trekket ditt ble ikke spilt.
err-not-your-review = På denne serveren kan bare spillerne i et parti analysere det (en moderator kan åpne analysene for alle med `/settings server reviews:anyone`).
err-puzzle-needs-server = Nøtter hører til en server: i direktemeldinger finnes det ingen. Bruk `/puzzle show` i en kanal på en server der boten er.
err-no-puzzle-yet = Det er ingen nøtt på denne serveren i dag ennå: `/puzzle show` henter den fram, så kan du svare.
err-no-practice-position = Du har ingen øvingsstilling å svare på: `/practice` viser den neste, og så svarer du med `/practice word: at:`.
err-practice-needs-both = For å svare på øvingsstillingen må du oppgi både `word:` og `at:`, skrevet som for `/play`; `/practice` alene viser stillingen.
err-other-languages-tiles = Ordlister på andre språk spilles i variantene classic, nine-tile og Finish Line: velg en av dem, eller en engelsk ordliste.
err-internal = Beklager, noe gikk galt hos oss (feil-ID `{ $id }`).
err-unreadable-input = Jeg klarte ikke å lese { $input }. Prøv `/help`.
err-unreadable-command = Jeg klarte ikke å lese den kommandoen. Prøv `/help`.
surprise-random-boards = ett til fire tilfeldige minibrett

## Råd som legges til et avslag når feilen lå i hvordan et trekk eller brikkene ble skrevet.

hint-write-play = Skriv ruten og så ordet: `/play word:HORN at:8F` går vannrett fra rad 8, kolonne F; `at:F8` går loddrett. En liten bokstav er en blank; brikker som allerede ligger på brettet, skriver du som bokstavene sine (eller `.`).
hint-rack = `/rack` viser brikkene dine; skriv `?` eller en liten bokstav for en blank.

## Før partiet: det spilleren som spurte, får vite.

game-opened = Ditt parti #{ $game } er åpnet.
game-joined = Du er med i partiet.
game-left = Du har forlatt partiet.
game-computer-seated = Datamaskinspilleren har tatt plass.
game-resigned = Du har gitt opp.
game-ended = Partiet er avsluttet.
game-vote-counted = Stemmen din er registrert.
game-started = Partiet har startet.

## Etter en tur: det spilleren som var i trekket, får vite i tillegg til det som ble gjort.

done = Utført.
done-what = Utført: { $what }.
board-coming = Brettet blir lagt ut i kanalen om litt.
start-coming = Trekningen og brettet blir lagt ut i kanalen om litt.
board-coming-by-dm = Brettet blir sendt til hver spiller som direktemelding om litt.
start-coming-by-dm = Trekningen og brettet blir sendt til hver spiller som direktemelding om litt.
board-sent-by-dm = Brettet ble sendt til hver spiller som direktemelding.
start-sent-by-dm = Trekningen og brettet ble sendt til hver spiller som direktemelding.
new-rack-sent = Det nye stativet ditt ligger i direktemeldingene dine.
new-rack-dms-closed = Direktemeldingene dine er stengt, så her er det nye stativet ditt: `{ $tiles }`.
new-rack-by-command = Bruk `/rack` for å se det nye stativet ditt.
new-rack-delayed = Det nye stativet ditt kommer på direktemelding om litt (eller bruk `/rack`).
rack-sent = Stativet ditt ligger i direktemeldingene dine.
rack-dms-closed = Direktemeldingene dine er stengt, så her er stativet ditt: `{ $tiles }`.
rack-by-command = Bruk `/rack` for å se stativet ditt.
rack-delayed = Stativet ditt kommer på direktemelding om litt (eller bruk `/rack`).

## Lagt til etter den første katalogen.

notice-coming = Kanalen får beskjed om det om litt.
challenge-upheld = Utfordringen din mot trekket til { $player } lyktes: { $outcome }.
challenge-failed = Utfordringen din mot trekket til { $player } mislyktes: { $outcome }.

## Innlegg i kanalen: på serverens språk (`/settings server language:`). Navn kommer inn
## escapet, omtaler som `<@id>`, tidspunkter som Discord-tidsstempler (`<t:...:R>`).

post-total = totalt { $total }
post-your-turn = { $player }, din tur.
post-final-challenge = { $player }: det siste trekket avslutter partiet. Utfordre det med `/challenge`, eller godta det med `/pass`.
post-time-runs-out = Tiden går ut { $when }.
post-game-over = **Partiet er over.**
post-timed-out = Tiden gikk ut for { $player }: turen går videre til neste spiller ({ $missed } av { $limit } tillatte tapte turer på rad).
post-timed-out-forfeits = { $player } har gått over tiden { $missed ->
    [one] { $missed } gang
   *[other] { $missed } ganger
} på rad og taper partiet.
standing-resigned = (ga opp)
standing-before = ({ $score } før oppgjøret for gjenværende brikker)
standing-draw = (uavgjort)
standing-wins = (vinner)
turn-play = { $word } på { $at } for { $score }
turn-play-bingo = { $word } på { $at } for { $score } (bingo +{ $bingo })
turn-exchange = byttet { $tiles ->
    [one] { $tiles } brikke
   *[other] { $tiles } brikker
}
turn-pass = passet
turn-time-out = tiden gikk ut; turen går videre
turn-lost = mister denne turen
turn-lost-challenge = mister denne turen (mislykket utfordring)
turn-challenged-off = trekket ble utfordret av { $by } og tatt tilbake: { $outcome }
turn-challenged = trekket ble utfordret av { $by }: { $outcome }
turn-resigned = ga opp
turn-end-count = { $points } for brikkene som var igjen på { $racks }: { $tiles }
challenge-tiles-back = { $count ->
    [one] ordet { $words } er ikke gyldig
   *[other] ordene { $words } er ikke gyldige
}; brikkene går tilbake til stativet ({ $points })
challenge-loses-turn = alle ordene er gyldige; den som utfordret, mister en tur
challenge-bonus = alle ordene er gyldige; { $player } får { $points }
challenge-no-penalty = alle ordene er gyldige; ingen straff etter denne regelen
rack-owner = { $name }
racks-one = stativet til { $owner }
racks-many = stativene til { $owners } og { $last }
racks-none = de andre stativene
lobby = Parti #{ $game }: { $variant }, utfordringsregel { $rule }, { $time } per trekk, ordliste { $lexicon }, { $rated }. Ved bordet ({ $seated } av { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (brikker: { $language })
lobby-rated = rangert
lobby-unrated = urangert
seat-to-target = { $level }, til { $target }
seat-turn-time = { $time } per trekk
language-english = engelsk
language-french = fransk
language-german = tysk
language-spanish = spansk
language-italian = italiensk
language-dutch = nederlandsk
language-portuguese = portugisisk
language-polish = polsk
language-norwegian = norsk
language-swedish = svensk
language-catalan = katalansk
seat-name-computer = Datamaskin ({ $level })
seat-name-empty = Plass { $seat }
computer-level-easy = lett
computer-level-medium = middels
computer-level-hard = vanskelig
computer-level-expert = ekspert
notice-opened = { $by } har åpnet et parti. Bli med via `/game join` (eller knappen); alle spillere kan starte det med `/game start`. { $lobby }
notice-joined = { $name } ble med. { $lobby }
notice-left = { $name } har forlatt partiet. { $lobby }
notice-left-closed = { $name } har forlatt partiet; partiet er stengt.
notice-computer-seated = En datamaskinspiller har tatt plass. { $lobby }
notice-end-asked = { $by } ber om å avslutte parti #{ $game }. Mangler fortsatt samtykke via `/game end`: { $waiting }.
notice-ended = Parti #{ $game } ble avsluttet uten resultat.
notice-word-list-gone = Parti #{ $game } står stille: ordlisten ({ $lexicon }) slik den var da partiet begynte, finnes ikke lenger på boten, så ingen legg, bytte eller utfordring kan kontrolleres. Brettet, bokstavholderne, `/score` og `/gcg` svarer fortsatt. Botens operatør kan legge listen tilbake; en moderator kan avslutte partiet med `/game end`.
draw-title = Trekningen om hvem som begynner
draw-round = Runde { $round }: { $drawn }
draw-won = { $player } trakk brikken nærmest A (en blank slår alle bokstaver) og begynner.
draw-first-play = Første trekk
draw-given-first = { $player } begynner, slik oppsettet sier (ingen trekning om hvem som begynner).
draw-then = { $before }, så { $next }
draw-order = Spillerekkefølge: { $order }.
rack-your-turn = Din tur!
rack-dms-closed-note = { $player }, jeg fikk ikke sendt deg stativet ditt på direktemelding (direktemeldingene dine er stengt). Bruk `/rack` for å se det.
reminder-in-channel = Parti #{ $game } i { $channel } venter på deg: tiden din går ut { $when }. (`/settings reminders on:False` slår av disse påminnelsene.)
reminder = Parti #{ $game } venter på deg: tiden din går ut { $when }. (`/settings reminders on:False` slår av disse påminnelsene.)
reminder-note = { $player }, parti #{ $game } venter på deg: tiden din går ut { $when }.
board-bag = pose
board-cup = beger
board-word = O
board-letter = B

## Avslag på et trekk etter reglene, eller på grunn av hvordan det ble skrevet (sagt som en setning: boten
## skriver første bokstav stor og setter punktum til slutt).

rule-game-over = partiet er over
rule-resigned = du har gitt opp dette partiet
rule-not-your-turn = det er ikke din tur
rule-awaiting-final-challenge = det siste trekket avslutter partiet: utfordre det, eller pass for å godta det
rule-invalid-words = ikke i ordboka: { $words }
rule-exchange-nothing = velg minst én brikke å bytte (eller pass)
rule-exchange-bag-too-small = du kan ikke bytte når det bare er { $in_bag ->
    [one] { $in_bag } brikke
   *[other] { $in_bag } brikker
} igjen i posen (minst { $needed } trengs)
rule-challenges-off = utfordringer er slått av i dette partiet: ordene sjekkes når de legges
rule-nothing-to-challenge = det er ikke noe trekk å utfordre
rule-own-play = du kan ikke utfordre ditt eget trekk
rule-no-tiles = et trekk trenger minst én brikke fra stativet ditt
rule-off-board = { $square } er utenfor brettet
rule-occupied = det ligger allerede en brikke på { $square }
rule-same-square-twice = { $square } brukes to ganger i dette trekket
rule-not-in-line = alle brikkene i et trekk må ligge i samme rad eller i samme kolonne
rule-gap = trekket etterlater et hull på { $square }: brikkene må danne ett sammenhengende ord
rule-first-play-off-start = det første trekket må dekke stjernen i midten ({ $square })
rule-first-play-too-short = det første trekket trenger minst to brikker
rule-not-connected = trekket må berøre en brikke som allerede ligger på brettet
rule-a-blank = en blank
rule-tile-number = brikke nummer { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = du har ikke { $tiles } på stativet ditt
rule-only-tiles = du har bare { $held } { $tile } på stativet ditt, ikke { $wanted }
rule-only-blanks = du har bare { $held ->
    [one] { $held } blank
   *[other] { $held } blanke
} på stativet ditt, ikke { $wanted }
rule-unreadable-square = { $square } er ikke en rute: skriv raden og så kolonnen for vannrett (8D), kolonnen og så raden for loddrett (D8)
rule-square-off-board = { $square } er utenfor brettet
rule-empty-word = trekket har ikke noe ord
rule-runs-off-board = { $word } får ikke plass: fra { $square } går det utenfor brettet
rule-through-mismatch = på { $square } ligger { $board }, ikke { $written }
rule-nothing-to-play-through = det ligger ingen brikke på { $square } å spille gjennom
rule-unknown-letter = det finnes ingen { $letter }-brikke i dette partiet
rule-unbalanced-parentheses = parentesene i { $play } stemmer ikke overens
rule-no-new-tiles = trekket legger ingen ny brikke på brettet
rule-not-a-play = { $play } er ikke et trekk: skriv ruten og så ordet, som 8D QUIXOTE

## `/settings`: hva som er stilt inn nå, og påminnelsene dine.

settings-describe = Nye partier her: ordliste { $lexicon }, utfordringsregel { $rule }, { $time } per trekk, stativ { $racks }; moderatorrolle: { $role }. `/word` under et parti: { $words }. Analyser av ferdige partier: { $reviews }. Innlegg i kanalene: { $language }.
settings-racks-dm = på direktemelding
settings-racks-command = bare via `/rack`
settings-no-role = ingen (Administrer server)
settings-words-allowed = tillatt
settings-words-not-allowed = ikke tillatt (ordboka er til utfordringer)
settings-reviews-players = spillerne i partiet
settings-reviews-anyone = alle
settings-reminders-on = Påminnelser er slått på: jeg minner deg på det når et parti venter på deg.
settings-reminders-off = Påminnelser er slått av. Slå dem på igjen med `/settings reminders on:True`.

## `/settings show` for moderatorer, og varselet om en kanal som avviser innleggene til boten.

channels-all-well = Alt er i orden: Lexicord har alle tillatelsene det trenger i kanalene med partier og arrangementer her ({ $channels } sjekket).
channels-heading = Dette mangler Lexicord der partier og arrangementer spilles her:
channels-cannot-view = Lexicord kan ikke se { $channel }: gi det «Se kanaler» der.
channels-cannot-send = Lexicord kan ikke skrive i { $channel }: gi det «Send meldinger» der.
channels-cannot-send-in-threads = Lexicord kan ikke skrive i tråden { $channel }: gi det «Send meldinger i tråder» i trådens kanal.
channels-cannot-attach = Lexicord kan ikke legge ved filer i { $channel }: gi det «Legg ved filer» der.
channels-cannot-open-threads = Lexicord kan ikke åpne tråder i { $channel }, der turneringer og ligaer spiller partiene sine: gi det «Opprett offentlige tråder» og «Send meldinger i tråder» der.
channels-gone = { $channel } finnes ikke lenger: partiene der kan ikke fortsette.
channels-unknown = Discord sa ikke hva Lexicord kan gjøre i { $channel }: prøv igjen senere.
channels-server-unknown = Discord sa ikke hva Lexicord kan gjøre på denne serveren: prøv igjen senere.
alert-unreachable = Discord avviser stadig Lexicords innlegg i { $channel } (server { $server }) fordi tillatelser mangler: partiene der venter til det kan skrive igjen.
alert-unreachable-check = Sjekk Lexicords tillatelser i innstillingene til den kanalen (Tillatelser) og rollens tillatelser.

## Knapper under innlegg og paneler, og en knapp trykket for sent.

button-pass = Pass
button-exchange = Bytt
button-challenge = Utfordre
button-my-rack = Mitt stativ
button-join = Bli med
button-start = Start
button-board = Brett
button-play = Spill
button-confirm = Bekreft
button-places = Velg hvor du vil legge det
button-game-not-played = Spill #{ $game } pågår ikke: denne knappen gjør ikke lenger noe.
