-- Ratings (issue 16): one Glicko-2 rating per player, per server and per pool (lexicon,
-- variant, pace). A game counts when it is rated, every seat is a person, and it finished.

-- A lobby may be opened unrated; computer seats make a game unrated whatever this says.
alter table games add column rated boolean not null default true;

create table ratings (
    -- 0 for games outside a server
    guild_id bigint not null,
    user_id bigint not null references players (user_id),
    lexicon text not null,
    variant text not null,
    pace text not null check (pace in ('live', 'correspondence')),
    rating double precision not null,
    deviation double precision not null,
    volatility double precision not null,
    games integer not null default 0,
    -- the end of the last rated game: the deviation grows from here
    rated_at timestamptz not null,
    primary key (guild_id, lexicon, variant, pace, user_id)
);

create index ratings_by_player on ratings (guild_id, user_id);

-- Every rating after every rated game, for history charts; one row per game and player, so a
-- game is never rated twice.
create table rating_history (
    game_id bigint not null references games (id) on delete cascade,
    user_id bigint not null references players (user_id),
    guild_id bigint not null,
    lexicon text not null,
    variant text not null,
    pace text not null check (pace in ('live', 'correspondence')),
    rating double precision not null,
    deviation double precision not null,
    rated_at timestamptz not null,
    primary key (game_id, user_id)
);

create index rating_history_by_player on rating_history (guild_id, user_id, rated_at);
