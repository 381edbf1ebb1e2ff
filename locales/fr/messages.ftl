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
err-word-list-gone = La liste de mots de cette partie ({ $lexicon }), telle qu'elle était au début de la partie, n'est plus sur le bot : aucun coup, échange ou contestation ne peut être vérifié. L'opérateur du bot peut remettre la liste ; un modérateur peut terminer la partie avec `/game end`.
err-bad-square = `{ $square }` n'est pas une case : écrivez sa colonne et sa rangée, par ex. I8.
err-no-such-game = Il n'y a pas de partie #{ $game }.
err-panel-out-of-date = Ce panneau n'est plus à jour : la partie a avancé depuis son affichage. Rien n'a été modifié.
err-words-during-game = Vous avez une partie en cours sur ce serveur ({ $channel }), et le règlement n'autorise le dictionnaire que pour les contestations : `/word` vous répondra de nouveau quand vos parties ici seront terminées. Un modérateur peut l'autoriser pendant les parties avec `/settings server words_in_games:True`.
err-game-not-over = Cette partie n'est pas finie : son analyse viendra quand elle sera terminée.
err-replay-before-end = Cette partie n'est pas finie : sa rediffusion viendra quand elle sera terminée.
err-time-ran-out = Votre temps s'est écoulé { $when } : le tour passe au joueur suivant dans un instant, et votre coup n'a pas été joué.
err-not-your-review = Sur ce serveur, seuls les joueurs d'une partie peuvent l'analyser (un modérateur peut ouvrir les analyses à tout le monde avec `/settings server reviews:anyone`).
err-puzzle-needs-server = Les énigmes appartiennent à un serveur : il n'y en a pas en MP. Utilisez `/puzzle show` dans un salon d'un serveur où se trouve le bot.
err-no-puzzle-yet = Il n'y a pas encore d'énigme sur ce serveur aujourd'hui : `/puzzle show` la fait paraître, puis répondez-y.
err-no-practice-position = Vous n'avez pas de position d'entraînement à résoudre : `/practice` affiche la suivante, puis répondez avec `/practice word: at:`.
err-practice-needs-both = Pour répondre à votre position d'entraînement, donnez `word:` et `at:`, écrits comme pour `/play` ; `/practice` seul affiche la position.
err-other-languages-tiles = Les listes de mots des autres langues se jouent en parties classic, nine-tile et Finish Line : choisissez l'une de ces variantes, ou une liste de mots anglaise.
err-internal = Désolé, quelque chose s'est mal passé de notre côté (identifiant d'erreur `{ $id }`).
err-unreadable-input = Je n'ai pas pu lire { $input }. Essayez `/help`.
err-unreadable-command = Je n'ai pas pu lire cette commande. Essayez `/help`.
surprise-random-boards = un à quatre mini-plateaux au hasard

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
board-coming-by-dm = Le plateau va être envoyé à chaque joueur en MP dans un instant.
start-coming-by-dm = Le tirage au sort et le plateau vont être envoyés à chaque joueur en MP dans un instant.
board-sent-by-dm = Le plateau a été envoyé à chaque joueur en MP.
start-sent-by-dm = Le tirage au sort et le plateau ont été envoyés à chaque joueur en MP.
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

## Messages publiés dans les salons : dits dans la langue du serveur (`/settings server language:`). Les noms
## arrivent échappés, les mentions sous la forme `<@id>`, les heures comme horodatages Discord (`<t:...:R>`).

