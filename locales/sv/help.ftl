# Lexicord: help messages (sv). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord: korsordsspelet med brickor**
help-rules-words = - Lägg ord vågrätt eller lodrätt, anslutna till brickorna på brädet; det första täcker mittstjärnan med två eller fler brickor.
help-rules-premiums = - Ljusblått dubblar en bokstav, mörkblått tredubblar den, rosa dubblar ordet, rött tredubblar det (premier räknas en gång). Varje ord du bildar eller förlänger ger poäng.
help-rules-bingo = - Lägg alla 7 brickor i ett drag: +50.
help-rules-exchange = - Eller byt brickor (påsen måste ha 7 eller fler), eller passa.
help-rules-challenge = - Ett drag kan utmanas tills nästa spelare har gjort sitt drag.
help-rules-end = - Partiet slutar när påsen är tom och en spelare lägger sin sista bricka, eller efter sex poänglösa drag i rad. Brickor som inte lagts räknas emot dig.
help-rules-rack = - Ditt ställ kommer som DM efter varje drag; `/rack` visar det privat.
help-commands-title = **Kommandon**
help-see-topics = se ämnen
help-more = Mer: `/help topic:`.

## Choices

help-choices = **Val för `/game new`**: variant { $variants }; utmaningsregel { $rules }; datornivå { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` avslutar partiet när en spelare når det; utan mål väljer varje spelare en nivå ({ $levels }) med `/game new` eller `/game join` och spelar till regelbokens poäng för den: 2 spelare { $two }, 3 spelare { $three }, 4 spelare { $four }. Den som först når sin egen poäng vinner.
help-turn-time = **Tid per drag**: `turn_time:` 30s till 7d för partiet; `my_turn_time:` med `/game new` eller `turn_time:` med `/game join` ger en spelare en egen tid (ett handikapp). Varje dragpost räknar ner till spelarens tidsgräns; ett drag efter den nekas och turen går vidare.

## Ratings and puzzles

help-ratings = **Rankingar**: Glicko-2 per server, ordlista, variant och tempo (live: drag under en timme). Partier rankas om de inte öppnas med `rated:False` eller med en dator; ett parti som avslutas med `/game end` rankas inte. En ranking med avvikelse över 110 är preliminär (`?`).
help-daily-puzzle = **Dagens nöt**: en per server och UTC-dag, vald för ett tydligt enda svar (det bästa draget efter equity leder före nästa med störst marginal); drag rangordnade efter poäng; ditt första svar räknas (nya försök är övning); lösningen kommer nästa dag.
help-practice = **Övning** (`/practice`): ställningar från dina egna avslutade partier där du gav bort mest equity (poäng plus den svåra datorns värde på brickorna du behåller), missade bingor först; varje visas tills du har svarat; rätta svar i rad bildar din svit.

## Tournaments and leagues

help-events-title = **Turneringar och ligor** (moderatorer leder dem; spelare anmäler sig och spelar i trådar)
help-leagues = **Ligor**: divisioner efter förra säsongens placering (nykomlingar efter ranking), alla mot alla i varje, några partier i taget; den översta och nedersta sjättedelen flyttas upp och ner.

## Dice

help-dice-title = **Tärningsspelet** (`/game new variant:dice`): 12 bokstavstärningar på en 9x9-matta; först till 200 vinner.
help-dice-first = - Slaget om första draget: varje spelare slår en tärning; den närmast A börjar, och en blank slår varje bokstav.
help-dice-turn = - Din tur: boten drar upp till 7 tärningar ur bägaren åt dig och slår dem; ditt slag kommer som DM (`/rack` visar det). Du har 60 sekunder (om partiet inte har en annan `turn_time:`): spela ett ord med `/play` eller förlora turen.
help-dice-words = - Ord läggs vågrätt eller lodrätt, som i korsord, och ger poäng med mattans premier (stjärnan dubblar ordet); alla 7 tärningar: +50. Inga byten.
help-dice-scrambled = - **Scrambled**: efter varje drag går bokstäverna som låg på mattan i början av din tur tillbaka till bägaren, utom de i ditt nya ord. Förlänger du bara ordet (inget andra ord) går alla tärningar tillbaka: nästa ord börjar på stjärnan.
help-dice-challenges = - Utmaningar som i det klassiska spelet: ett ogiltigt ord tas tillbaka och spelaren förlorar turen; en misslyckad utmaning kostar utmanaren nästa tur.
help-dice-advanced = - `advanced:True`: dina oanvända tärningar går med framsidan upp till nästa spelare, som bara slår de nya.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): det klassiska spelet på ett bräde med åtta Blank-rutor (gult `?`) och åtta Spärr-rutor (`✖`).
help-blockers-blank = - Täck en Blank-ruta: ta en gul blank ur högen med 12. Den ligger bredvid dina sju brickor och spelas som en blank (värd 0); spela gärna flera i ett drag. En bingo kräver alla sju brickor på stället: gula blanka räknas inte.
help-blockers-blocker = - Täck en Spärr-ruta: ta en spärr ur högen med 8. Sätt den på en tom ruta med `/blocker at:I8`, före ditt ord eller direkt efter, i samma drag eller senare; ingen bricka får ligga på den.
help-blockers-empty-pile = - En tom hög ger ingenting. Ett drag som tas tillbaka efter utmaning lämnar tillbaka det det tog, från brädet om det hade satts ut.
help-blockers-roles = - Roller (`role:` med `/game new` eller `/game join`): `standard` tar båda; `pro` spelar efter de klassiska reglerna och tar ingenting; `intermediate` tar blanka, inte spärrar; `rookie` tar båda och får lägga en bricka på en spärr för att bilda ett ord genom den (spärren går tillbaka till högen).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): det klassiska spelet på ett bräde du själv designar genom att lägga några av de 9 dubbelsidiga 5x5-minibräden på det klassiska brädet, gärna överlappande, så länge en stjärna syns.
help-surprise-board = - `board:` listar delar som NUMMER SIDA @ RUTA ÖVERST TILL VÄNSTER, t.ex. `3b@F6 7a@A1` (sida `a`: klassiska premier; sida `b`: Wild, fyrdubbel bokstav 4L, fyrdubbelt ord 4W, stjärnor); eller en mall: { $presets }; eller `surprise me` (standard) för ett slumpat bräde. Lobbyn visar brädet.
help-surprise-star = - Det första ordet får täcka valfri stjärna; varje stjärna dubblar ordet.
help-surprise-wild = - Täck en Wild-ruta (gult `?`): ta en gul blank ur högen med 12. Den ligger bredvid dina sju brickor och spelas som en blank; dina egna beige blanka används först. En bingo kräver alla sju beige brickor; gula blanka byts aldrig. Ett ogiltigt ord som tas tillbaka efter utmaning lämnar tillbaka sina gula blanka. Lägg till `+10` på brädet för regelbokens valfria 10 poäng för ett drag som förenar två stjärnors brickor.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 spelare, utan poäng): den första spelaren rusar nedför kolumnerna A till G, den andra I till O; kolumn H är mellanrummet.
help-race-first-word = - Ditt första ord täcker en rymdstationsstjärna på översta raden; varje senare ord ansluter till dina egna ord, som i korsord. Orden kontrolleras enligt partiets utmaningsregel.
help-race-earth = - Den första spelaren som lägger en bricka på en JORD-ruta (nedersta raden) när hen bildar ett ord vinner.
help-race-comet = - KOMET: ta en gul blank, som ligger bredvid dina sju brickor och spelas som en blank.
help-race-ufo = - UFO: dra det översta kortet i leken med 30 flygande tefat-kort; boten läser upp det och gör som det säger (en gul blank, en förlorad tur eller ingenting). `cards:False` spelar det kortare spelet utan leken. Ett drag som tas tillbaka efter utmaning lägger tillbaka sina kort och blanka.
help-race-draw = - Sex pass eller byten i rad avslutar ett lopp där ingen kan röra sig som oavgjort.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` 3 till 10): brickor var som helst i mittfältet på 9x9, den första på H8. Ord läses längs intilliggande brickor vågrätt, lodrätt eller diagonalt, ingen bricka två gånger. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` ger poäng för upp till tre olika ord (brickornas värden, +50 för sju brickor), vart och ett med en ny bricka och tillsammans med alla; utelämna `words:` för de tre bästa. Posten visar varje ords rutor.
