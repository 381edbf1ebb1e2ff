# Lexicord: help messages (no). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: kryssordspillet med brikker**
help-rules-words = - Legg ord vannrett eller loddrett, koblet til brikkene på brettet; det første dekker midtstjernen med to eller flere brikker.
help-rules-premiums = - Lyseblått dobler en bokstav, mørkeblått tredobler den, rosa dobler ordet, rødt tredobler det (premier teller én gang). Hvert ord du lager eller forlenger gir poeng.
help-rules-bingo = - Legg alle 7 brikkene i ett trekk: +50.
help-rules-exchange = - Eller bytt brikker (posen må ha 7 eller flere), eller pass.
help-rules-challenge = - Et trekk kan utfordres til neste spiller har trukket.
help-rules-end = - Partiet slutter når posen er tom og en spiller bruker sin siste brikke, eller etter seks poengløse trekk på rad. Brikker som ikke er lagt, teller mot deg.
help-rules-rack = - Stativet ditt kommer på DM etter hvert trekk; `/rack` viser det privat.
help-commands-title = **Kommandoer**
help-see-topics = se emner
help-more = Mer: `/help topic:`.

## Choices

help-choices = **Valg for `/game new`**: variant { $variants }; utfordringsregel { $rules }; datamaskinnivå { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` avslutter partiet når en spiller når det; uten mål velger hver spiller et nivå ({ $levels }) med `/game new` eller `/game join` og spiller til regelbokas poengsum for det: 2 spillere { $two }, 3 spillere { $three }, 4 spillere { $four }. Den som først når sin egen poengsum, vinner.
help-turn-time = **Tid per trekk**: `turn_time:` 30s til 7d for partiet; `my_turn_time:` med `/game new` eller `turn_time:` med `/game join` gir én spiller sin egen (et handikap). Hver trekkpost teller ned til spillerens frist; et trekk etter den avvises, og turen går videre.

## Ratings and puzzles

help-ratings = **Ratinger**: Glicko-2 per server, ordliste, variant og tempo (live: trekk under en time). Partier er ratet med mindre de åpnes med `rated:False` eller med en datamaskin; et parti avsluttet med `/game end` er ikke ratet. En rating med avvik over 110 er foreløpig (`?`).
help-daily-puzzle = **Dagens nøtt**: én per server og UTC-dag, valgt for et klart enkeltsvar (det beste trekket etter equity leder det neste med størst avstand); trekk rangert etter poeng; ditt første svar teller (nye forsøk er øving); løsningen kommer dagen etter.
help-practice = **Øving** (`/practice`): stillinger fra dine egne ferdige partier der du ga fra deg mest equity (poeng pluss den vanskelige datamaskinens verdi av brikkene du beholder), tapte bingoer først; hver vises til du har svart; riktige svar på rad gir rekka di.

## Tournaments and leagues

help-events-title = **Turneringer og ligaer** (moderatorer styrer dem; spillere melder seg på og spiller i tråder)
help-leagues = **Ligaer**: divisjoner etter forrige sesongs plassering (nykommere etter rating), alle mot alle i hver, noen partier om gangen; den øverste og nederste sjettedelen rykker opp og ned.

## Dice

help-dice-title = **Terningspillet** (`/game new variant:dice`): 12 bokstavterninger på en 9x9-matte; først til 200 vinner.
help-dice-first = - Kastet om første trekk: hver spiller kaster én terning; den nærmest A begynner, og en blank slår enhver bokstav.
help-dice-turn = - Din tur: boten trekker opptil 7 terninger fra begeret for deg og kaster dem; kastet ditt kommer på DM (`/rack` viser det). Du har 60 sekunder (med mindre partiet har en annen `turn_time:`): spill et ord med `/play` eller mist turen.
help-dice-words = - Ord går vannrett eller loddrett, som i kryssord, og gir poeng med mattens premier (stjernen dobler ordet); alle 7 terninger: +50. Ingen bytter.
help-dice-scrambled = - **Scrambled**: etter hvert trekk går bokstavene som lå på matta ved starten av turen din tilbake i begeret, unntatt de i det nye ordet ditt. Forlenger du bare ordet (uten et andre ord), går alle terningene tilbake: neste ord starter på stjernen.
help-dice-challenges = - Utfordringer som i det klassiske spillet: et ugyldig ord tas tilbake og spilleren mister turen; en mislykket utfordring koster utfordreren neste tur.
help-dice-advanced = - `advanced:True`: de ubrukte terningene dine går med forsiden opp til neste spiller, som bare kaster de nye.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): det klassiske spillet på et brett med åtte Blank-ruter (gult `?`) og åtte Sperre-ruter (`✖`).
help-blockers-blank = - Dekk en Blank-rute: ta en gul blank fra bunken på 12. Den ligger ved siden av de sju brikkene dine og spilles som en blank (verdt 0); spill gjerne flere i ett trekk. En bingo krever alle sju brikkene på stativet: gule blanke teller ikke med.
help-blockers-blocker = - Dekk en Sperre-rute: ta en sperre fra bunken på 8. Sett den på en tom rute med `/blocker at:I8`, før ordet ditt eller rett etter, i samme trekk eller senere; ingen brikke kan ligge på den.
help-blockers-empty-pile = - En tom bunke gir ingenting. Et trekk som trekkes tilbake etter utfordring, gir tilbake det det tok, fra brettet hvis det ble satt ut.
help-blockers-roles = - Roller (`role:` med `/game new` eller `/game join`): `standard` tar begge; `pro` spiller etter de klassiske reglene og tar ingenting; `intermediate` tar blanke, ikke sperrer; `rookie` tar begge og kan legge en brikke på en sperre for å lage et ord gjennom den (sperren går tilbake i bunken).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): det klassiske spillet på et brett du lager selv ved å legge noen av de 9 tosidige 5x5-minibrettene på det klassiske brettet, gjerne overlappende, så lenge en stjerne er synlig.
help-surprise-board = - `board:` lister brikker som NUMMER SIDE @ RUTE ØVERST TIL VENSTRE, f.eks. `3b@F6 7a@A1` (side `a`: klassiske premier; side `b`: Wild, firedobbel bokstav 4L, firedobbelt ord 4W, stjerner); eller en mal: { $presets }; eller `surprise me` (standard) for et tilfeldig brett. Lobbyen viser brettet.
help-surprise-star = - Det første ordet kan dekke hvilken som helst stjerne; hver stjerne dobler ordet.
help-surprise-wild = - Dekk en Wild-rute (gult `?`): ta en gul blank fra bunken på 12. Den ligger ved siden av de sju brikkene dine og spilles som en blank; dine egne beige blanke brukes først. En bingo krever alle sju beige brikker; gule blanke byttes aldri. Et ugyldig ord som trekkes tilbake etter utfordring, gir tilbake de gule blanke. Legg `+10` til brettet for regelbokas valgfrie 10 poeng for et trekk som kobler sammen brikkene til to stjerner.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 spillere, uten poeng): den første spilleren raser nedover kolonnene A til G, den andre I til O; kolonne H er mellomrommet.
help-race-first-word = - Det første ordet ditt dekker en romstasjonsstjerne på øverste rad; hvert senere ord kobles til dine egne ord, som i kryssord. Ordene sjekkes etter partiets utfordringsregel.
help-race-earth = - Den første spilleren som legger en brikke på en JORD-rute (nederste rad) mens hen lager et ord, vinner.
help-race-comet = - KOMET: ta en gul blank, som ligger ved siden av de sju brikkene dine og spilles som en blank.
help-race-ufo = - UFO: trekk det øverste kortet i bunken med 30 flygende tallerken-kort; boten leser det opp og gjør det det sier (en gul blank, en tapt tur eller ingenting). `cards:False` spiller det kortere spillet uten kortbunken. Et trekk som trekkes tilbake etter utfordring, legger tilbake kortene og de blanke.
help-race-draw = - Seks pass eller bytter på rad avslutter et løp ingen kan komme videre i, som uavgjort.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` 3 til 10): brikker hvor som helst i midtfeltet på 9x9, den første på H8. Ord leses langs tilstøtende brikker vannrett, loddrett eller diagonalt, ingen brikke to ganger. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` gir poeng for opptil tre forskjellige ord (pålydende verdier, +50 for sju brikker), hvert med en ny brikke og til sammen alle; utelat `words:` for de tre beste. Posten viser rutene til hvert ord.
