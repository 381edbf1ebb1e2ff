# Lexicord: what the bot says privately, English (the reference: every other catalogue has the
# same messages with the same values). Values in { $name } are put in by the bot; names of
# players and games come in as plain text. Keep Discord markup (`code`, **bold**) as it is.

## Refusals: what a player asked for that the rules or the game refuse. Nothing was changed.

err-no-game-here = There is no game in this channel. Start one with `/game new`.
err-channel-has-game = This channel already has a game. Finish it (or ask a moderator for `/game end`) before starting another.
err-not-a-player = You are not playing in this game.
err-not-started = The game has not started yet: `/game start` deals the tiles.
err-already-started = The game has already started.
err-already-joined = You are already in this game.
err-game-full = The game is full ({ $players } players).
err-not-enough-players = A game needs 2 to 4 players: { $seated } seated so far. Invite someone with `/game join`, or add a computer player with `/game add-bot`.
err-not-allowed-to-end = Only a moderator, or every player together, can end a game.
err-not-a-moderator = Only a moderator can change the server's settings.
err-bad-tiles = I could not read the tiles { $tiles }: type the letters from your rack, and ? for a blank (for example `AEI?`).
err-unknown-lexicon = There is no lexicon { $name } on this bot. Available: { $available }.
err-bad-square = `{ $square }` is not a square: write its column and row, e.g. I8.
err-no-such-game = There is no game #{ $game }.
err-panel-out-of-date = This panel is out of date: the game moved on since it was shown. Nothing was changed.
err-words-during-game = You have a game in progress on this server ({ $channel }), and the rules allow the dictionary for challenges only: `/word` answers you again when your games here are over. A moderator can allow it during games with `/settings server words_in_games:True`.
err-game-not-over = That game is still going: its review comes when it is over.
err-replay-before-end = That game is still going: its replay comes when it is over.
err-time-ran-out = Your time ran out { $when }: the turn passes to the next player in a moment, and your move was not played.
err-not-your-review = Only the game's players can review it on this server (a moderator can open reviews to everyone with `/settings server reviews:anyone`).
err-puzzle-needs-server = Puzzles belong to a server: there is none in DMs. Use `/puzzle show` in a channel of a server the bot is on.
err-no-puzzle-yet = There is no puzzle on this server today yet: `/puzzle show` brings it out, then answer it.
err-no-practice-position = You have no practice position to answer: `/practice` shows your next one, then answer it with `/practice word: at:`.
err-practice-needs-both = To answer your practice position give both `word:` and `at:`, written as for `/play`; `/practice` alone shows the position.
err-other-languages-tiles = Word lists in other languages play classic, nine-tile and Finish Line games: choose one of those variants, or an English word list.
err-internal = Sorry, something went wrong on our side (error id `{ $id }`).

## Advice added to a refusal where the mistake was in how a play or its tiles were written.

hint-write-play = Write the square then the word: `/play word:HORN at:8F` goes across from row 8, column F; `at:F8` goes down. A lower-case letter is a blank; tiles already on the board are typed as their letters (or `.`).
hint-rack = `/rack` shows your tiles; type `?` or a lower-case letter for a blank.

## Lobbies: what the player who asked is told.

game-opened = Your game #{ $game } is open.
game-joined = You joined the game.
game-left = You left the game.
game-computer-seated = The computer player is seated.
game-resigned = You resigned.
game-ended = The game is ended.
game-vote-counted = Your vote is counted.
game-started = The game has started.

## After a turn: what the player who moved is told besides what they did.

done = Done.
done-what = Done: { $what }.
board-coming = The board will be posted in the channel shortly.
start-coming = The draw and the board will be posted in the channel shortly.
new-rack-sent = Your new rack is in your DMs.
new-rack-dms-closed = Your DMs are closed, so here is your new rack: `{ $tiles }`.
new-rack-by-command = Use `/rack` to see your new rack.
new-rack-delayed = Your new rack will come by DM shortly (or use `/rack`).
rack-sent = Your rack is in your DMs.
rack-dms-closed = Your DMs are closed, so here is your rack: `{ $tiles }`.
rack-by-command = Use `/rack` to see your rack.
rack-delayed = Your rack will come by DM shortly (or use `/rack`).

## Added after the first catalogue.

notice-coming = The channel will hear of it shortly.
challenge-upheld = Your challenge of { $player }'s play succeeded: { $outcome }.
challenge-failed = Your challenge of { $player }'s play failed: { $outcome }.
