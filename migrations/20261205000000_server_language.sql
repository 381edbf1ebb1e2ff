-- The language of a server's channel posts (turn reports, lobbies, reminders), chosen by its
-- moderators with `/settings server language:`; private answers follow each user's own
-- Discord language instead. Stored by the language's English name, as `kinds::Language` names it.

alter table servers
    add column language text not null default 'english'
        check (language in ('english', 'french', 'german', 'spanish', 'italian', 'dutch',
                            'portuguese', 'polish', 'norwegian', 'swedish', 'catalan'));