post-total = total { $total }
post-your-turn = { $player }, à vous de jouer.
post-final-challenge = { $player } : le dernier coup termine la partie. Contestez-le avec `/challenge`, ou acceptez-le avec `/pass`.
post-time-runs-out = Le temps sera écoulé { $when }.
post-game-over = **Partie terminée.**
post-timed-out = { $player } n'a pas joué à temps : le tour passe au joueur suivant (tours manqués d'affilée : { $missed } sur { $limit } autorisés).
post-timed-out-forfeits = { $player } a dépassé le temps { $missed } fois d'affilée et perd la partie par forfait.
standing-resigned = (abandon)
standing-before = ({ $score } avant le décompte des lettres restantes)
standing-draw = (égalité)
standing-wins = (victoire)
turn-play = { $word } en { $at } pour { $score }
turn-play-bingo = { $word } en { $at } pour { $score } (scrabble +{ $bingo })
turn-exchange = échange de { $tiles ->
    [one] { $tiles } lettre
   *[other] { $tiles } lettres
}
turn-pass = tour passé
turn-time-out = temps écoulé ; le tour passe au suivant
turn-lost = perd ce tour
turn-lost-challenge = perd ce tour (contestation ratée)
turn-challenged-off = coup retiré après la contestation de { $by } : { $outcome }
turn-challenged = coup contesté par { $by } : { $outcome }
turn-resigned = abandon
turn-end-count = { $points } pour les lettres restées sur { $racks } : { $tiles }
challenge-tiles-back = { $words } { $count ->
    [one] n'est pas valable
   *[other] ne sont pas valables
} ; les lettres retournent sur le chevalet ({ $points })
challenge-loses-turn = tous les mots sont valables ; l'auteur de la contestation perd un tour
challenge-bonus = tous les mots sont valables ; { $player } reçoit { $points }
challenge-no-penalty = tous les mots sont valables ; pas de pénalité avec cette règle
rack-owner = à { $name }
racks-one = le chevalet appartenant { $owner }
racks-many = les chevalets appartenant { $owners } et { $last }
racks-none = les autres chevalets
lobby = Partie #{ $game } : { $variant }, règle de contestation { $rule }, { $time } par tour, lexique { $lexicon }, { $rated }. Places prises ({ $seated } sur { $max }) : { $seats }.
lobby-lexicon-tiles = { $lexicon } (lettres : { $language })
lobby-rated = classée
lobby-unrated = non classée
seat-to-target = { $level }, jusqu'à { $target }
seat-turn-time = { $time } par tour
language-english = anglais
language-french = français
language-german = allemand
language-spanish = espagnol
language-italian = italien
language-dutch = néerlandais
language-portuguese = portugais
language-polish = polonais
language-norwegian = norvégien
language-swedish = suédois
language-catalan = catalan
seat-name-computer = Ordinateur ({ $level })
seat-name-empty = Place { $seat }
computer-level-easy = facile
computer-level-medium = moyen
computer-level-hard = difficile
computer-level-expert = expert
notice-opened = { $by } a ouvert une partie. Rejoignez-la avec `/game join` (ou le bouton) ; n'importe quel joueur peut la lancer avec `/game start`. { $lobby }
notice-joined = { $name } a rejoint la partie. { $lobby }
notice-left = { $name } a quitté la partie. { $lobby }
notice-left-closed = { $name } a quitté la partie ; la partie est fermée.
notice-computer-seated = Un joueur ordinateur a pris place. { $lobby }
notice-end-asked = { $by } demande à terminer la partie #{ $game }. Doivent encore accepter avec `/game end` : { $waiting }.
notice-ended = La partie #{ $game } a été terminée sans résultat.
notice-word-list-gone = La partie #{ $game } est suspendue : sa liste de mots ({ $lexicon }), telle qu'elle était au début de la partie, n'est plus sur le bot, donc aucun coup, échange ou contestation ne peut être vérifié. Le plateau, les chevalets, `/score` et `/gcg` répondent toujours. L'opérateur du bot peut remettre la liste ; un modérateur peut terminer la partie avec `/game end`.
draw-title = Le tirage au sort du premier coup
draw-round = Manche { $round } : { $drawn }
draw-won = { $player } a tiré la lettre la plus proche du A (un joker bat toutes les lettres) et joue en premier.
draw-first-play = Premier coup
draw-given-first = { $player } joue en premier, selon l'appariement (pas de tirage au sort pour le premier coup).
draw-then = { $before }, puis { $next }
draw-order = Ordre de jeu : { $order }.
rack-your-turn = À vous de jouer !
rack-dms-closed-note = { $player }, je n'ai pas pu vous envoyer votre chevalet en MP (vos MP sont fermés). Utilisez `/rack` pour le voir.
reminder-in-channel = La partie #{ $game } dans { $channel } vous attend : votre temps sera écoulé { $when }. (`/settings reminders on:False` désactive ces rappels.)
reminder = La partie #{ $game } vous attend : votre temps sera écoulé { $when }. (`/settings reminders on:False` désactive ces rappels.)
reminder-note = { $player }, la partie #{ $game } vous attend : votre temps sera écoulé { $when }.
board-bag = sac
board-cup = cornet
board-word = M
board-letter = L

## Refus d'un coup par les règles, ou à cause de la façon dont il est écrit (dit comme une phrase : le bot
## met une majuscule à la première lettre et ajoute un point final).

