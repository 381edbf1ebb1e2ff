# Lexicord: what the bot says privately, Swedish.

## Avslag: sådant en spelare bad om som reglerna eller partiet inte tillåter. Inget har ändrats.

err-no-game-here = Det finns inget parti i den här kanalen. Starta ett med `/game new`.
err-channel-has-game = Den här kanalen har redan ett parti. Spela klart det (eller be en moderator om `/game end`) innan du startar ett nytt.
err-not-a-player = Du är inte med i det här partiet.
err-not-started = Partiet har inte startat än: `/game start` delar ut brickorna.
err-already-started = Partiet har redan startat.
err-already-joined = Du är redan med i det här partiet.
err-game-full = Partiet är fullt ({ $players } spelare).
err-not-enough-players = Ett parti behöver 2 till 4 spelare (vid bordet hittills: { $seated }). Bjud in någon att gå med via `/game join`, eller lägg till en datorspelare med `/game add-bot`.
err-not-allowed-to-end = Bara en moderator, eller alla spelare tillsammans, kan avsluta ett parti.
err-not-a-moderator = Bara en moderator kan ändra serverns inställningar.
err-bad-tiles = Jag kunde inte läsa brickorna { $tiles }: skriv bokstäverna från ditt ställ, och ? för en blank (till exempel `AEI?`).
err-unknown-lexicon = Den här boten har ingen ordlista { $name }. Tillgängliga: { $available }.
err-word-list-gone = Ordlistan för det här partiet ({ $lexicon }) finns inte längre på boten som den var när partiet började, så inget drag, byte eller ifrågasättande kan kontrolleras. Botens operatör kan lägga tillbaka listan; en moderator kan avsluta partiet med `/game end`.
err-bad-square = `{ $square }` är ingen ruta: skriv kolumnen och raden, t.ex. I8.
err-no-such-game = Det finns inget parti #{ $game }.
err-panel-out-of-date = Den här panelen är inaktuell: partiet har gått vidare sedan den visades. Inget har ändrats.
err-words-during-game = Du har ett pågående parti på den här servern ({ $channel }), och reglerna tillåter ordboken bara vid utmaningar: `/word` svarar dig igen när dina partier här är slut. En moderator kan tillåta det under partier med `/settings server words_in_games:True`.
err-game-not-over = Det partiet pågår fortfarande: analysen kommer när det är slut.
err-replay-before-end = Det partiet pågår fortfarande: uppspelningen kommer när det är slut.
err-time-ran-out = Din tid tog slut { $when }: turen går strax vidare till nästa spelare, och ditt drag spelades inte.
err-not-your-review = På den här servern kan bara ett partis spelare analysera det (en moderator kan öppna analyserna för alla med `/settings server reviews:anyone`).
err-puzzle-needs-server = Nötter hör till en server: i direktmeddelanden finns det inga. Använd `/puzzle show` i en kanal på en server där boten finns.
err-no-puzzle-yet = Det finns ingen nöt på den här servern än i dag: `/puzzle show` tar fram den, sedan kan du svara.
err-no-practice-position = Du har ingen övningsställning att svara på: `/practice` visar nästa, svara sedan med `/practice word: at:`.
err-practice-needs-both = För att svara på din övningsställning anger du både `word:` och `at:`, skrivna som för `/play`; bara `/practice` visar ställningen.
err-other-languages-tiles = Ordlistor på andra språk spelas i varianterna classic, nine-tile och Finish Line: välj en av dem, eller en engelsk ordlista.
err-internal = Tyvärr, något gick fel hos oss (fel-id `{ $id }`).
err-unreadable-input = Jag kunde inte läsa { $input }. Försök med `/help`.
err-unreadable-command = Jag kunde inte läsa det kommandot. Försök med `/help`.
surprise-random-boards = ett till fyra slumpade minibräden

## Råd som läggs till ett avslag när felet låg i hur ett drag eller dess brickor skrevs.

hint-write-play = Skriv rutan och sedan ordet: `/play word:HORN at:8F` går vågrätt från rad 8, kolumn F; `at:F8` går lodrätt. En liten bokstav är en blank; brickor som redan ligger på brädet skriver du som sina bokstäver (eller `.`).
hint-rack = `/rack` visar dina brickor; skriv `?` eller en liten bokstav för en blank.

## Före partiet: det som spelaren som frågade får veta.

