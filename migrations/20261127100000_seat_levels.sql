-- Live play and handicaps (issue 14). Finish Line by level (rule book 003): each seat's level
-- sets the score it plays to (null for games without levels; reads as intermediate). Turn time
-- limits now run from 30 seconds (the dice game's sand timer) to 7 days, per game and per seat
-- (a seat's own limit, null for the game's: "a limited amount of time" for experienced players,
-- "as much time as they need" for new ones).
alter table seats add column level text check (level in ('beginner', 'intermediate', 'expert'));
alter table seats
    add column turn_time_limit_secs integer check (turn_time_limit_secs between 30 and 604800);
alter table servers drop constraint servers_turn_time_limit_secs_check;
alter table servers
    add constraint servers_turn_time_limit_secs_check
    check (turn_time_limit_secs between 30 and 604800);
