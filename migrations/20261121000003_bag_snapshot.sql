-- The tiles left in the bag, kept with the other snapshot columns after every command, so the
-- tile-conservation check before commit covers what is stored (the move log stays the truth).
alter table games add column bag text not null default '';
