-- A game's tile set (issue 29): the language edition whose tiles its bag holds, chosen with its
-- word list when the game is opened and kept with the game, so that a change to the bot's
-- configuration never changes the tiles of a game already played.
alter table games add column tiles text not null default 'english';
