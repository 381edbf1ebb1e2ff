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
