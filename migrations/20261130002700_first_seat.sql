-- The seat that plays first when it was decided before the game (a tournament pairing's first
-- player), instead of by the draw for first play; null: the draw decides (issue 27). The game is
-- rebuilt from its seed with it, so it never changes once the game started.
alter table games
    add column first_seat smallint check (first_seat between 0 and 3);