game-opened = Ditt parti #{ $game } är öppnat.
game-joined = Du är med i partiet.
game-left = Du har lämnat partiet.
game-computer-seated = Datorspelaren har tagit plats.
game-resigned = Du har gett upp.
game-ended = Partiet är avslutat.
game-vote-counted = Din röst har räknats.
game-started = Partiet har startat.

## Efter ett drag: det som spelaren som drog får veta utöver vad som gjordes.

done = Klart.
done-what = Klart: { $what }.
board-coming = Brädet läggs upp i kanalen strax.
start-coming = Lottningen och brädet läggs upp i kanalen strax.
board-coming-by-dm = Brädet skickas strax till varje spelare som direktmeddelande.
start-coming-by-dm = Lottningen och brädet skickas strax till varje spelare som direktmeddelande.
board-sent-by-dm = Brädet skickades till varje spelare som direktmeddelande.
start-sent-by-dm = Lottningen och brädet skickades till varje spelare som direktmeddelande.
new-rack-sent = Ditt nya ställ finns i dina direktmeddelanden.
new-rack-dms-closed = Dina direktmeddelanden är stängda, så här är ditt nya ställ: `{ $tiles }`.
new-rack-by-command = Använd `/rack` för att se ditt nya ställ.
new-rack-delayed = Ditt nya ställ kommer strax som direktmeddelande (eller använd `/rack`).
rack-sent = Ditt ställ finns i dina direktmeddelanden.
rack-dms-closed = Dina direktmeddelanden är stängda, så här är ditt ställ: `{ $tiles }`.
rack-by-command = Använd `/rack` för att se ditt ställ.
rack-delayed = Ditt ställ kommer strax som direktmeddelande (eller använd `/rack`).

## Tillagt efter den första katalogen.

notice-coming = Kanalen får veta det strax.
challenge-upheld = Din utmaning mot draget som { $player } lade lyckades: { $outcome }.
challenge-failed = Din utmaning mot draget som { $player } lade misslyckades: { $outcome }.

## Inlägg i kanalen: på serverns språk (`/settings server language:`). Namn kommer in
## escapade, omnämnanden som `<@id>`, tider som Discord-tidsstämplar (`<t:...:R>`).

