# Lexicord: help messages (en). Same messages, same values, as the English file.

## `/help`: the rules in brief, then every command (each line a message).

help-rules-title = **Lexicord: the crossword tile game**
help-rules-words = - Make words across or down joined to the tiles on the board; the first covers the centre star with two or more tiles.
help-rules-premiums = - Light blue doubles a letter, dark blue triples it, pink doubles the word, red triples it (premiums count once). Every word you form or extend scores.
help-rules-bingo = - Play all 7 tiles in one turn: +50.
help-rules-exchange = - Or exchange tiles (the bag must hold 7 or more), or pass.
help-rules-challenge = - A play can be challenged until the next player moves.
help-rules-end = - The game ends when the bag is empty and a player uses their last tile, or after six scoreless turns in a row. Unplayed tiles count against you.
help-rules-rack = - Your rack comes by DM after each turn; `/rack` shows it privately.
help-commands-title = **Commands**
# After a command with many sub-commands: "(see topics)".
help-see-topics = see topics
help-more = More: `/help topic:`.

## Topic "game choices": what `/game new` offers (the names in values are the options' own).

help-choices = **Choices for `/game new`**: variant { $variants }; challenge rule { $rules }; computer level { $computer } (`/game add-bot`).
help-finish-line = **Finish Line**: `target:` ends the game when a player reaches it; with no target each player picks a level ({ $levels }) on `/game new` or `/game join` and plays to the rule book's score for it: 2 players { $two }, 3 players { $three }, 4 players { $four }. Whoever reaches their own score first wins.
help-turn-time = **Turn time**: `turn_time:` 30s to 7d for the game; `my_turn_time:` on `/game new` or `turn_time:` on `/game join` gives one player their own (a handicap). Each turn post counts down to the player's deadline; a move after it is refused and the turn passes.

## Topic "ratings and puzzles".

help-ratings = **Ratings**: Glicko-2 per server, lexicon, variant and pace (live: turns under an hour). Games are rated unless opened `rated:False` or with a computer; a game ended with `/game end` is not rated. A rating with a deviation over 110 is provisional (`?`).
help-daily-puzzle = **Daily puzzle**: one per server and UTC day, chosen for a clear single answer (the best play by equity leads the next by the widest gap); plays ranked by score; your first answer counts (retries are practice); the answer comes the next day.
help-practice = **Practice** (`/practice`): positions from your own finished games where you gave up the most equity (score plus the hard computer's value of the tiles you keep), missed bingos first; each is shown until answered; right answers in a row make your streak.

## Topic "tournaments and leagues": a title, then each command's sub-commands (their descriptions are the commands' own), then how leagues run.

help-events-title = **Tournaments and leagues** (moderators direct them; players join and play in threads)
help-leagues = **Leagues**: divisions cut by last season's finish (newcomers by rating), a round robin in each, a few games at a time; the top and bottom sixth move up and down.

## Topic "the dice game" (rule book 002).

help-dice-title = **The dice game** (`/game new variant:dice`): 12 letter dice on a 9x9 mat; first to 200 wins.
help-dice-first = - The roll for first play: each player rolls one die; nearest to A goes first, a blank beats any letter.
help-dice-turn = - Your turn: the bot draws up to 7 dice from the cup for you and rolls them; your roll comes by DM (`/rack` shows it). You have 60 seconds (unless the game set another `turn_time:`): play a word with `/play` or lose the turn.
help-dice-words = - Words go across or down, crossword fashion, scored with the mat's premiums (the star doubles the word); all 7 dice: +50. No exchanges.
help-dice-scrambled = - **Scrambled**: after each play, the letters that were on the mat at the start of your turn go back to the cup, except those in your new word. Only extend the word (no second word) and every die goes back: the next word starts on the star.
help-dice-challenges = - Challenges as in the classic game: a phony is taken back and its player loses the turn; a failed challenge costs the challenger their next turn.
help-dice-advanced = - `advanced:True`: your unused dice pass face up to the next player, who rolls only the new ones.

## Topic "blanks and blockers" (rule book 004).

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`): the classic game on a sheet with eight Blank squares (yellow `?`) and eight Blocker squares (`✖`).
help-blockers-blank = - Cover a Blank square: take a yellow blank from the pile of 12. It stays beside your seven tiles and plays like a blank (worth 0); play several in a turn if you like. A bingo needs all seven rack tiles: yellow blanks do not count toward them.
help-blockers-blocker = - Cover a Blocker square: take a blocker from the pile of 8. Put it on any empty square with `/blocker at:I8`, before your word or straight after it, on that turn or a later one; no tile may go on it.
help-blockers-empty-pile = - An empty pile gives nothing. A play challenged off gives back what it took, off the board if it was put down.
help-blockers-roles = - Roles (`role:` on `/game new` or `/game join`): `standard` takes both; `pro` plays by the classic rules and takes nothing; `intermediate` takes blanks, not blockers; `rookie` takes both and may play a tile on a blocker to make a word through it (the blocker goes back to the pile).

## Topic "surprise boards" (rule book 004); the presets are a list of names and pieces.

help-surprise-title = **Surprise** (`/game new variant:surprise board:`): the classic game on a board you design by laying some of the 9 two-sided 5x5 mini-boards on the classic board, overlapping if you like, as long as a star stays visible.
help-surprise-board = - `board:` lists pieces as NUMBER SIDE @ TOP-LEFT SQUARE, e.g. `3b@F6 7a@A1` (side `a`: classic premiums; side `b`: Wild, quadruple letter 4L, quadruple word 4W, stars); or a preset: { $presets }; or `surprise me` (the default) for a random board. The lobby shows the board.
help-surprise-star = - The first word may cover any star; every star doubles the word.
help-surprise-wild = - Cover a Wild square (yellow `?`): take a yellow blank from the pile of 12. It stays beside your seven tiles and plays like a blank; your own tan blanks are used first. A bingo needs all seven tan tiles; yellow blanks are never exchanged. A phony challenged off gives its yellow blanks back. Add `+10` to the board for the book's optional 10 points for a play that joins two stars' tiles.

## Topic "races and free for all" (rule book 004).

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 players, no scoring): the first player races down columns A to G, the second down I to O; column H is the gap between them.
help-race-first-word = - Your first word covers a space-station star on the top row; every later word connects to your own words, crossword fashion. Words are checked under the game's challenge rule.
help-race-earth = - The first player to put a tile on an EARTH square (bottom row) while making a word wins.
help-race-comet = - COMET: take a yellow blank, kept beside your seven tiles and played like a blank.
help-race-ufo = - UFO: draw the top card of the 30-card flying-saucer deck; the bot reads it out and does what it says (a yellow blank, a lost turn, or nothing). `cards:False` plays the shorter game without the deck. A play challenged off puts its cards and blanks back.
help-race-draw = - Six passes or exchanges in a row end a race nobody can move in as a draw.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` 3 to 10): tiles anywhere in the 9x9 centre, first on H8. Words read along adjacent tiles across, down or diagonally, no tile twice. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` scores up to three different words (face values, +50 for seven tiles), each using a new tile and together all of them; leave `words:` out for the best three. The post shows each word's squares.
