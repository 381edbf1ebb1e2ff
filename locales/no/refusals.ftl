# Lexicord: avslag etter reglene i variantene, innstillingene, ordverktøyene og turneringene, på norsk
# bokmål. Hvert avslag sies privat til spilleren som spurte; ingenting ble endret. Verdier i { $name }
# settes inn av boten; navn kommer inn som ren tekst. Meldinger som begynner med liten bokstav, er deler
# av en setning: boten skriver første bokstav stor og setter punktum til slutt.

## Der en variants egne brikker avviser et trekk.

rule-unknown-player = det er ingen spiller { $player } i dette partiet
rule-blocked = det står en sperre på { $square }: ingen brikke kan legges der
rule-no-blocker = du har ingen sperre: dekk en Sperre-rute for å ta en
rule-role-takes-no-blockers = rollen { $role } tar ingen sperrer: bare rookie og standard gjør det
rule-blocker-off-board = en sperre settes på en tom rute på brettet
rule-blocker-on-filled-square = { $square } er ikke tom: en sperre settes på en tom rute
rule-closed-square = ingen brikke kan legges på { $square }: det er skillelinjen mellom de to sidene
rule-off-your-side = { $square } er på motstanderens side: ordene dine holder seg på din egen side, kolonnene { $side }
rule-first-word-off-station = det første ordet ditt må dekke en rute av romstasjonen din på øverste rad
rule-not-connected-to-your-side = ordet ditt må kobles til et ord du har lagt på din side
rule-yellow-blank-kept = gule blanke ligger ved siden av stativet ditt og kan ikke byttes
rule-no-exchange-with-dice = terningspillet har ingen bytter: legg et ord eller pass

## Free for All: brikker lagt hvor som helst, ord lest langs stier.

paths-outside-area = { $square } er utenfor 9x9-feltet midt på brettet (D4 til L12)
paths-first-play-off-centre = det første trekket må dekke midtruten H8
paths-first-play-too-short = det første trekket trenger minst to brikker
paths-not-touching = trekket må berøre en brikke som allerede ligger på brettet (vannrett, loddrett eller diagonalt)
paths-too-many-words = oppgi høyst tre ord
paths-same-word-twice = oppgi hvert ord bare én gang
paths-no-words = oppgi minst ett ord, eller be om de tre beste
paths-cannot-read = { $word } kan ikke leses langs tilstøtende brikker gjennom en brikke du la
paths-tile-left-out = ordene dine utelater brikken på { $square }: hver brikke du legger, må være med i ett av dem
paths-no-word-through = ingen ord på to bokstaver eller mer går gjennom brikkene du la
paths-not-a-word = { $word } er ikke et ord
paths-not-a-tile = { $token } er ikke en brikke: skriv hver som SQUARE=LETTER, f.eks. H8=D (liten bokstav for en blank)
paths-no-tiles = oppgi brikkene du legger, f.eks. `/place tiles:H8=D I8=O`

## En variants valg, og det en variant ikke har.

variant-bad-target = { $given } er ikke et mål i Finish Line: velg en poengsum fra { $min } til { $max }
variant-target-without-finish-line = bare Finish Line har en målpoengsum
variant-advanced-without-dice = avansert spill er bare et valg i terningspillet
variant-design-without-surprise = et selvlaget brett er bare for Surprise-partier
variant-cards-without-hyper-race = kortbunken er bare et valg i Hyper-Race
variant-rounds-without-free-for-all = runder er bare et valg i Free for All
variant-bad-rounds = { $given } runder: Free for All varer { $min } til { $max } runder
design-unreadable = { $given } er ikke et minibrett: skriv NUMBER SIDE @ SQUARE, f.eks. 3b@F6 (brett 1 til 9, side a klassisk eller b ny, ruten øverst til venstre; +10 for stjernebonusen), eller en mal: { $presets }
design-twice = minibrett { $board } er lagt to ganger: det finnes bare ett av hvert
design-off-board = et minibrett på { $square } ville stikke utenfor brettet: ruten øverst til venstre må være fra A1 til K11
design-empty = legg minst ett minibrett
design-no-star = ingen stjerne er synlig: minst én må være det, så man har noe å begynne på
feature-review-dice = Terningspillet har ingen analyse: matta stokkes om etter hvert trekk og hvert kast er nytt, så det finnes ikke noe beste trekk å sammenligne med.
feature-review-race = Et løp har ingen analyse: uten poeng finnes det ikke noe beste trekk etter poeng å sammenligne med.
feature-review-paths = Et Free for All-parti har ingen analyse: ordene går langs stier som analysens trekkliste ikke kjenner.
feature-review = Dette partiet har ingen analyse.
feature-gcg-paths = Et Free for All-parti har ingen GCG-protokoll: ordene går langs stier som en GCG-fil ikke kan skrive.
feature-gcg = Dette partiet har ingen GCG-protokoll.
feature-line-plays = I Free for All legger du brikker med `/place tiles: words:`.
feature-path-plays = `/place` er for Free for All-partier: bruk `/play` her.
feature-puzzles = Nøtter kommer bare fra klassiske partier.
feature-roles = En rolle (pro, rookie, intermediate) velges bare i Blanks & Blockers: variant blanks-blockers.
feature-levels = Et nivå velges bare i Finish Line etter nivå: variant finish-line uten mål, der hver spiller spiller til poengsummen for sitt nivå.
feature-exchanges = Dette partiet har ingen bytter.
feature-blockers = Dette partiet har ingen sperrer.
feature-timed-turns = Dette partiet har ingen egen tidsgrense per trekk.
feature-board-design = et selvlaget brett er bare for Surprise-partier

