# Lexicord: avslag enligt reglerna i varianterna, inställningarna, ordverktygen och turneringarna, på
# svenska. Varje avslag sägs privat till spelaren som frågade; inget har ändrats. Värden i { $name } sätts
# in av boten; namn kommer in som ren text. Meddelanden som börjar med liten bokstav är delar av en
# mening: boten gör första bokstaven stor och avslutar med punkt.

## Där en variants egna pjäser nekar ett drag.

rule-unknown-player = det finns ingen spelare { $player } i det här partiet
rule-blocked = det står en spärr på { $square }: ingen bricka kan läggas där
rule-no-blocker = du har ingen spärr: täck en Spärr-ruta för att ta en
rule-role-takes-no-blockers = rollen { $role } tar inga spärrar: bara rookie och standard gör det
rule-blocker-off-board = en spärr sätts på en tom ruta på brädet
rule-blocker-on-filled-square = { $square } är inte tom: en spärr sätts på en tom ruta
rule-closed-square = ingen bricka kan läggas på { $square }: det är skiljelinjen mellan de två sidorna
rule-off-your-side = { $square } ligger på motståndarens sida: dina ord håller sig på din egen sida, kolumnerna { $side }
rule-first-word-off-station = ditt första ord måste täcka en ruta av din rymdstation på översta raden
rule-not-connected-to-your-side = ditt ord måste ansluta till ett ord du har lagt på din sida
rule-yellow-blank-kept = gula blanka ligger bredvid ditt ställ och kan inte bytas
rule-no-exchange-with-dice = tärningsspelet har inga byten: lägg ett ord eller passa

## Free for All: brickor lagda var som helst, ord lästa längs stigar.

paths-outside-area = { $square } ligger utanför 9x9-fältet mitt på brädet (D4 till L12)
paths-first-play-off-centre = det första draget måste täcka mittrutan H8
paths-first-play-too-short = det första draget behöver minst två brickor
paths-not-touching = draget måste ansluta till en bricka som redan ligger på brädet (vågrätt, lodrätt eller diagonalt)
paths-too-many-words = ange högst tre ord
paths-same-word-twice = ange varje ord bara en gång
paths-no-words = ange minst ett ord, eller be om de tre bästa
paths-cannot-read = { $word } kan inte läsas längs intilliggande brickor genom en bricka du lade
paths-tile-left-out = dina ord utelämnar brickan på { $square }: varje bricka du lägger måste ingå i ett av dem
paths-no-word-through = inga ord på två bokstäver eller fler går genom brickorna du lade
paths-not-a-word = { $word } är inget ord
paths-not-a-tile = { $token } är ingen bricka: skriv var och en som SQUARE=LETTER, t.ex. H8=D (liten bokstav för en blank)
paths-no-tiles = ange brickorna du lägger, t.ex. `/place tiles:H8=D I8=O`

## En variants val, och det en variant inte har.

variant-bad-target = { $given } är inget mål i Finish Line: välj en poäng från { $min } till { $max }
variant-target-without-finish-line = bara Finish Line har en målpoäng
variant-advanced-without-dice = avancerat spel är ett val bara i tärningsspelet
variant-design-without-surprise = ett egendesignat bräde finns bara i Surprise-partier
variant-cards-without-hyper-race = kortleken är ett val bara i Hyper-Race
variant-rounds-without-free-for-all = omgångar är ett val bara i Free for All
variant-bad-rounds = { $given } omgångar: Free for All varar { $min } till { $max } omgångar
design-unreadable = { $given } är inget minibräde: skriv NUMBER SIDE @ SQUARE, t.ex. 3b@F6 (bräden 1 till 9, sida a klassisk eller b ny, rutan överst till vänster; +10 för stjärnbonusen), eller en mall: { $presets }
design-twice = minibräde { $board } är lagt två gånger: det finns bara ett av varje
design-off-board = ett minibräde på { $square } skulle sticka ut utanför brädet: rutan överst till vänster måste vara från A1 till K11
design-empty = lägg minst ett minibräde
design-no-star = ingen stjärna syns: minst en måste synas, så att man kan börja på den
feature-review-dice = Tärningsspelet har ingen analys: mattan blandas om efter varje drag och varje slag är nytt, så det finns inget bästa drag att jämföra med.
feature-review-race = Ett lopp har ingen analys: utan poäng finns inget bästa drag efter poäng att jämföra med.
feature-review-paths = Ett Free for All-parti har ingen analys: orden går längs stigar som analysens draglista inte känner till.
feature-review = Det här partiet har ingen analys.
feature-gcg-paths = Ett Free for All-parti har inget GCG-protokoll: orden går längs stigar som en GCG-fil inte kan skriva.
feature-gcg = Det här partiet har inget GCG-protokoll.
feature-line-plays = I Free for All lägger du brickor med `/place tiles: words:`.
feature-path-plays = `/place` är för Free for All-partier: använd `/play` här.
feature-puzzles = Nötter kommer bara från klassiska partier.
feature-roles = En roll (pro, rookie, intermediate) väljs bara i Blanks & Blockers: variant blanks-blockers.
feature-levels = En nivå väljs bara i Finish Line efter nivå: variant finish-line utan mål, där varje spelare spelar till sin nivås poäng.
feature-exchanges = Det här partiet har inga byten.
feature-blockers = Det här partiet har inga spärrar.
feature-timed-turns = Det här partiet har ingen egen tidsgräns per drag.
feature-board-design = ett egendesignat bräde finns bara i Surprise-partier

