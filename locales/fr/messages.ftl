# Lexicord: what the bot says privately, French.

## Refus : ce qu'un joueur a demandé et que les règles ou la partie refusent. Rien n'a été modifié.

err-no-game-here = Il n'y a pas de partie dans ce salon. Lancez-en une avec `/game new`.
err-channel-has-game = Ce salon a déjà une partie. Terminez-la (ou demandez `/game end` à un modérateur) avant d'en commencer une autre.
err-not-a-player = Vous ne jouez pas dans cette partie.
err-not-started = La partie n'a pas encore commencé : `/game start` distribue les lettres.
err-already-started = La partie a déjà commencé.
err-already-joined = Vous êtes déjà dans cette partie.
err-game-full = La partie est complète ({ $players } joueurs).
err-not-enough-players = Une partie se joue à 2, 3 ou 4 joueurs (places prises pour l'instant : { $seated }). Invitez quelqu'un à rejoindre avec `/game join`, ou ajoutez un joueur ordinateur avec `/game add-bot`.
err-not-allowed-to-end = Une partie ne peut être terminée que par un modérateur, ou par tous les joueurs ensemble.
err-not-a-moderator = Seul un modérateur peut modifier les réglages du serveur.
err-bad-tiles = Je n'ai pas pu lire les lettres { $tiles } : tapez les lettres de votre chevalet, et ? pour un joker (par exemple `AEI?`).
err-unknown-lexicon = Ce bot n'a pas de lexique { $name }. Disponibles : { $available }.
err-bad-square = `{ $square }` n'est pas une case : écrivez sa colonne et sa rangée, par ex. I8.
err-no-such-game = Il n'y a pas de partie #{ $game }.
err-panel-out-of-date = Ce panneau n'est plus à jour : la partie a avancé depuis son affichage. Rien n'a été modifié.
err-words-during-game = Vous avez une partie en cours sur ce serveur ({ $channel }), et le règlement n'autorise le dictionnaire que pour les contestations : `/word` vous répondra de nouveau quand vos parties ici seront terminées. Un modérateur peut l'autoriser pendant les parties avec `/settings server words_in_games:True`.
err-game-not-over = Cette partie n'est pas finie : son analyse viendra quand elle sera terminée.
err-replay-before-end = Cette partie n'est pas finie : son replay viendra quand elle sera terminée.
err-time-ran-out = Votre temps s'est écoulé { $when } : le tour passe au joueur suivant dans un instant, et votre coup n'a pas été joué.
err-not-your-review = Sur ce serveur, seuls les joueurs d'une partie peuvent l'analyser (un modérateur peut ouvrir les analyses à tout le monde avec `/settings server reviews:anyone`).
err-puzzle-needs-server = Les énigmes appartiennent à un serveur : il n'y en a pas en MP. Utilisez `/puzzle show` dans un salon d'un serveur où se trouve le bot.
err-no-puzzle-yet = Il n'y a pas encore d'énigme sur ce serveur aujourd'hui : `/puzzle show` la fait paraître, puis répondez-y.
err-no-practice-position = Vous n'avez pas de position d'entraînement à résoudre : `/practice` affiche la suivante, puis répondez avec `/practice word: at:`.
err-practice-needs-both = Pour répondre à votre position d'entraînement, donnez `word:` et `at:`, écrits comme pour `/play` ; `/practice` seul affiche la position.
err-other-languages-tiles = Les listes de mots des autres langues se jouent en parties classic, nine-tile et Finish Line : choisissez l'une de ces variantes, ou une liste de mots anglaise.
err-internal = Désolé, quelque chose s'est mal passé de notre côté (identifiant d'erreur `{ $id }`).

## Conseils ajoutés à un refus quand l'erreur venait de la façon d'écrire un coup ou ses lettres.

hint-write-play = Indiquez la case puis le mot : `/play word:HORN at:8F` se place à l'horizontale depuis la rangée 8, colonne F ; `at:F8` se place à la verticale. Une minuscule est un joker ; les lettres déjà sur le plateau se tapent telles quelles (ou `.`).
hint-rack = `/rack` affiche vos lettres ; tapez `?` ou une minuscule pour un joker.

## Avant la partie : ce qu'on répond au joueur qui a fait la demande.

game-opened = Votre partie #{ $game } est ouverte.
game-joined = Vous avez rejoint la partie.
game-left = Vous avez quitté la partie.
game-computer-seated = Le joueur ordinateur a pris place.
game-resigned = Vous avez abandonné.
game-ended = La partie est terminée.
game-vote-counted = Votre vote est pris en compte.
game-started = La partie a commencé.

## Après un tour : ce qu'on dit au joueur qui a joué, en plus de ce qu'il a fait.

done = C'est fait.
done-what = C'est fait : { $what }.
board-coming = Le plateau va être publié dans le salon dans un instant.
start-coming = Le tirage au sort et le plateau vont être publiés dans le salon dans un instant.
new-rack-sent = Votre nouveau chevalet est dans vos MP.
new-rack-dms-closed = Vos MP sont fermés, alors voici votre nouveau chevalet : `{ $tiles }`.
new-rack-by-command = Utilisez `/rack` pour voir votre nouveau chevalet.
new-rack-delayed = Votre nouveau chevalet va arriver en MP dans un instant (ou utilisez `/rack`).
rack-sent = Votre chevalet est dans vos MP.
rack-dms-closed = Vos MP sont fermés, alors voici votre chevalet : `{ $tiles }`.
rack-by-command = Utilisez `/rack` pour voir votre chevalet.
rack-delayed = Votre chevalet va arriver en MP dans un instant (ou utilisez `/rack`).

## Ajouts après le premier catalogue.

notice-coming = Le salon en sera informé dans un instant.
challenge-upheld = Votre contestation du coup joué par { $player } a réussi : { $outcome }.
challenge-failed = Votre contestation du coup joué par { $player } a échoué : { $outcome }.