## Navn valgt fra en liste: "{ $given } er ikke ...: velg { $valid }".

unknown-value = { $given } er ikke en verdi: velg { $valid }
unknown-variant = { $given } er ikke en variant: velg { $valid }
unknown-free-for-all-rounds = { $given } er ikke en variant: velg free-for-all eller free-for-all-N (N runder)
unknown-finish-line-target = { $given } er ikke en variant: velg classic, nine-tile eller finish-line-N (N poeng for å vinne)
unknown-challenge-rule = { $given } er ikke en utfordringsregel: velg { $valid }
unknown-level = { $given } er ikke et nivå: velg { $valid }
unknown-role = { $given } er ikke en rolle: velg { $valid }
unknown-computer-level = { $given } er ikke et datamaskinnivå: velg { $valid }
unknown-language = { $given } er ikke et språk: velg { $valid }
unknown-rack-delivery = { $given } er ikke en måte å levere stativet på: velg { $valid }
unknown-review-access = { $given } er ikke et valg for analysetilgang: velg { $valid }
unknown-pace = { $given } er ikke et tempo: velg { $valid }
unknown-pairing-method = { $given } er ikke en oppsettsmetode: velg { $valid }
unknown-end-convention = { $given } er ikke en regel for sluttoppgjøret: velg { $valid }
unknown-move-kind = { $given } er ikke en trekktype: velg { $valid }

## Ordverktøyene: hvordan bokstaver, blanke og mengder skrives.

query-empty = ingenting å slå opp: oppgi noen bokstaver
query-not-a-letter = '{ $found }' er ikke en bokstav
query-not-a-tile = '{ $found }' er verken en bokstav eller `?` (en blank)
query-not-in-pattern = '{ $found }' er verken en bokstav, `?`, `*` eller `[...]`
query-too-long = { $len } er for mange: høyst { $max } bokstaver
query-too-many-blanks = { $count } blanke (`?`) er for mange: høyst { $max }
query-unclosed-set = en `[` mangler en avsluttende `]`
query-empty-set = `[]` må inneholde minst én bokstav
query-unopened-set = en `]` mangler en innledende `[`

## Et partis innstillinger: tidsgrensen per trekk, plassene og klokka.

setting-turn-limit = Tidsgrensen per trekk må være mellom 30 sekunder og 7 dager.
setting-player-count = Et parti har 2 til 4 spillere.
setting-players-of-variant = { $variant } er et spill for { $most } spillere: velg 1 motstander.
setting-reminder-points = Påminnelsespunktene er prosenter av tiden per trekk, fra 1 til 99.
setting-too-many-reminders = En tur kan ha høyst { $most } påminnelser.
setting-missed-turns = Spillere taper på walkover etter 1 til { $most } tapte turer på rad.
setting-time-bank = Tidsbanken må være mellom 0 og 30 dager.
setting-turn-limit-unreadable = { $given } er ikke en varighet som 24h, 90m, 3d eller 30s.
setting-turn-limit-outside = { $given } er utenfor 30s til 7d.

## Andre avslag fra boten selv.

err-use-slash-commands = Bruk skråstrekkommandoene.
err-button-game-over = Parti #{ $game } er over: denne knappen gjør ikke lenger noe.
err-puzzle-tiles = { $reason }: stativet i dagens nøtt er `{ $rack }`
err-practice-tiles = { $reason }: øvingsstativet ditt er `{ $rack }`

## Turneringer og ligaer: det en spiller eller en turneringsleder får avslag på.

