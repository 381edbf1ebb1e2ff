# Lexicord: refusals worded by the rules of the variants, the settings, the word tools and the
# tournaments, English (the reference). Each is said privately to the player who asked; nothing
# was changed. Values in { $name } are put in by the bot; names come in as plain text. Messages
# that start in lower case are parts of a sentence: the bot adds the capital and the full stop.

## Where a variant's own pieces refuse a play.

rule-unknown-player = there is no player { $player } in this game
rule-blocked = { $square } has a blocker on it: no tile can be played there
rule-no-blocker = you hold no blocker: cover a Blocker square to take one
rule-role-takes-no-blockers = the { $role } role takes no blockers: only rookies and standard players do
rule-blocker-off-board = a blocker goes on an empty square of the board
rule-blocker-on-filled-square = { $square } is not empty: a blocker goes on an empty square
rule-closed-square = no tile can go on { $square }: it is the line between the two sides
rule-off-your-side = { $square } is on your opponent's side: your words stay on your own side, columns { $side }
rule-first-word-off-station = your first word must cover a square of your space station on the top row
rule-not-connected-to-your-side = your word must connect to a word you have played on your side
rule-yellow-blank-kept = yellow blanks are kept beside your rack and cannot be exchanged
rule-no-exchange-with-dice = the dice game has no exchanges: play a word or pass

## Free for All: tiles placed anywhere, words read along paths.

paths-outside-area = { $square } is outside the 9x9 area in the middle of the board (D4 to L12)
paths-first-play-off-centre = the first play must cover the centre square H8
paths-first-play-too-short = the first play needs at least two tiles
paths-not-touching = the play must touch a tile already on the board (across, down or diagonally)
paths-too-many-words = name at most three words
paths-same-word-twice = name each word once
paths-no-words = name at least one word, or ask for the best three
paths-cannot-read = { $word } cannot be read along adjacent tiles through a tile you played
paths-tile-left-out = your words leave the tile on { $square } out: every tile you play must be in one of them
paths-no-word-through = no words of two letters or more go through the tiles you played
paths-not-a-word = { $word } is not a word
paths-not-a-tile = { $token } is not a tile: write each as SQUARE=LETTER, e.g. H8=D (lower case for a blank)
paths-no-tiles = name the tiles you place, e.g. `/place tiles:H8=D I8=O`

## A variant's options, and what a variant does not have.

variant-bad-target = { $given } is not a Finish Line target: choose a score from { $min } to { $max }
variant-target-without-finish-line = only Finish Line has a target score
variant-advanced-without-dice = advanced play is an option of the dice game only
variant-design-without-surprise = a board design is for Surprise games only
variant-cards-without-hyper-race = the card deck is an option of Hyper-Race only
variant-rounds-without-free-for-all = rounds are an option of Free for All only
variant-bad-rounds = { $given } rounds: Free for All lasts { $min } to { $max } rounds
design-unreadable = { $given } is not a mini-board: write NUMBER SIDE @ SQUARE, e.g. 3b@F6 (boards 1 to 9, side a classic or b new, the top-left square; +10 for the stars bonus), or a preset: { $presets }
design-twice = mini-board { $board } is laid twice: there is one of each
design-off-board = a mini-board at { $square } would hang off the board: its top-left square goes from A1 to K11
design-empty = lay at least one mini-board
design-no-star = no star is visible: at least one must be, to start on
feature-review-dice = The dice game has no review: its mat is scrambled after every play and each roll is new, so there is no best play to compare with.
feature-review-race = A race has no review: without points there is no best play by score to compare with.
feature-review-paths = A Free for All game has no review: its words run along paths the review's move list does not know.
feature-review = This game has no review.
feature-gcg-paths = A Free for All game has no GCG record: its words run along paths a GCG file cannot write.
feature-gcg = This game has no GCG record.
feature-line-plays = In Free for All, place tiles with `/place tiles: words:`.
feature-path-plays = `/place` is for Free for All games: use `/play` here.
feature-puzzles = Puzzles come from classic games only.
feature-roles = A role (pro, rookie, intermediate) is chosen only in Blanks & Blockers: variant blanks-blockers.
feature-levels = A level is chosen only in Finish Line by level: variant finish-line with no target, where each player plays to their level's score.
feature-exchanges = This game has no exchanges.
feature-blockers = This game has no blockers.
feature-timed-turns = This game has no turn timer of its own.
feature-board-design = a board design is for Surprise games only