post-total = totalt { $total }
post-your-turn = { $player }, din tur.
post-final-challenge = { $player }: det sista draget avslutar partiet. Utmana det med `/challenge`, eller godta det med `/pass`.
post-time-runs-out = Tiden går ut { $when }.
post-game-over = **Partiet är slut.**
post-timed-out = Tiden tog slut för { $player }: turen går vidare till nästa spelare ({ $missed } av { $limit } tillåtna missade turer i rad).
post-timed-out-forfeits = { $player } har överskridit tiden { $missed ->
    [one] { $missed } gång
   *[other] { $missed } gånger
} i rad och förlorar partiet.
standing-resigned = (gav upp)
standing-before = ({ $score } före avräkningen av kvarvarande brickor)
standing-draw = (oavgjort)
standing-wins = (vinner)
turn-play = { $word } på { $at } för { $score }
turn-play-bingo = { $word } på { $at } för { $score } (bingo +{ $bingo })
turn-exchange = bytte { $tiles ->
    [one] { $tiles } bricka
   *[other] { $tiles } brickor
}
turn-pass = passade
turn-time-out = tiden tog slut; turen går vidare
turn-lost = förlorar den här turen
turn-lost-challenge = förlorar den här turen (misslyckad utmaning)
turn-challenged-off = draget utmanades av { $by } och togs tillbaka: { $outcome }
turn-challenged = draget utmanades av { $by }: { $outcome }
turn-resigned = gav upp
turn-end-count = { $points } för brickorna som var kvar { $racks }: { $tiles }
challenge-tiles-back = { $count ->
    [one] ordet { $words } är inte giltigt
   *[other] orden { $words } är inte giltiga
}; brickorna går tillbaka till stället ({ $points })
challenge-loses-turn = alla ord är giltiga; den som utmanade förlorar en tur
challenge-bonus = alla ord är giltiga; { $player } får { $points }
challenge-no-penalty = alla ord är giltiga; inget straff enligt den här regeln
rack-owner = { $name }
racks-one = hos { $owner }
racks-many = hos { $owners } och { $last }
racks-none = på de andra ställen
lobby = Parti #{ $game }: { $variant }, utmaningsregel { $rule }, { $time } per drag, ordlista { $lexicon }, { $rated }. Vid bordet ({ $seated } av { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } (brickor: { $language })
lobby-rated = rankat
lobby-unrated = orankat
seat-to-target = { $level }, till { $target }
seat-turn-time = { $time } per drag
language-english = engelska
language-french = franska
language-german = tyska
language-spanish = spanska
language-italian = italienska
language-dutch = nederländska
language-portuguese = portugisiska
language-polish = polska
language-norwegian = norska
language-swedish = svenska
language-catalan = katalanska
seat-name-computer = Dator ({ $level })
seat-name-empty = Plats { $seat }
computer-level-easy = lätt
computer-level-medium = medel
computer-level-hard = svår
computer-level-expert = expert
notice-opened = { $by } har öppnat ett parti. Gå med via `/game join` (eller knappen); vilken spelare som helst kan starta det med `/game start`. { $lobby }
notice-joined = { $name } gick med. { $lobby }
notice-left = { $name } lämnade partiet. { $lobby }
notice-left-closed = { $name } lämnade partiet; partiet är stängt.
notice-computer-seated = En datorspelare har tagit plats. { $lobby }
notice-end-asked = { $by } vill avsluta parti #{ $game }. Väntar fortfarande på godkännande via `/game end`: { $waiting }.
notice-ended = Parti #{ $game } avslutades utan resultat.
notice-word-list-gone = Parti #{ $game } står stilla: dess ordlista ({ $lexicon }), som den var när partiet började, finns inte längre på boten, så inget drag, byte eller ifrågasättande kan kontrolleras. Brädet, brickhållarna, `/score` och `/gcg` svarar fortfarande. Botens operatör kan lägga tillbaka listan; en moderator kan avsluta partiet med `/game end`.
draw-title = Lottningen om vem som börjar
draw-round = Omgång { $round }: { $drawn }
draw-won = { $player } drog brickan närmast A (en blank slår alla bokstäver) och börjar.
draw-first-play = Första draget
draw-given-first = { $player } börjar, enligt parningen (ingen lottning om vem som börjar).
draw-then = { $before }, sedan { $next }
draw-order = Spelordning: { $order }.
rack-your-turn = Din tur!
rack-dms-closed-note = { $player }, jag kunde inte skicka ditt ställ som direktmeddelande (dina direktmeddelanden är stängda). Använd `/rack` för att se det.
reminder-in-channel = Parti #{ $game } i { $channel } väntar på dig: din tid går ut { $when }. (`/settings reminders on:False` stänger av de här påminnelserna.)
reminder = Parti #{ $game } väntar på dig: din tid går ut { $when }. (`/settings reminders on:False` stänger av de här påminnelserna.)
reminder-note = { $player }, parti #{ $game } väntar på dig: din tid går ut { $when }.
board-bag = påse
board-cup = bägare
board-word = O
board-letter = B

## Avslag på ett drag enligt reglerna, eller på grund av hur det skrevs (sagt som en mening: boten
## gör första bokstaven stor och avslutar med punkt).