## Namn som väljs ur en lista: "{ $given } är ingen ...: välj { $valid }".

unknown-value = { $given } är inget värde: välj { $valid }
unknown-variant = { $given } är ingen variant: välj { $valid }
unknown-free-for-all-rounds = { $given } är ingen variant: välj free-for-all eller free-for-all-N (N omgångar)
unknown-finish-line-target = { $given } är ingen variant: välj classic, nine-tile eller finish-line-N (N poäng för att vinna)
unknown-challenge-rule = { $given } är ingen utmaningsregel: välj { $valid }
unknown-level = { $given } är ingen nivå: välj { $valid }
unknown-role = { $given } är ingen roll: välj { $valid }
unknown-computer-level = { $given } är ingen datornivå: välj { $valid }
unknown-language = { $given } är inget språk: välj { $valid }
unknown-rack-delivery = { $given } är inget sätt att leverera stället: välj { $valid }
unknown-review-access = { $given } är inget val för analysåtkomst: välj { $valid }
unknown-pace = { $given } är inget tempo: välj { $valid }
unknown-pairing-method = { $given } är ingen lottningsmetod: välj { $valid }
unknown-end-convention = { $given } är ingen regel för slutavräkningen: välj { $valid }
unknown-move-kind = { $given } är ingen dragtyp: välj { $valid }

## Ordverktygen: hur bokstäver, blanka och mängder skrivs.

query-empty = inget att slå upp: ange några bokstäver
query-not-a-letter = '{ $found }' är ingen bokstav
query-not-a-tile = '{ $found }' är varken en bokstav eller `?` (en blank)
query-not-in-pattern = '{ $found }' är varken en bokstav, `?`, `*` eller `[...]`
query-too-long = { $len } är för många: högst { $max } bokstäver
query-too-many-blanks = { $count } blanka (`?`) är för många: högst { $max }
query-unclosed-set = en `[` saknar avslutande `]`
query-empty-set = `[]` måste innehålla minst en bokstav
query-unopened-set = en `]` saknar inledande `[`

## Ett partis inställningar: tidsgränsen per drag, platserna och klockan.

setting-turn-limit = Tidsgränsen per drag måste vara mellan 30 sekunder och 7 dagar.
setting-player-count = Ett parti har 2 till 4 spelare.
setting-players-of-variant = { $variant } är ett spel för { $most } spelare: välj 1 motståndare.
setting-reminder-points = Påminnelsepunkterna är procent av tiden per drag, från 1 till 99.
setting-too-many-reminders = En tur kan ha högst { $most } påminnelser.
setting-missed-turns = Spelare förlorar på WO efter 1 till { $most } missade turer i rad.
setting-time-bank = Tidsbanken måste vara mellan 0 och 30 dagar.
setting-turn-limit-unreadable = { $given } är ingen tidslängd som 24h, 90m, 3d eller 30s.
setting-turn-limit-outside = { $given } ligger utanför 30s till 7d.

## Andra avslag från boten själv.

err-use-slash-commands = Använd snedstreckskommandona.
err-button-game-over = Parti #{ $game } är slut: den här knappen gör inte längre något.
err-puzzle-tiles = { $reason }: stället i dagens nöt är `{ $rack }`
err-practice-tiles = { $reason }: ditt övningsställ är `{ $rack }`

## Turneringar och ligor: det en spelare eller en tävlingsledare nekas.

