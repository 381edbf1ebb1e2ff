# Lexicord : refus formulés selon les règles des variantes, les réglages, les outils de mots et les
# tournois, en français. Chacun est dit en privé au joueur qui a fait la demande ; rien n'a été
# modifié. Les valeurs entre { $name } sont insérées par le bot ; les noms arrivent en texte brut. Les messages
# qui commencent par une minuscule sont des parties de phrase : le bot ajoute la majuscule et le point final.

## Quand les pièces propres à une variante refusent un coup.

rule-unknown-player = il n'y a pas de joueur { $player } dans cette partie
rule-blocked = la case { $square } porte un bloqueur : aucune lettre ne peut y être jouée
rule-no-blocker = vous n'avez pas de bloqueur : couvrez une case Bloqueur pour en prendre un
rule-role-takes-no-blockers = le rôle { $role } ne prend pas de bloqueurs : seuls les rôles rookie et standard en prennent
rule-blocker-off-board = un bloqueur se pose sur une case vide du plateau
rule-blocker-on-filled-square = la case { $square } n'est pas vide : un bloqueur se pose sur une case vide
rule-closed-square = aucune lettre ne peut aller en { $square } : c'est la ligne qui sépare les deux côtés
rule-off-your-side = { $square } est du côté de votre adversaire : vos mots restent de votre côté, colonnes { $side }
rule-first-word-off-station = votre premier mot doit couvrir une case de votre station spatiale sur la rangée du haut
rule-not-connected-to-your-side = votre mot doit se relier à un mot que vous avez joué de votre côté
rule-yellow-blank-kept = les jokers jaunes restent à côté de votre chevalet et ne peuvent pas être échangés
rule-no-exchange-with-dice = le jeu de dés n'a pas d'échange : jouez un mot ou passez

## Free for All : des lettres posées n'importe où, des mots lus le long de chemins.

