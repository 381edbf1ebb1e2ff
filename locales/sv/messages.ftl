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