rule-game-over = partiet är slut
rule-resigned = du har gett upp det här partiet
rule-not-your-turn = det är inte din tur
rule-awaiting-final-challenge = det sista draget avslutar partiet: utmana det, eller passa för att godta det
rule-invalid-words = inte i ordboken: { $words }
rule-exchange-nothing = välj minst en bricka att byta (eller passa)
rule-exchange-bag-too-small = du kan inte byta när det bara finns { $in_bag ->
    [one] { $in_bag } bricka
   *[other] { $in_bag } brickor
} kvar i påsen (minst { $needed } behövs)
rule-challenges-off = utmaningar är avstängda i det här partiet: orden kontrolleras när de läggs
rule-nothing-to-challenge = det finns inget drag att utmana
rule-own-play = du kan inte utmana ditt eget drag
rule-no-tiles = ett drag behöver minst en bricka från ditt ställ
rule-off-board = { $square } ligger utanför brädet
rule-occupied = det ligger redan en bricka på { $square }
rule-same-square-twice = { $square } används två gånger i det här draget
rule-not-in-line = alla brickor i ett drag måste ligga i samma rad eller i samma kolumn
rule-gap = draget lämnar en lucka på { $square }: brickorna måste bilda ett sammanhängande ord
rule-first-play-off-start = det första draget måste täcka stjärnan i mitten ({ $square })
rule-first-play-too-short = det första draget behöver minst två brickor
rule-not-connected = draget måste ansluta till en bricka som redan ligger på brädet
rule-a-blank = en blank
rule-tile-number = bricka nummer { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = du har inte { $tiles } på ditt ställ
rule-only-tiles = du har bara { $held } { $tile } på ditt ställ, inte { $wanted }
rule-only-blanks = du har bara { $held ->
    [one] { $held } blank
   *[other] { $held } blanka
} på ditt ställ, inte { $wanted }
rule-unreadable-square = { $square } är ingen ruta: skriv raden och sedan kolumnen för vågrätt (8D), kolumnen och sedan raden för lodrätt (D8)
rule-square-off-board = { $square } ligger utanför brädet
rule-empty-word = draget har inget ord
rule-runs-off-board = { $word } får inte plats: från { $square } går det utanför brädet
rule-through-mismatch = på { $square } ligger { $board }, inte { $written }
rule-nothing-to-play-through = det ligger ingen bricka på { $square } att spela igenom
rule-unknown-letter = det finns ingen { $letter }-bricka i det här partiet
rule-unbalanced-parentheses = parenteserna i { $play } går inte ihop
rule-no-new-tiles = draget lägger ingen ny bricka på brädet
rule-not-a-play = { $play } är inget drag: skriv rutan och sedan ordet, som 8D QUIXOTE

## `/settings`: vad som är inställt nu, och dina påminnelser.

settings-describe = Nya partier här: ordlista { $lexicon }, utmaningsregel { $rule }, { $time } per drag, ställ { $racks }; moderatorroll: { $role }. `/word` under ett parti: { $words }. Analyser av färdiga partier: { $reviews }. Inlägg i kanalerna: { $language }.
settings-racks-dm = som direktmeddelande
settings-racks-command = bara via `/rack`
settings-no-role = ingen (Hantera server)
settings-words-allowed = tillåtet
settings-words-not-allowed = inte tillåtet (ordboken är till för utmaningar)
settings-reviews-players = partiets spelare
settings-reviews-anyone = alla
settings-reminders-on = Påminnelser är på: jag påminner dig när ett parti väntar på dig.
settings-reminders-off = Påminnelser är av. Slå på dem igen med `/settings reminders on:True`.

## `/settings show` för moderatorer, och varningen om en kanal som avvisar botens inlägg.

channels-all-well = Allt är bra: Lexicord har alla behörigheter det behöver i kanalerna med partier och evenemang här ({ $channels } kontrollerade).
channels-heading = Det här saknar Lexicord där partier och evenemang spelas här:
channels-cannot-view = Lexicord kan inte se { $channel }: ge det ”Visa kanaler” där.
channels-cannot-send = Lexicord kan inte skriva i { $channel }: ge det ”Skicka meddelanden” där.
channels-cannot-send-in-threads = Lexicord kan inte skriva i tråden { $channel }: ge det ”Skicka meddelanden i trådar” i trådens kanal.
channels-cannot-attach = Lexicord kan inte bifoga filer i { $channel }: ge det ”Bifoga filer” där.
channels-cannot-open-threads = Lexicord kan inte öppna trådar i { $channel }, där turneringar och ligor spelar sina partier: ge det ”Skapa offentliga trådar” och ”Skicka meddelanden i trådar” där.
channels-gone = { $channel } finns inte längre: partierna där kan inte fortsätta.
channels-unknown = Discord sa inte vad Lexicord får göra i { $channel }: försök igen senare.
channels-server-unknown = Discord sa inte vad Lexicord får göra på den här servern: försök igen senare.
alert-unreachable = Discord avvisar hela tiden Lexicords inlägg i { $channel } (server { $server }) på grund av saknade behörigheter: partierna där väntar tills det får skriva igen.
alert-unreachable-check = Kontrollera Lexicords behörigheter i den kanalens inställningar (Behörigheter) och dess rolls.

## Knappar under inlägg och paneler, och en knapp som trycks för sent.

button-pass = Passa
button-exchange = Byt
button-challenge = Utmana
button-my-rack = Mitt ställ
button-join = Gå med
button-start = Starta
button-board = Bräde
button-play = Spela
button-confirm = Bekräfta
button-places = Välj var du vill lägga det
button-game-not-played = Spel #{ $game } spelas inte: den här knappen gör inte längre något.