paths-outside-area = { $square } est hors de la zone 9x9 au centre du plateau (D4 à L12)
paths-first-play-off-centre = le premier coup doit couvrir la case centrale H8
paths-first-play-too-short = le premier coup doit comporter au moins deux lettres
paths-not-touching = le coup doit toucher une lettre déjà posée sur le plateau (à l'horizontale, à la verticale ou en diagonale)
paths-too-many-words = indiquez au plus trois mots
paths-same-word-twice = indiquez chaque mot une seule fois
paths-no-words = indiquez au moins un mot, ou demandez les trois meilleurs
paths-cannot-read = { $word } ne se lit pas le long de lettres adjacentes passant par une lettre que vous avez jouée
paths-tile-left-out = vos mots laissent de côté la lettre en { $square } : chaque lettre que vous jouez doit faire partie de l'un d'eux
paths-no-word-through = aucun mot de deux lettres ou plus ne passe par les lettres que vous avez jouées
paths-not-a-word = { $word } n'est pas un mot
paths-not-a-tile = { $token } ne désigne pas une lettre : écrivez chacune sous la forme CASE=LETTRE, par ex. H8=D (en minuscule pour un joker)
paths-no-tiles = indiquez les lettres que vous posez, par ex. `/place tiles:H8=D I8=O`

## Les options d'une variante, et ce qu'une variante n'a pas.

variant-bad-target = { $given } n'est pas un objectif de Finish Line : choisissez un score de { $min } à { $max }
variant-target-without-finish-line = seule la variante Finish Line a un score à atteindre
variant-advanced-without-dice = le jeu avancé est une option réservée au jeu de dés
variant-design-without-surprise = la composition du plateau est réservée aux parties Surprise
variant-cards-without-hyper-race = le paquet de cartes est une option réservée à Hyper-Race
variant-rounds-without-free-for-all = les manches sont une option réservée à Free for All
variant-bad-rounds = { $given } manches : Free for All dure de { $min } à { $max } manches
design-unreadable = { $given } n'est pas un mini-plateau : écrivez NUMÉRO FACE @ CASE, par ex. 3b@F6 (plateaux 1 à 9, face a classique ou b nouvelle, la case en haut à gauche ; +10 pour le bonus des étoiles), ou un modèle : { $presets }
design-twice = le mini-plateau { $board } est posé deux fois : il n'y en a qu'un de chaque
design-off-board = un mini-plateau en { $square } dépasserait du plateau : sa case en haut à gauche va de A1 à K11
design-empty = posez au moins un mini-plateau
design-no-star = aucune étoile n'est visible : il en faut au moins une pour commencer
feature-review-dice = Le jeu de dés n'a pas d'analyse : son tapis est mélangé après chaque coup et chaque lancer est nouveau, il n'y a donc pas de meilleur coup auquel comparer.
feature-review-race = Une course n'a pas d'analyse : sans points, il n'y a pas de meilleur coup au score auquel comparer.
feature-review-paths = Une partie de Free for All n'a pas d'analyse : ses mots suivent des chemins que la liste de coups de l'analyse ne connaît pas.
feature-review = Cette partie n'a pas d'analyse.
feature-gcg-paths = Une partie de Free for All n'a pas d'enregistrement GCG : ses mots suivent des chemins qu'un fichier GCG ne sait pas écrire.
feature-gcg = Cette partie n'a pas d'enregistrement GCG.
feature-line-plays = En Free for All, posez les lettres avec `/place tiles: words:`.
feature-path-plays = `/place` est réservé aux parties Free for All : ici, utilisez `/play`.
feature-puzzles = Les énigmes viennent uniquement de parties classiques.
feature-roles = On ne choisit un rôle (pro, rookie, intermediate) qu'en Blanks & Blockers : variante blanks-blockers.
feature-levels = On ne choisit un niveau qu'en Finish Line par niveau : variante finish-line sans objectif, où chaque joueur joue jusqu'au score de son niveau.
feature-exchanges = Cette partie n'a pas d'échanges.
feature-blockers = Cette partie n'a pas de bloqueurs.
feature-timed-turns = Cette partie n'a pas de temps par tour qui lui soit propre.
feature-board-design = la composition du plateau est réservée aux parties Surprise

## Noms choisis dans une liste : « { $given } n'est pas ... : choisissez { $valid } ».

unknown-value = { $given } n'est pas une valeur possible : choisissez { $valid }
unknown-variant = { $given } n'est pas une variante : choisissez { $valid }
unknown-free-for-all-rounds = { $given } n'est pas une variante : choisissez free-for-all ou free-for-all-N (N manches)
unknown-finish-line-target = { $given } n'est pas une variante : choisissez classic, nine-tile ou finish-line-N (N points pour gagner)
unknown-challenge-rule = { $given } n'est pas une règle de contestation : choisissez { $valid }
unknown-level = { $given } n'est pas un niveau : choisissez { $valid }
unknown-role = { $given } n'est pas un rôle : choisissez { $valid }
unknown-computer-level = { $given } n'est pas un niveau de l'ordinateur : choisissez { $valid }
unknown-language = { $given } n'est pas une langue : choisissez { $valid }
unknown-rack-delivery = { $given } n'est pas un mode d'envoi du chevalet : choisissez { $valid }
unknown-review-access = { $given } n'est pas un accès aux analyses : choisissez { $valid }
unknown-pace = { $given } n'est pas une cadence : choisissez { $valid }
unknown-pairing-method = { $given } n'est pas une méthode d'appariement : choisissez { $valid }
unknown-end-convention = { $given } n'est pas une convention de fin de partie : choisissez { $valid }
unknown-move-kind = { $given } n'est pas un type de coup : choisissez { $valid }

## Les outils de mots : comment taper les lettres, les jokers et les ensembles.

query-empty = rien à chercher : donnez des lettres
query-not-a-letter = « { $found } » n'est pas une lettre
query-not-a-tile = « { $found } » n'est ni une lettre ni `?` (un joker)
query-not-in-pattern = « { $found } » n'est ni une lettre, ni `?`, `*` ou `[...]`
query-too-long = { $len } lettres, c'est trop : { $max } au plus
query-too-many-blanks = { $count } jokers (`?`), c'est trop : { $max } au plus
query-unclosed-set = un `[` n'a pas de `]` fermant
query-empty-set = `[]` doit contenir au moins une lettre
query-unopened-set = un `]` n'a pas de `[` ouvrant

## Les réglages d'une partie : le temps par tour, les places et la pendule.

setting-turn-limit = Le temps par tour doit être compris entre 30 secondes et 7 jours.
setting-player-count = Une partie se joue à 2, 3 ou 4 joueurs.
setting-players-of-variant = { $variant } se joue à { $most } joueurs : choisissez 1 adversaire.
setting-reminder-points = Les moments de rappel sont des pourcentages du temps par tour, de 1 à 99.
setting-too-many-reminders = Un tour peut avoir au plus { $most } rappels.
setting-missed-turns = Le nombre de tours manqués d'affilée avant la perte par forfait va de 1 à { $most }.
setting-time-bank = La réserve de temps doit être comprise entre zéro et 30 jours.
setting-turn-limit-unreadable = { $given } n'est pas une durée comme 24h, 90m, 3d ou 30s.
setting-turn-limit-outside = { $given } n'est pas compris entre 30s et 7d.

## Autres refus du bot lui-même.

err-use-slash-commands = Utilisez les commandes slash.
err-button-game-over = La partie #{ $game } est terminée : ce bouton ne fait plus rien.
err-puzzle-tiles = { $reason } : le chevalet de l'énigme du jour est `{ $rack }`
err-practice-tiles = { $reason } : votre chevalet d'entraînement est `{ $rack }`

## Tournois et ligues : ce qui est refusé à un joueur ou à un arbitre.

event-no-tournament-here = Il n'y a pas de tournoi dans ce salon. Un arbitre en ouvre un avec `/tournament create`.
event-channel-has-tournament = Ce salon a déjà un tournoi. Il doit se terminer (ou un arbitre doit le clore avec `/tournament end`) avant qu'un autre ne s'ouvre ici.
event-not-a-director = Seul l'arbitre du tournoi (un modérateur de ce serveur) peut faire cela.
event-registration-closed = Les inscriptions sont closes.
event-already-registered = Vous êtes déjà inscrit.
event-player-already-registered = { $player } est déjà inscrit.
event-not-registered = Vous n'êtes pas inscrit à ce tournoi.
event-no-such-player = Ce joueur ne participe pas à ce tournoi.
event-already-started = Le tournoi a déjà commencé.
event-not-started = Le tournoi n'a pas encore commencé.
event-finished = Le tournoi est terminé.
event-paused = Le tournoi est suspendu : un arbitre le reprend avec `/tournament resume`.
event-not-paused = Le tournoi n'est pas suspendu.
event-too-few-players = Un tournoi exige au moins 2 joueurs : { $registered } inscrits pour l'instant.
event-too-few-for-divisions = { $divisions } divisions exigent au moins { $needed } joueurs (2 par division) : { $registered } inscrits pour l'instant.
event-no-such-round = La ronde { $round } n'est pas encore appariée.
event-no-such-board = { $player } n'a pas de table à la ronde { $round }.
event-bye-has-no-scores = C'est une exemption : son résultat est l'écart accordé pour l'exemption.
event-round-not-complete = La ronde { $round } est encore en cours : tous les résultats doivent être connus (ou saisis avec `/tournament result`) avant d'apparier la suivante.
event-all-rounds-paired = Toutes les rondes sont déjà appariées ({ $rounds } rondes).
event-round-started = La ronde { $round } a commencé (un coup a été joué) : seule une ronde où personne n'a joué peut être réappariée.
event-not-latest-round = La ronde { $round } n'est pas la dernière ronde ; seule la dernière peut être réappariée.
event-bad-pairings = Ces appariements ne conviennent pas : { $reason }.
event-too-many-repeats = { $first } et { $second } se rencontreraient plus souvent que ce tournoi ne le permet (au plus { $most } fois).
event-already-withdrawn = Le joueur est déjà retiré.
event-no-league-here = Il n'y a pas de ligue dans ce salon. Un modérateur en ouvre une avec `/league create`.
event-channel-has-league = Ce salon a déjà une ligue.
event-already-in-league = Vous êtes déjà inscrit pour la saison { $season }.
event-not-in-league = Vous n'êtes pas inscrit pour la saison { $season }.
event-season-being-played = La saison { $season } est encore en cours : la suivante commencera quand elle sera terminée.
event-too-few-for-season = Une saison exige au moins 2 joueurs : { $registered } inscrits pour l'instant.

## Les réglages d'un tournoi ou d'une ligue.

event-tournament-needs-server = Les tournois se jouent sur un serveur, pas en MP.
event-league-needs-server = Les ligues se jouent sur un serveur, pas en MP.
event-rounds = Un tournoi compte de 1 à 40 rondes.
event-schedule = Programme d'appariement : { $reason }.
event-round-length = Une ronde dure entre 1 heure et 30 jours.
event-repeats = Le nombre maximal de revanches va de 0 à 40.
event-divisions = Un tournoi compte de 1 à { $most } divisions.
event-spreads = L'écart d'une exemption va de 0 à 500 et celui d'un forfait de -500 à 0.
event-tournament-name-controls = Un nom de tournoi ne peut pas contenir de caractères de contrôle.
event-league-name-controls = Un nom de ligue ne peut pas contenir de caractères de contrôle.
event-tournament-name-invisible = Un nom de tournoi doit contenir au moins un caractère visible.
event-league-name-invisible = Un nom de ligue doit contenir au moins un caractère visible.
event-name-length = Le nom doit faire de 1 à 60 caractères sur une seule ligne, sans ; ni #.
event-turn-limit = Le temps par tour doit être compris entre 1 heure et 7 jours.
event-season-length = Une saison dure de 1 à 180 jours.
event-division-size = Une division compte de 2 à 32 joueurs.
event-games-at-once = Un joueur a de 1 à 10 parties en cours à la fois.
event-movers = De 0 à 16 joueurs montent et descendent par division.

## Pourquoi un programme ne peut pas être lu, ou une ronde appariée (parties de phrase).

schedule-count = { $given } n'est pas un nombre de répétitions : écrivez-le comme `2x swiss`
schedule-too-long = le programme compte { $listed } rondes, plus que les { $rounds } de la compétition
schedule-empty = le programme est vide : indiquez au moins une méthode d'appariement
pairing-by-hand = cette ronde est appariée à la main
pairing-different-divisions = { $first } et { $second } jouent dans des divisions différentes
pairing-not-in-event = appariements manuels : { $player } ne participe pas à la compétition
pairing-paired-twice = appariements manuels : { $player } est apparié plus d'une fois
pairing-not-paired = appariements manuels : { $player } n'est pas apparié
pairing-too-many-repeats = { $first } et { $second } se rencontreraient plus souvent que la compétition ne le permet (au plus { $most } fois)
pairing-no-players = il n'y a aucun joueur
pairing-round-robin-complete = le toutes-rondes est complet après { $rounds } rondes
pairing-fontes-even-rounds = le Fontes initial exige un nombre impair de rondes, pas { $rounds }
pairing-fontes-over = le Fontes initial n'apparie que les { $rounds } premières rondes, pas la ronde { $round }
pairing-fontes-too-few = le Fontes initial sur { $rounds } rondes exige au moins { $needed } joueurs, pas { $players }
pairing-manual-unknown = appariements manuels : le joueur { $player } ne participe pas à la compétition
pairing-manual-twice = appariements manuels : le joueur { $player } est apparié plus d'une fois
pairing-manual-missing = appariements manuels : le joueur { $player } n'est pas apparié
