# Lexicord : tournois et ligues, en français. Mêmes messages, mêmes valeurs, que le fichier anglais.

## Classement : la réponse en texte et l'image du tableau.

tournament-standings-heading-final = **{ $name }** : classement final après la ronde { $after } sur { $rounds }
tournament-standings-heading-before = **{ $name }** : classement avant la fin de la première ronde
tournament-standings-heading = **{ $name }** : classement après la ronde { $after } sur { $rounds }
tournament-standings-subtitle-final = Classement final après la ronde { $after } sur { $rounds }
tournament-standings-subtitle-before = Classement avant la fin de la première ronde
tournament-standings-subtitle = Classement après la ronde { $after } sur { $rounds }
tournament-division = __Division { $division }__
tournament-standings-line = { $rank }. { $player } { $wins }-{ $losses } { $spread }
tournament-standings-line-withdrawn = { $rank }. { $player } { $wins }-{ $losses } { $spread } (retiré)
tournament-standings-line-left = { $rank }. { $player } { $wins }-{ $losses } { $spread }, encore { $left }
tournament-column-division = Div
tournament-column-player = Joueur
tournament-column-record = V-D
tournament-column-spread = Écart
tournament-column-left = Reste
tournament-table-withdrawn = { $player } (retiré)

## Appariements : une table en une ligne, les appariements d'une ronde en texte et en image, et les
## tables d'un joueur (`/games`).