rule-game-over = la partie est terminée
rule-resigned = vous avez abandonné cette partie
rule-not-your-turn = ce n'est pas votre tour
rule-awaiting-final-challenge = le dernier coup termine la partie : contestez-le, ou passez pour l'accepter
rule-invalid-words = pas dans le dictionnaire : { $words }
rule-exchange-nothing = choisissez au moins une lettre à échanger (ou passez)
rule-exchange-bag-too-small = vous ne pouvez pas échanger avec seulement { $in_bag ->
    [one] { $in_bag } lettre
   *[other] { $in_bag } lettres
} dans le sac (il en faut au moins { $needed })
rule-challenges-off = les contestations sont désactivées dans cette partie : les mots sont vérifiés au moment où ils sont joués
rule-nothing-to-challenge = il n'y a aucun coup à contester
rule-own-play = vous ne pouvez pas contester votre propre coup
rule-no-tiles = un coup doit utiliser au moins une lettre de votre chevalet
rule-off-board = { $square } est hors du plateau
rule-occupied = la case { $square } est déjà occupée
rule-same-square-twice = la case { $square } est utilisée deux fois dans ce coup
rule-not-in-line = toutes les lettres d'un coup doivent être sur une même rangée ou une même colonne
rule-gap = le coup laisse un trou en { $square } : les lettres doivent former un seul mot continu
rule-first-play-off-start = le premier coup doit couvrir l'étoile centrale ({ $square })
rule-first-play-too-short = le premier coup doit comporter au moins deux lettres
rule-not-connected = le coup doit toucher une lettre déjà posée sur le plateau
rule-a-blank = un joker
rule-tile-number = la lettre numéro { $number }
rule-list = { $first }, { $then }
rule-clauses = { $first }; { $then }
rule-not-on-rack = il vous manque { $tiles } sur votre chevalet
rule-only-tiles = vous n'avez { $held ->
    [one] qu'un seul { $tile }
   *[other] que { $held } { $tile }
} sur votre chevalet, pas { $wanted }
rule-only-blanks = vous n'avez { $held ->
    [one] qu'un joker
   *[other] que { $held } jokers
} sur votre chevalet, pas { $wanted }
rule-unreadable-square = { $square } n'est pas une case : écrivez la rangée puis la colonne pour un coup horizontal (8D), la colonne puis la rangée pour un coup vertical (D8)
rule-square-off-board = { $square } est hors du plateau
rule-empty-word = le coup ne contient aucun mot
rule-runs-off-board = { $word } ne tient pas : à partir de { $square }, il sort du plateau
rule-through-mismatch = sur le plateau, il y a { $board } en { $square }, pas { $written }
rule-nothing-to-play-through = il n'y a pas de lettre en { $square } sur laquelle s'appuyer
rule-unknown-letter = il n'y a pas de lettre { $letter } dans cette partie
rule-unbalanced-parentheses = les parenthèses ne sont pas équilibrées dans { $play }
rule-no-new-tiles = le coup ne pose aucune nouvelle lettre sur le plateau
rule-not-a-play = { $play } n'est pas un coup : écrivez la case puis le mot, par exemple 8D QUIXOTE

## `/settings` : les réglages actuels, et vos rappels.

settings-describe = Nouvelles parties ici : lexique { $lexicon }, règle de contestation { $rule }, { $time } par tour, chevalets { $racks } ; rôle de modérateur : { $role }. `/word` pendant une partie : { $words }. Analyses des parties terminées : { $reviews }. Messages dans les salons : { $language }.
settings-racks-dm = en MP
settings-racks-command = par `/rack` uniquement
settings-no-role = aucun (Gérer le serveur)
settings-words-allowed = autorisé
settings-words-not-allowed = non autorisé (le dictionnaire sert aux contestations)
settings-reviews-players = les joueurs de la partie
settings-reviews-anyone = tout le monde
settings-reminders-on = Les rappels sont activés : je vous préviendrai quand une partie vous attend.
settings-reminders-off = Les rappels sont désactivés. Réactivez-les avec `/settings reminders on:True`.

## `/settings show` pour les modérateurs, et l'alerte d'un salon qui refuse les messages du bot.

channels-all-well = Tout va bien : Lexicord a toutes les permissions dont il a besoin dans les salons où se jouent des parties et des événements ici ({ $channels } vérifiés).
channels-heading = Ce qui manque à Lexicord là où se jouent des parties et des événements ici :
channels-cannot-view = Lexicord ne peut pas voir { $channel } : donnez-lui « Voir les salons » dans ce salon.
channels-cannot-send = Lexicord ne peut pas écrire dans { $channel } : donnez-lui « Envoyer des messages » dans ce salon.
channels-cannot-send-in-threads = Lexicord ne peut pas écrire dans le fil { $channel } : donnez-lui « Envoyer des messages dans les fils » dans le salon du fil.
channels-cannot-attach = Lexicord ne peut pas joindre de fichiers dans { $channel } : donnez-lui « Joindre des fichiers » dans ce salon.
channels-cannot-open-threads = Lexicord ne peut pas ouvrir de fils dans { $channel }, où tournois et ligues jouent leurs parties : donnez-lui « Créer des fils publics » et « Envoyer des messages dans les fils » dans ce salon.
channels-gone = { $channel } n'existe plus : les parties qui s'y jouaient ne peuvent pas continuer.
channels-unknown = Discord n'a pas dit ce que Lexicord peut faire dans { $channel } : réessayez plus tard.
channels-server-unknown = Discord n'a pas dit ce que Lexicord peut faire sur ce serveur : réessayez plus tard.
alert-unreachable = Discord refuse sans cesse les messages de Lexicord dans { $channel } (serveur { $server }) faute de permissions : les parties de ce salon attendent qu'il puisse de nouveau y écrire.
alert-unreachable-check = Vérifiez les permissions de Lexicord dans les paramètres de ce salon et celles de son rôle.

## Boutons sous les messages et les panneaux, et un bouton pressé trop tard.

button-pass = Passer
button-exchange = Échanger
button-challenge = Contester
button-my-rack = Mon chevalet
button-join = Rejoindre
button-start = Commencer
button-board = Plateau
button-play = Jouer
button-confirm = Confirmer
button-places = Choisissez où le jouer
button-game-not-played = La partie #{ $game } n'est pas en cours : ce bouton ne fait plus rien.
