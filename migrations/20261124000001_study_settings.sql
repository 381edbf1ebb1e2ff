-- Study tools a server's moderators control: whether `/word` answers players who have a game in
-- progress on the server (the rule books keep the dictionary for challenges), and who may ask
-- for the review of a finished game (its players, or anyone).

alter table servers
    add column words_in_games boolean not null default false,
    add column review_access text not null default 'players'
        check (review_access in ('players', 'anyone'));
