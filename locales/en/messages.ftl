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
err-word-list-gone = This game's word list ({ $lexicon }) is no longer on the bot as it was when the game began, so no play, exchange or challenge can be checked. The bot's operator can put the list back; a moderator can end the game with `/game end`.
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
err-unreadable-input = I could not read { $input }. Try `/help`.
err-unreadable-command = I could not read that command. Try `/help`.
surprise-random-boards = one to four mini-boards at random

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
board-coming-by-dm = The board will be sent to every player by DM shortly.
start-coming-by-dm = The draw and the board will be sent to every player by DM shortly.
board-sent-by-dm = The board was sent to every player by DM.
start-sent-by-dm = The draw and the board were sent to every player by DM.
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

## Channel posts: said in the server's language (`/settings server language:`). Names come in
## escaped, mentions as `<@id>`, times as Discord timestamps (`<t:...:R>`).

post-total = total { $total }
post-your-turn = { $player }, your turn.
post-final-challenge = { $player }: the last play ends the game. `/challenge` it, or `/pass` to accept it.
post-time-runs-out = Time runs out { $when }.
post-game-over = **Game over.**
post-timed-out = { $player } ran out of time: the turn passes ({ $missed } of { $limit } missed turns in a row allowed).
post-timed-out-forfeits = { $player } let { $missed } turns in a row run out of time and forfeits the game.
standing-resigned = (resigned)
standing-before = ({ $score } before unplayed tiles)
standing-draw = (draw)
standing-wins = (wins)
turn-play = { $word } at { $at } for { $score }
turn-play-bingo = { $word } at { $at } for { $score } (bingo +{ $bingo })
turn-exchange = exchanged { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}
turn-pass = passed
turn-time-out = ran out of time; the turn passes
turn-lost = loses this turn
turn-lost-challenge = loses this turn (failed challenge)
turn-challenged-off = play challenged off by { $by }: { $outcome }
turn-challenged = play challenged by { $by }: { $outcome }
turn-resigned = resigned
turn-end-count = { $points } for the tiles left on { $racks }: { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] is
   *[other] are
} not acceptable; the tiles go back ({ $points })
challenge-loses-turn = every word is acceptable; the challenger loses a turn
challenge-bonus = every word is acceptable; { $player } gets { $points }
challenge-no-penalty = every word is acceptable; no penalty under this rule
rack-owner = { $name }'s
racks-one = { $owner } rack
racks-many = { $owners } and { $last } racks
racks-none = the other racks
lobby = Game #{ $game }: { $variant }, { $rule } challenge rule, { $time } per turn, lexicon { $lexicon }, { $rated }. Seated ({ $seated } of { $max }): { $seats }.
lobby-lexicon-tiles = { $lexicon } ({ $language } tiles)
lobby-rated = rated
lobby-unrated = unrated
seat-to-target = { $level }, to { $target }
seat-turn-time = { $time } a turn
# Each language by its name, as a lobby names its tiles and /settings show the channels' language.
language-english = English
language-french = French
language-german = German
language-spanish = Spanish
language-italian = Italian
language-dutch = Dutch
language-portuguese = Portuguese
language-polish = Polish
language-norwegian = Norwegian
language-swedish = Swedish
language-catalan = Catalan
# A seat without a person's name: a computer player by its level, or an empty seat by its number.
seat-name-computer = Computer ({ $level })
seat-name-empty = Seat { $seat }
computer-level-easy = easy
computer-level-medium = medium
computer-level-hard = hard
computer-level-expert = expert
notice-opened = { $by } opened a game. Join with `/game join` (or the button); any player can `/game start`. { $lobby }
notice-joined = { $name } joined. { $lobby }
notice-left = { $name } left. { $lobby }
notice-left-closed = { $name } left; the game is closed.
notice-computer-seated = A computer player sat down. { $lobby }
notice-end-asked = { $by } asks to end game #{ $game }. Still to agree with `/game end`: { $waiting }.
notice-ended = Game #{ $game } was ended without a result.
notice-word-list-gone = Game #{ $game } is on hold: its word list ({ $lexicon }), as it was when the game began, is no longer on the bot, so no play, exchange or challenge can be checked. The board, racks, `/score` and `/gcg` still answer. The bot's operator can put the list back; a moderator can end the game with `/game end`.
draw-title = The draw for first play
draw-round = Round { $round }: { $drawn }
draw-won = { $player } drew nearest to A (a blank beats every letter) and goes first.
draw-first-play = First play
draw-given-first = { $player } goes first, as the pairing says (no draw for first play).
draw-then = { $before }, then { $next }
draw-order = Order of play: { $order }.
rack-your-turn = Your turn!
rack-dms-closed-note = { $player }, I could not send you your rack by DM (your DMs are closed). Use `/rack` to see it.
reminder-in-channel = Game #{ $game } in { $channel } waits for you: your time runs out { $when }. (`/settings reminders on:False` stops these reminders.)
reminder = Game #{ $game } waits for you: your time runs out { $when }. (`/settings reminders on:False` stops these reminders.)
reminder-note = { $player }, game #{ $game } waits for you: your time runs out { $when }.
board-bag = bag
board-cup = cup
board-word = W
board-letter = L