event-no-tournament-here = Det er ingen turnering i denne kanalen. En turneringsleder åpner en med `/tournament create`.
event-channel-has-tournament = Denne kanalen har allerede en turnering. Den må bli ferdig (eller avsluttes av en turneringsleder med `/tournament end`) før en ny kan åpnes her.
event-not-a-director = Bare turneringslederen (en moderator på denne serveren) kan gjøre det.
event-registration-closed = Påmeldingen er stengt.
event-already-registered = Du er allerede påmeldt.
event-player-already-registered = { $player } er allerede påmeldt.
event-not-registered = Du er ikke påmeldt denne turneringen.
event-no-such-player = Den spilleren er ikke med i denne turneringen.
event-already-started = Turneringen har allerede startet.
event-not-started = Turneringen har ikke startet ennå.
event-finished = Turneringen er over.
event-paused = Turneringen er på pause: en turneringsleder gjenopptar den med `/tournament resume`.
event-not-paused = Turneringen er ikke på pause.
event-too-few-players = En turnering trenger minst 2 spillere: { $registered } påmeldt så langt.
event-too-few-for-divisions = { $divisions } divisjoner trenger minst { $needed } spillere (2 per divisjon): { $registered } påmeldt så langt.
event-no-such-round = Runde { $round } er ikke satt opp ennå.
event-no-such-board = { $player } har ikke noe brett i runde { $round }.
event-bye-has-no-scores = Det er en frirunde: resultatet er differansen for frirunde.
event-round-not-complete = Runde { $round } spilles fortsatt: alle resultatene må være inne (eller føres inn med `/tournament result`) før neste runde settes opp.
event-all-rounds-paired = Alle rundene er allerede satt opp ({ $rounds } runder).
event-round-started = Runde { $round } har startet (et trekk er spilt): bare en runde der ingen har trukket, kan settes opp på nytt.
event-not-latest-round = Runde { $round } er ikke den siste runden; bare den siste kan settes opp på nytt.
event-bad-pairings = Det oppsettet fungerer ikke: { $reason }.
event-too-many-repeats = { $first } og { $second } ville møtes flere ganger enn de { $most } denne turneringen tillater.
event-already-withdrawn = Spilleren har allerede trukket seg.
event-no-league-here = Det er ingen liga i denne kanalen. En moderator åpner en med `/league create`.
event-channel-has-league = Denne kanalen har allerede en liga.
event-already-in-league = Du er allerede påmeldt sesong { $season }.
event-not-in-league = Du er ikke påmeldt sesong { $season }.
event-season-being-played = Sesong { $season } spilles fortsatt: den neste starter når den er over.
event-too-few-for-season = En sesong trenger minst 2 spillere: { $registered } påmeldt så langt.

## En turnerings eller en ligas innstillinger.

event-tournament-needs-server = Turneringer spilles på en server, ikke i direktemeldinger.
event-league-needs-server = Ligaer spilles på en server, ikke i direktemeldinger.
event-rounds = En turnering har 1 til 40 runder.
event-schedule = Oppsettsplanen: { $reason }.
event-round-length = En runde varer mellom 1 time og 30 dager.
event-repeats = Høyeste antall nye møter er 0 til 40.
event-divisions = En turnering har 1 til { $most } divisjoner.
event-spreads = Differansen for frirunde er 0 til 500, og for walkover -500 til 0.
event-tournament-name-controls = Et turneringsnavn kan ikke inneholde kontrolltegn.
event-league-name-controls = Et liganavn kan ikke inneholde kontrolltegn.
event-tournament-name-invisible = Et turneringsnavn trenger minst ett synlig tegn.
event-league-name-invisible = Et liganavn trenger minst ett synlig tegn.
event-name-length = Navnet må ha 1 til 60 tegn på én linje, uten ; eller #.
event-turn-limit = Tidsgrensen per trekk må være mellom 1 time og 7 dager.
event-season-length = En sesong varer 1 til 180 dager.
event-division-size = En divisjon har 2 til 32 spillere.
event-games-at-once = En spiller har 1 til 10 partier gående samtidig.
event-movers = 0 til 16 spillere rykker opp og ned per divisjon.

## Hvorfor en plan ikke kan leses, eller en runde ikke kan settes opp (deler av en setning).

schedule-count = { $given } er ikke et antall gjentakelser: skriv det som `2x swiss`
schedule-too-long = planen har { $listed } runder, flere enn turneringens { $rounds }
schedule-empty = planen er tom: oppgi minst én oppsettsmetode
pairing-by-hand = denne runden settes opp for hånd
pairing-different-divisions = { $first } og { $second } spiller i forskjellige divisjoner
pairing-not-in-event = manuelt oppsett: { $player } er ikke med i turneringen
pairing-paired-twice = manuelt oppsett: { $player } er satt opp mer enn én gang
pairing-not-paired = manuelt oppsett: { $player } er ikke satt opp
pairing-too-many-repeats = { $first } og { $second } ville møtes flere ganger enn de { $most } turneringen tillater
pairing-no-players = det er ingen spillere
pairing-round-robin-complete = alle mot alle er ferdig etter { $rounds } runder
pairing-fontes-even-rounds = innledende Fontes trenger et odde antall runder, ikke { $rounds }
pairing-fontes-over = innledende Fontes setter bare opp de første { $rounds } rundene, ikke runde { $round }
pairing-fontes-too-few = innledende Fontes over { $rounds } runder trenger minst { $needed } spillere, ikke { $players }
pairing-manual-unknown = manuelt oppsett: spilleren { $player } er ikke med i turneringen
pairing-manual-twice = manuelt oppsett: spilleren { $player } er satt opp mer enn én gang
pairing-manual-missing = manuelt oppsett: spilleren { $player } er ikke satt opp