tournament-board-game = { $first } contre { $second }
tournament-board-game-thread = { $first } contre { $second } dans { $thread }
tournament-board-withdrawn = { $player } : retiré
tournament-board-bye = { $player } : exempt
tournament-board-score = { $board } : { $score }-{ $other }
tournament-board-score-deadline = { $board } : { $score }-{ $other } (réglé à l'échéance)
tournament-board-score-director = { $board } : { $score }-{ $other } (saisi par l'arbitre)
tournament-board-score-forfeit = { $board } : { $score }-{ $other } (forfait)
tournament-pairings-heading = **{ $name }** : ronde { $round } sur { $rounds }
tournament-pairings-subtitle = Appariements de la ronde { $round } sur { $rounds } (le premier joueur commence)
tournament-column-first = Premier
tournament-column-second = Second
tournament-column-result = Résultat
tournament-table-bye = exempt
tournament-my-boards-title = **Vos appariements de tournoi**
tournament-my-board = { $tournament } ronde { $round } : { $game }
tournament-my-board-opponent = contre { $opponent }
tournament-my-board-opponent-thread = contre { $opponent } dans { $thread }
tournament-my-board-bye = exempt
tournament-my-board-spread = { $board } ({ $spread })
tournament-my-board-to-play = { $board } (à jouer)

## Le résumé d'un tournoi, sous chaque réponse à une commande d'un arbitre ou d'un joueur.

tournament-summary = **{ $name }** ({ $state }) : { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} ({ $schedule }), dont { $paired } appariées ; { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.
tournament-state-registration = inscriptions ouvertes
tournament-state-closed = inscriptions closes
tournament-state-running = en cours
tournament-state-paused = suspendu
tournament-state-finished = terminé

## Ce qu'on répond à l'arbitre ou au joueur qui a lancé une commande `/tournament`.

tournament-created = Votre tournoi est ouvert aux inscriptions.
tournament-joined = Vous êtes inscrit.
tournament-left = Vous n'êtes plus inscrit.
tournament-player-added = { $player } est inscrit.
tournament-player-removed = { $player } est retiré.
tournament-registration-closed = Les inscriptions sont closes.
tournament-started = Le tournoi a commencé : la ronde 1 est en cours d'appariement.
tournament-result-recorded = Le résultat est enregistré.
tournament-round-paired = La ronde est appariée : ses parties s'ouvrent dans des fils.
tournament-paused = Le tournoi est suspendu.
tournament-resumed = Le tournoi a repris.
tournament-ended = Le tournoi est terminé ; le classement final suit.
tournament-export = Le tournoi en fichier `.t` de tsh et en CSV.
tournament-export-divisions = Le tournoi en fichier `.t` de tsh, un fichier `.t` par division (a, b, ...) et en CSV.
tournament-pairing-not-a-mention = { $word } n'est pas une mention de joueur (tapez @ et choisissez le joueur)
tournament-pairing-unreadable = { $part } n'est ni deux joueurs ni un joueur et `bye`

## Messages d'un tournoi dans le salon : dits dans la langue du serveur.

tournament-post-open = 🏆 Les inscriptions à **{ $name }** sont ouvertes : `/tournament join` pour jouer, `/tournament leave` pour se retirer.
tournament-post-closed = 🏆 Les inscriptions à **{ $name }** sont closes.
tournament-post-running = 🏆 **{ $name }** a commencé : les appariements suivent.
tournament-post-paused = ⏸️ **{ $name }** est suspendu : rien n'est apparié ni réglé avant qu'un arbitre le reprenne.
tournament-post-ended-early = 🏁 **{ $name }** a été terminé plus tôt par un arbitre.
tournament-post-over = 🏁 **{ $name }** est terminé.
tournament-post-joined = { $player } a rejoint **{ $name }** ({ $count ->
    [one] { $count } inscrit
   *[other] { $count } inscrits
}).
tournament-post-left = { $player } a quitté **{ $name }** ({ $count ->
    [one] { $count } inscrit
   *[other] { $count } inscrits
}).
tournament-post-pairings = 📋 **{ $name }**, ronde { $round } sur { $rounds } : les résultats sont attendus { $when }.
tournament-post-board-opened = 🏆 **{ $name }**, ronde { $round } : { $first } contre { $second }. { $starter } commence ; la partie doit se terminer { $when } (sinon le joueur au trait perd par forfait).
tournament-post-forfeit = ⏰ Ronde { $round } : { $player } perd par forfait. { $board }
tournament-post-settled = ✍️ Ronde { $round } : { $board }
tournament-post-thread-waiting = ⚠️ **{ $name }**, ronde { $round } : la partie { $board } (table #{ $id }) ne peut pas encore s'ouvrir : { $why }. Je continue d'essayer.
tournament-thread-refused = Discord ne me laisse pas créer de fils ici (il me faut les permissions Créer des fils publics et Envoyer des messages dans les fils dans ce salon)
tournament-thread-failed = Discord a répondu par une erreur quand j'ai essayé de créer son fil
tournament-thread-clock-waits = Sa pendule démarre à l'ouverture de son fil : l'échéance de la ronde ne la règle pas avant.
tournament-post-awaiting-director = 📋 **{ $name }** : la ronde { $round } attend le `/tournament pair` d'un arbitre.

## Saisons de ligue : les messages du salon au début et à la fin d'une saison.

league-post-season-started = 🏅 **{ $league }**, la saison { $season } a commencé : un toutes-rondes dans chaque division, { $games } parties à la fois par joueur, dans des fils de ce salon. Elle se termine { $when } ; une partie encore en cours à ce moment est perdue par forfait par le joueur au trait.
league-division = __Division { $division }__ : { $players }
league-post-season-over = 🏅 **{ $league }**, la saison { $season } est terminée.
league-final-promoted = { $rank }. { $player } ⬆️ promu
league-final-relegated = { $rank }. { $player } ⬇️ relégué
league-final-stays = { $rank }. { $player }
league-post-next-season = Tout le monde passe à la saison { $next } (`/league leave` pour la sauter ; `/league join` pour les nouveaux) ; un modérateur la lance avec `/league start`.

## Ce qu'on répond au joueur ou au modérateur qui a lancé une commande `/league`, et le résumé de la ligue.

league-created = Votre ligue est ouverte : la saison 1 prend les inscriptions.
league-joined = Vous êtes inscrit pour la saison { $season }.
league-left = Vous n'êtes plus inscrit pour la saison { $season }.
league-started = La saison { $season } a commencé : ses premières parties s'ouvrent dans des fils.
league-no-season-yet = Aucune saison n'a encore commencé : un modérateur en lance une avec `/league start`.
league-summary = **{ $name }** : la saison { $registering } prend les inscriptions (`/league join`).
league-summary-playing = **{ $name }** : la saison { $playing } est en cours (`/league standings`) ; la saison { $registering } prend les inscriptions (`/league join`).
league-summary-settings = Saisons de { $days } jours, divisions de { $size } joueurs au plus, { $games } parties à la fois par joueur, { $movers } qui montent et descendent par division ; { $variant } avec { $lexicon }, { $time } par tour.
league-movers-default = un sur six
league-registered = Inscrits ({ $count }) : { $players }
league-registered-nobody = personne pour l'instant
league-player-division = { $player } (div { $division })