## Refusals of a move by the rules, or of how a play was written (said as a sentence: the bot
## capitalises the first letter and ends it with a full stop).

rule-game-over = the game is over
rule-resigned = you resigned from this game
rule-not-your-turn = it is not your turn
rule-awaiting-final-challenge = the last play ends the game: challenge it, or pass to accept it
rule-invalid-words = not in the dictionary: { $words }
rule-exchange-nothing = choose at least one tile to exchange (or pass)
rule-exchange-bag-too-small = you cannot exchange with only { $in_bag } tiles left in the bag (at least { $needed } needed)
rule-challenges-off = challenges are off in this game: words are checked when played
rule-nothing-to-challenge = there is no play to challenge
rule-own-play = you cannot challenge your own play
rule-no-tiles = a play needs at least one tile from your rack
rule-off-board = { $square } is off the board
rule-occupied = { $square } already has a tile on it
rule-same-square-twice = { $square } is used twice in this play
rule-not-in-line = all tiles of a play must be in one row or one column
rule-gap = the play leaves a gap at { $square }: tiles must form one unbroken word
rule-first-play-off-start = the first play must cover the centre star ({ $square })
rule-first-play-too-short = the first play needs at least two tiles
rule-not-connected = the play must touch a tile already on the board
rule-a-blank = a blank
rule-tile-number = tile number { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = you do not have { $tiles } on your rack
rule-only-tiles = you have only { $held } { $tile } on your rack, not { $wanted }
rule-only-blanks = you have only { $held ->
    [one] 1 blank
   *[other] { $held } blanks
} on your rack, not { $wanted }
rule-unreadable-square = { $square } is not a square: write the row then the column for across (8D), the column then the row for down (D8)
rule-square-off-board = { $square } is off the board
rule-empty-word = the play has no word
rule-runs-off-board = { $word } does not fit: from { $square } it runs off the board
rule-through-mismatch = the board has { $board } at { $square }, not { $written }
rule-nothing-to-play-through = there is no tile at { $square } to play through
rule-unknown-letter = there is no { $letter } tile in this game
rule-unbalanced-parentheses = the parentheses in { $play } do not match
rule-no-new-tiles = the play puts no new tile on the board
rule-not-a-play = { $play } is not a play: write the square then the word, like 8D QUIXOTE

## `/settings`: what is set now, and your reminders.

settings-describe = New games here: lexicon { $lexicon }, { $rule } challenge rule, { $time } per turn, racks by { $racks }; moderator role: { $role }. `/word` during a game: { $words }. Reviews of finished games: { $reviews }. Posts in channels: { $language }.
settings-racks-dm = DM
settings-racks-command = `/rack` only
settings-no-role = none (Manage Server)
settings-words-allowed = allowed
settings-words-not-allowed = not allowed (the dictionary is for challenges)
settings-reviews-players = the game's players
settings-reviews-anyone = anyone
settings-reminders-on = Reminders are on: I will remind you when a game waits for you.
settings-reminders-off = Reminders are off. Turn them on again with `/settings reminders on:True`.

## `/settings show` for moderators, and the alert of a channel that refuses the bot's posts: what
## the bot lacks where games are played, and what to give it ($channel is a channel's mention).

channels-all-well = All is well: Lexicord has every permission it needs in the channels with games and events here ({ $channels } checked).
channels-heading = What Lexicord lacks where games and events are played here:
channels-cannot-view = Lexicord cannot see { $channel }: give it View Channel there.
channels-cannot-send = Lexicord cannot post in { $channel }: give it Send Messages there.
channels-cannot-send-in-threads = Lexicord cannot post in the thread { $channel }: give it Send Messages in Threads in the thread's channel.
channels-cannot-attach = Lexicord cannot attach files in { $channel }: give it Attach Files there.
channels-cannot-open-threads = Lexicord cannot open threads in { $channel }, where tournaments and leagues play their games: give it Create Public Threads and Send Messages in Threads there.
channels-gone = { $channel } is gone: the games there cannot go on.
channels-unknown = Discord did not say what Lexicord may do in { $channel }: try again later.
channels-server-unknown = Discord did not say what Lexicord may do in this server: try again later.
alert-unreachable = Discord keeps refusing Lexicord's posts in { $channel } (server { $server }) for lack of permissions: the games there wait until it may post again.
alert-unreachable-check = Check Lexicord's permissions in that channel's settings (Permissions) and its role's.

## Buttons under posts and panels, and a button pressed too late.

button-pass = Pass
button-exchange = Exchange
button-challenge = Challenge
button-my-rack = My rack
button-join = Join
button-start = Start
button-board = Board
button-play = Play
button-confirm = Confirm
button-places = Choose where to play it
button-game-not-played = Game #{ $game } is not being played: this button no longer does anything.