## Names chosen from a list: "{ $given } is not a ...: choose { $valid }".

unknown-value = { $given } is not a value: choose { $valid }
unknown-variant = { $given } is not a variant: choose { $valid }
unknown-free-for-all-rounds = { $given } is not a variant: choose free-for-all or free-for-all-N (N rounds)
unknown-finish-line-target = { $given } is not a variant: choose classic, nine-tile or finish-line-N (N points to win)
unknown-challenge-rule = { $given } is not a challenge rule: choose { $valid }
unknown-level = { $given } is not a level: choose { $valid }
unknown-role = { $given } is not a role: choose { $valid }
unknown-computer-level = { $given } is not a computer level: choose { $valid }
unknown-language = { $given } is not a language: choose { $valid }
unknown-rack-delivery = { $given } is not a rack delivery: choose { $valid }
unknown-review-access = { $given } is not a review access: choose { $valid }
unknown-pace = { $given } is not a pace: choose { $valid }
unknown-pairing-method = { $given } is not a pairing method: choose { $valid }
unknown-end-convention = { $given } is not a end-of-game convention: choose { $valid }
unknown-move-kind = { $given } is not a move kind: choose { $valid }

## The word tools: how letters, blanks and sets are typed.

query-empty = nothing to look up: give some letters
query-not-a-letter = '{ $found }' is not a letter
query-not-a-tile = '{ $found }' is not a letter or `?` (a blank)
query-not-in-pattern = '{ $found }' is not a letter, `?`, `*` or `[...]`
query-too-long = { $len } is too many: at most { $max } letters
query-too-many-blanks = { $count } blanks (`?`) are too many: at most { $max }
query-unclosed-set = a `[` has no closing `]`
query-empty-set = `[]` must hold at least one letter
query-unopened-set = a `]` has no opening `[`

## A game's settings: the turn timer, the seats and the clock.

setting-turn-limit = The turn time limit must be between 30 seconds and 7 days.
setting-player-count = A game has 2 to 4 players.
setting-players-of-variant = { $variant } is a game for { $most } players: choose 1 opponent.
setting-reminder-points = Reminder points are percentages of the turn time, from 1 to 99.
setting-too-many-reminders = A turn can have at most { $most } reminders.
setting-missed-turns = Players forfeit after 1 to { $most } missed turns in a row.
setting-time-bank = The time bank must be between none and 30 days.
setting-turn-limit-unreadable = { $given } is not a duration like 24h, 90m, 3d or 30s.
setting-turn-limit-outside = { $given } is outside 30s to 7d.

## Other refusals of the bot itself.

err-use-slash-commands = Use the slash commands.
err-button-game-over = Game #{ $game } is over: this button no longer does anything.
err-puzzle-tiles = { $reason }: today's puzzle rack is `{ $rack }`
err-practice-tiles = { $reason }: your practice rack is `{ $rack }`

## Tournaments and leagues: what a player or a director is refused.

