-- The language of an outbox row's posts, decided when the command writes the row (its server's
-- choice; null: the bot's default), so a delivery never works it out again. Rows still pending
-- from an older version get the language their delivery would have found.

alter table outbox add column language text;

update outbox o set language = (
    select s.language from servers s where s.guild_id = coalesce(
        (select guild_id from games where id = o.game_id),
        (select guild_id from tournaments where id = o.tournament_id),
        (select guild_id from tournaments where channel_id = o.channel_id limit 1),
        (select guild_id from leagues where channel_id = o.channel_id limit 1),
        (select guild_id from games where channel_id = o.channel_id order by id desc limit 1)))
where o.done_at is null;
