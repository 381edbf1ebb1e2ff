-- Daily puzzles (issue 17): one "find the best play" position per server and UTC day, and each
-- player's first answer to it (the one that counts for the solvers' leaderboard and streaks).

create table puzzles (
    id bigserial primary key,
    guild_id bigint not null,
    -- the UTC day the puzzle is for
    day date not null,
    variant text not null,
    lexicon text not null,
    -- the position as one CGP line: the board, the rack to find a play for, every player's score
    -- (the player to move first)
    position text not null,
    bag_count smallint not null,
    -- a turn of a finished game of the server (game and index in its history), or self-play
    source text not null check (source in ('game', 'self-play')),
    source_game_id bigint references games (id) on delete set null,
    source_turn integer,
    -- the answer: the top score, every play that makes it (one a line), how many legal plays
    best_score integer not null,
    best_plays text not null,
    play_count integer not null,
    created_at timestamptz not null,
    -- two processes asked for the same server's puzzle at once: the first insert wins
    unique (guild_id, day),
    check ((source = 'game') = (source_turn is not null))
);

create table puzzle_answers (
    puzzle_id bigint not null references puzzles (id) on delete cascade,
    user_id bigint not null,
    display_name text not null,
    -- the play as typed back: `8H WORD`
    play text not null,
    score integer not null,
    -- 1 + how many legal plays score more
    rank integer not null,
    best boolean not null,
    interaction_id bigint,
    answered_at timestamptz not null,
    primary key (puzzle_id, user_id)
);

create index puzzle_answers_by_user on puzzle_answers (user_id);
