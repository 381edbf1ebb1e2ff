-- Leagues (issue 16): correspondence seasons in a channel. A season's games are one tournament
-- (a round robin per division, every round paired at the start, a few games open at a time per
-- player); at its end the top of each division goes up, the bottom goes down, and the next
-- season opens for registration with every player carried over.

create table leagues (
    id bigserial primary key,
    guild_id bigint not null,
    -- one league per channel: its seasons' games are threads of it
    channel_id bigint not null unique,
    name text not null,
    created_by bigint not null,
    season_days smallint not null check (season_days between 1 and 180),
    -- most players in a division: a season has ceil(players / size) divisions
    division_size smallint not null check (division_size between 2 and 32),
    -- games a player has open at once
    games_at_once smallint not null check (games_at_once between 1 and 10),
    -- promoted and relegated per division; null: one in six rounded up
    movers smallint check (movers between 0 and 16),
    variant text not null default 'classic',
    lexicon text not null,
    challenge_rule text not null
        check (challenge_rule in ('void', 'double', 'single', '5pt', '10pt')),
    turn_time_limit_secs integer not null check (turn_time_limit_secs between 3600 and 604800),
    created_at timestamptz not null default now()
);

create table league_seasons (
    league_id bigint not null references leagues (id) on delete cascade,
    -- 1-based
    season integer not null check (season >= 1),
    -- the season's games, once started (null while registration is open)
    tournament_id bigint references tournaments (id),
    primary key (league_id, season)
);

create unique index league_seasons_tournament on league_seasons (tournament_id)
    where tournament_id is not null;

create table league_entries (
    league_id bigint not null,
    season integer not null,
    user_id bigint not null references players (user_id),
    -- where the last season put the player (division, then order within it, smaller first);
    -- null for a newcomer, placed by rating
    placed_division smallint,
    placed_key integer,
    -- sign-up order
    joined_at timestamptz not null default now(),
    primary key (league_id, season, user_id),
    foreign key (league_id, season) references league_seasons (league_id, season)
        on delete cascade
);

-- A league season is a tournament whose rounds are all paired at the start and whose games open
-- a few at a time per player (null: an ordinary tournament, one round at a time).
alter table tournaments
    add column games_at_once smallint check (games_at_once between 1 and 10);
-- When the board's thread was asked for (a league opens boards as players free up).
alter table tournament_boards add column opened_at timestamptz;
-- A season's games may last up to 180 days (an ordinary round up to 30).
alter table tournaments drop constraint tournaments_round_secs_check;
alter table tournaments
    add constraint tournaments_round_secs_check check (round_secs between 3600 and 15552000);