event-no-tournament-here = Det finns ingen turnering i den här kanalen. En tävlingsledare öppnar en med `/tournament create`.
event-channel-has-tournament = Den här kanalen har redan en turnering. Den måste bli klar (eller avslutas av en tävlingsledare med `/tournament end`) innan en ny kan öppnas här.
event-not-a-director = Bara turneringens tävlingsledare (en moderator på den här servern) kan göra det.
event-registration-closed = Anmälan är stängd.
event-already-registered = Du är redan anmäld.
event-player-already-registered = { $player } är redan anmäld.
event-not-registered = Du är inte anmäld till den här turneringen.
event-no-such-player = Den spelaren är inte med i den här turneringen.
event-already-started = Turneringen har redan startat.
event-not-started = Turneringen har inte startat än.
event-finished = Turneringen är slut.
event-paused = Turneringen är pausad: en tävlingsledare återupptar den med `/tournament resume`.
event-not-paused = Turneringen är inte pausad.
event-too-few-players = En turnering behöver minst 2 spelare: { $registered } anmälda hittills.
event-too-few-for-divisions = { $divisions } divisioner behöver minst { $needed } spelare (2 per division): { $registered } anmälda hittills.
event-no-such-round = Rond { $round } är inte lottad än.
event-no-such-board = { $player } har inget bord i rond { $round }.
event-bye-has-no-scores = Det är en frirond: dess resultat är poängskillnaden för frirond.
event-round-not-complete = Rond { $round } spelas fortfarande: alla resultat måste vara inne (eller matas in med `/tournament result`) innan nästa rond lottas.
event-all-rounds-paired = Alla ronder är redan lottade ({ $rounds } ronder).
event-round-started = Rond { $round } har börjat (ett drag har spelats): bara en rond där ingen har dragit kan lottas om.
event-not-latest-round = Rond { $round } är inte den senaste ronden; bara den senaste kan lottas om.
event-bad-pairings = Den lottningen fungerar inte: { $reason }.
event-too-many-repeats = { $first } och { $second } skulle mötas fler gånger än de { $most } som den här turneringen tillåter.
event-already-withdrawn = Spelaren har redan dragit sig ur.
event-no-league-here = Det finns ingen liga i den här kanalen. En moderator öppnar en med `/league create`.
event-channel-has-league = Den här kanalen har redan en liga.
event-already-in-league = Du är redan anmäld till säsong { $season }.
event-not-in-league = Du är inte anmäld till säsong { $season }.
event-season-being-played = Säsong { $season } spelas fortfarande: nästa börjar när den är slut.
event-too-few-for-season = En säsong behöver minst 2 spelare: { $registered } anmälda hittills.

## En turnerings eller en ligas inställningar.

event-tournament-needs-server = Turneringar spelas på en server, inte i direktmeddelanden.
event-league-needs-server = Ligor spelas på en server, inte i direktmeddelanden.
event-rounds = En turnering har 1 till 40 ronder.
event-schedule = Lottningsschemat: { $reason }.
event-round-length = En rond varar mellan 1 timme och 30 dagar.
event-repeats = Högsta antalet nya möten är 0 till 40.
event-divisions = En turnering har 1 till { $most } divisioner.
event-spreads = Poängskillnaden för frirond är 0 till 500 och för WO -500 till 0.
event-tournament-name-controls = Ett turneringsnamn får inte innehålla styrtecken.
event-league-name-controls = Ett liganamn får inte innehålla styrtecken.
event-tournament-name-invisible = Ett turneringsnamn behöver minst ett synligt tecken.
event-league-name-invisible = Ett liganamn behöver minst ett synligt tecken.
event-name-length = Namnet måste ha 1 till 60 tecken på en rad, utan ; eller #.
event-turn-limit = Tidsgränsen per drag måste vara mellan 1 timme och 7 dagar.
event-season-length = En säsong varar 1 till 180 dagar.
event-division-size = En division har 2 till 32 spelare.
event-games-at-once = En spelare har 1 till 10 partier igång samtidigt.
event-movers = 0 till 16 spelare flyttas upp och ned per division.

## Varför ett schema inte kan läsas, eller en rond inte kan lottas (delar av en mening).

schedule-count = { $given } är inget antal upprepningar: skriv det som `2x swiss`
schedule-too-long = schemat listar { $listed } ronder, fler än turneringens { $rounds }
schedule-empty = schemat är tomt: ange minst en lottningsmetod
pairing-by-hand = den här ronden lottas för hand
pairing-different-divisions = { $first } och { $second } spelar i olika divisioner
pairing-not-in-event = manuell lottning: { $player } är inte med i turneringen
pairing-paired-twice = manuell lottning: { $player } är lottad mer än en gång
pairing-not-paired = manuell lottning: { $player } är inte lottad
pairing-too-many-repeats = { $first } och { $second } skulle mötas fler gånger än de { $most } som turneringen tillåter
pairing-no-players = det finns inga spelare
pairing-round-robin-complete = alla mot alla är klar efter { $rounds } ronder
pairing-fontes-even-rounds = inledande Fontes behöver ett udda antal ronder, inte { $rounds }
pairing-fontes-over = inledande Fontes lottar bara de första { $rounds } ronderna, inte rond { $round }
pairing-fontes-too-few = inledande Fontes över { $rounds } ronder behöver minst { $needed } spelare, inte { $players }
pairing-manual-unknown = manuell lottning: spelaren { $player } är inte med i turneringen
pairing-manual-twice = manuell lottning: spelaren { $player } är lottad mer än en gång
pairing-manual-missing = manuell lottning: spelaren { $player } är inte lottad
