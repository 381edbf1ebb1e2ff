-- Divisions (issue 15): a tournament may split its players by rating into groups paired and
-- ranked on their own; 1 means one group (no divisions).
alter table tournaments
    add column divisions smallint not null default 1 check (divisions between 1 and 8);
-- Each player's division, set when the tournament starts (1 = the highest rated group).
alter table tournament_players
    add column division smallint not null default 1 check (division between 1 and 8);
