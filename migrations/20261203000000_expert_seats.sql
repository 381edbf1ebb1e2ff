-- The expert computer level (issue 30) is a level a seat may hold: the first schema allowed only
-- easy, medium and hard, so adding an expert to a game failed at the database.
alter table seats drop constraint seats_bot_level_check;
alter table seats
    add constraint seats_bot_level_check check (bot_level in ('easy', 'medium', 'hard', 'expert'));