event-no-tournament-here = There is no tournament in this channel. A director opens one with `/tournament create`.
event-channel-has-tournament = This channel already has a tournament. It must finish (or a director `/tournament end`s it) before another opens here.
event-not-a-director = Only the tournament's director (a moderator of this server) can do that.
event-registration-closed = Registration is closed.
event-already-registered = You are already registered.
event-player-already-registered = { $player } is already registered.
event-not-registered = You are not registered in this tournament.
event-no-such-player = That player is not in this tournament.
event-already-started = The tournament has already started.
event-not-started = The tournament has not started yet.
event-finished = The tournament is over.
event-paused = The tournament is paused: a director resumes it with `/tournament resume`.
event-not-paused = The tournament is not paused.
event-too-few-players = A tournament needs at least 2 players: { $registered } registered so far.
event-too-few-for-divisions = { $divisions } divisions need at least { $needed } players (2 a division): { $registered } registered so far.
event-no-such-round = Round { $round } is not paired yet.
event-no-such-board = There is no board of { $player } in round { $round }.
event-bye-has-no-scores = That is a bye: its result is the bye spread.
event-round-not-complete = Round { $round } is still being played: every result must be in (or entered with `/tournament result`) before the next is paired.
event-all-rounds-paired = Every round is paired already ({ $rounds } rounds).
event-round-started = Round { $round } has started (a move was played): only a round nobody has moved in can be re-paired.
event-not-latest-round = Round { $round } is not the latest round; only the latest can be re-paired.
event-bad-pairings = Those pairings do not work: { $reason }.
event-too-many-repeats = { $first } and { $second } would meet more than the { $most } time(s) this tournament allows.
event-already-withdrawn = The player is already withdrawn.
event-no-league-here = There is no league in this channel. A moderator opens one with `/league create`.
event-channel-has-league = This channel already has a league.
event-already-in-league = You are already registered for season { $season }.
event-not-in-league = You are not registered for season { $season }.
event-season-being-played = Season { $season } is still being played: the next starts when it is over.
event-too-few-for-season = A season needs at least 2 players: { $registered } registered so far.

## A tournament's or a league's settings.

event-tournament-needs-server = Tournaments run on a server, not in DMs.
event-league-needs-server = Leagues run on a server, not in DMs.
event-rounds = A tournament has 1 to 40 rounds.
event-schedule = The pairing schedule: { $reason }.
event-round-length = A round lasts between 1 hour and 30 days.
event-repeats = The maximum number of repeats is 0 to 40.
event-divisions = A tournament has 1 to { $most } divisions.
event-spreads = The bye spread is 0 to 500 and the forfeit spread -500 to 0.
event-tournament-name-controls = A tournament name cannot hold control characters.
event-league-name-controls = A league name cannot hold control characters.
event-tournament-name-invisible = A tournament name needs at least one visible character.
event-league-name-invisible = A league name needs at least one visible character.
event-name-length = The name must be 1 to 60 characters on one line, without ; or #.
event-turn-limit = The turn time limit must be between 1 hour and 7 days.
event-season-length = A season lasts 1 to 180 days.
event-division-size = A division holds 2 to 32 players.
event-games-at-once = A player has 1 to 10 games going at once.
event-movers = 0 to 16 players go up and down per division.

## Why a schedule cannot be read, or a round cannot be paired (parts of a sentence).

schedule-count = { $given } is not a repeat count: write it as `2x swiss`
schedule-too-long = the schedule lists { $listed } rounds, more than the event's { $rounds }
schedule-empty = the schedule is empty: name at least one pairing method
pairing-by-hand = this round is paired by hand
pairing-different-divisions = { $first } and { $second } play in different divisions
pairing-not-in-event = manual pairings: { $player } is not in the event
pairing-paired-twice = manual pairings: { $player } is paired more than once
pairing-not-paired = manual pairings: { $player } is not paired
pairing-too-many-repeats = { $first } and { $second } would meet more than the { $most } time(s) this event allows
pairing-no-players = there are no players
pairing-round-robin-complete = the round robin is complete after { $rounds } rounds
pairing-fontes-even-rounds = initial Fontes needs an odd number of rounds, not { $rounds }
pairing-fontes-over = initial Fontes pairs only the first { $rounds } rounds, not round { $round }
pairing-fontes-too-few = initial Fontes over { $rounds } rounds needs at least { $needed } players, not { $players }
pairing-manual-unknown = manual pairings: player { $player } is not in the event
pairing-manual-twice = manual pairings: player { $player } is paired more than once
pairing-manual-missing = manual pairings: player { $player } is not paired
