# Lexicord: help messages (fr). Same messages, same values, as the English file.

## `/help`

help-rules-title = **Lexicord : le jeu de lettres en grille**
help-rules-words = - Formez des mots à l'horizontale ou à la verticale, reliés aux lettres du plateau ; le premier couvre l'étoile centrale avec deux lettres ou plus.
help-rules-premiums = - Le bleu clair double une lettre, le bleu foncé la triple, le rose double le mot, le rouge le triple (les primes ne comptent qu'une fois). Chaque mot formé ou prolongé marque des points.
help-rules-bingo = - Posez vos 7 lettres en un tour : +50.
help-rules-exchange = - Ou échangez des lettres (le sac doit en contenir 7 ou plus), ou passez.
help-rules-challenge = - Un coup peut être contesté jusqu'à ce que le joueur suivant joue.
help-rules-end = - La partie se termine quand le sac est vide et qu'un joueur pose sa dernière lettre, ou après six tours de suite sans points. Les lettres non jouées comptent contre vous.
help-rules-rack = - Votre chevalet arrive en MP après chaque tour ; `/rack` l'affiche en privé.
help-commands-title = **Commandes**
help-see-topics = voir les sujets
help-more = Plus : `/help topic:`.

## Choices

help-choices = **Choix de `/game new`** : variante { $variants } ; règle de contestation { $rules } ; niveau de l'ordinateur { $computer } (`/game add-bot`).
help-finish-line = **Finish Line** : `target:` termine la partie quand un joueur l'atteint ; sans objectif, chaque joueur choisit un niveau ({ $levels }) avec `/game new` ou `/game join` et joue jusqu'au score que lui fixe le règlement : 2 joueurs { $two }, 3 joueurs { $three }, 4 joueurs { $four }. Le premier à atteindre son propre score gagne.
help-turn-time = **Temps par tour** : `turn_time:` de 30s à 7d pour la partie ; `my_turn_time:` avec `/game new` ou `turn_time:` avec `/game join` donne à un joueur son propre temps (un handicap). Chaque annonce de tour décompte jusqu'à l'échéance du joueur ; un coup joué après est refusé et le tour passe.

## Ratings and puzzles

help-ratings = **Classements** : Glicko-2 par serveur, lexique, variante et cadence (en direct : tours de moins d'une heure). Les parties sont classées sauf si elles sont ouvertes avec `rated:False` ou contre l'ordinateur ; une partie terminée par `/game end` n'est pas classée. Une cote dont l'écart dépasse 110 est provisoire (`?`).
help-daily-puzzle = **Énigme du jour** : une par serveur et par jour UTC, choisie pour avoir une seule réponse nette (le meilleur coup à l'équité devance le suivant du plus grand écart) ; coups classés au score ; votre première réponse compte (les suivantes sont de l'entraînement) ; la solution arrive le lendemain.
help-practice = **Entraînement** (`/practice`) : des positions de vos propres parties terminées où vous avez perdu le plus d'équité (score plus la valeur, selon l'ordinateur difficile, des lettres gardées), scrabbles manqués d'abord ; chacune est affichée jusqu'à ce que vous y répondiez ; les bonnes réponses d'affilée font votre série.

## Tournaments and leagues

help-events-title = **Tournois et ligues** (les modérateurs les dirigent ; les joueurs s'inscrivent et jouent dans des fils)
help-leagues = **Ligues** : divisions établies selon le classement de la saison passée (les nouveaux selon leur cote), un toutes-rondes dans chacune, quelques parties à la fois ; le sixième du haut monte, celui du bas descend.

## Dice

help-dice-title = **Le jeu de dés** (`/game new variant:dice`) : 12 dés à lettres sur un tapis de 9x9 ; le premier à 200 gagne.
help-dice-first = - Le lancer pour jouer en premier : chaque joueur lance un dé ; le plus proche de A commence, un joker bat toute lettre.
help-dice-turn = - Votre tour : le bot tire pour vous jusqu'à 7 dés du gobelet et les lance ; votre lancer arrive en MP (`/rack` l'affiche). Vous avez 60 secondes (sauf autre `turn_time:` fixé pour la partie) : jouez un mot avec `/play` ou perdez votre tour.
help-dice-words = - Les mots se placent à l'horizontale ou à la verticale, comme dans une grille, et marquent avec les primes du tapis (l'étoile double le mot) ; les 7 dés : +50. Pas d'échange.
help-dice-scrambled = - **Scrambled** : après chaque coup, les lettres qui étaient sur le tapis au début de votre tour retournent au gobelet, sauf celles de votre nouveau mot. Si vous ne faites que prolonger le mot (sans second mot), tous les dés y retournent : le mot suivant part de l'étoile.
help-dice-challenges = - Contestations comme dans le jeu classique : un mot invalide est repris et son joueur perd son tour ; une contestation ratée coûte au contestataire son tour suivant.
help-dice-advanced = - `advanced:True` : vos dés non utilisés passent face visible au joueur suivant, qui ne lance que les nouveaux.

## Blanks & Blockers

help-blockers-title = **Blanks & Blockers** (`/game new variant:blanks-blockers`) : le jeu classique sur une grille avec huit cases Joker (`?` jaune) et huit cases Bloqueur (`✖`).
help-blockers-blank = - Couvrez une case Joker : prenez un joker jaune dans la pile de 12. Il reste à côté de vos sept lettres et se joue comme un joker (vaut 0) ; jouez-en plusieurs en un tour si vous voulez. Un scrabble exige les sept lettres du chevalet : les jokers jaunes n'y comptent pas.
help-blockers-blocker = - Couvrez une case Bloqueur : prenez un bloqueur dans la pile de 8. Posez-le sur une case vide avec `/blocker at:I8`, avant votre mot ou juste après, pendant ce tour ou plus tard ; aucune lettre ne peut s'y poser.
help-blockers-empty-pile = - Une pile vide ne donne rien. Un coup retiré après contestation rend ce qu'il a pris, en le retirant du plateau s'il y a été posé.
help-blockers-roles = - Rôles (`role:` avec `/game new` ou `/game join`) : `standard` prend les deux ; `pro` joue selon les règles classiques et ne prend rien ; `intermediate` prend les jokers, pas les bloqueurs ; `rookie` prend les deux et peut poser une lettre sur un bloqueur pour former un mot à travers (le bloqueur retourne à la pile).

## Surprise

help-surprise-title = **Surprise** (`/game new variant:surprise board:`) : le jeu classique sur un plateau que vous composez en posant certains des 9 mini-plateaux 5x5 à deux faces sur le plateau classique, en les superposant si vous voulez, tant qu'une étoile reste visible.
help-surprise-board = - `board:` liste les pièces sous la forme NUMÉRO FACE @ CASE EN HAUT À GAUCHE, par ex. `3b@F6 7a@A1` (face `a` : primes classiques ; face `b` : Joker, lettre quadruple 4L, mot quadruple 4W, étoiles) ; ou un modèle : { $presets } ; ou `surprise me` (par défaut) pour un plateau au hasard. Le salon d'attente montre le plateau.
help-surprise-star = - Le premier mot peut couvrir n'importe quelle étoile ; chaque étoile double le mot.
help-surprise-wild = - Couvrez une case Joker (`?` jaune) : prenez un joker jaune dans la pile de 12. Il reste à côté de vos sept lettres et se joue comme un joker ; vos propres jokers beiges sont utilisés d'abord. Un scrabble exige les sept lettres beiges ; les jokers jaunes ne s'échangent jamais. Un mot invalide retiré après contestation rend ses jokers jaunes. Ajoutez `+10` au plateau pour les 10 points facultatifs du règlement pour un coup qui relie les lettres de deux étoiles.

## Races and Free for All

help-race-title = **Hyper-Race** (`/game new variant:hyper-race`, 2 joueurs, sans score) : le premier joueur descend les colonnes A à G, le second I à O ; la colonne H les sépare.
help-race-first-word = - Votre premier mot couvre une étoile station spatiale sur la rangée du haut ; chaque mot suivant se relie à vos propres mots, comme dans une grille. Les mots sont vérifiés selon la règle de contestation de la partie.
help-race-earth = - Le premier joueur à poser une lettre sur une case TERRE (rangée du bas) en formant un mot gagne.
help-race-comet = - COMÈTE : prenez un joker jaune, gardé à côté de vos sept lettres et joué comme un joker.
help-race-ufo = - OVNI : tirez la carte du dessus du paquet de 30 cartes soucoupe volante ; le bot la lit et fait ce qu'elle dit (un joker jaune, un tour perdu, ou rien). `cards:False` joue la partie courte sans le paquet. Un coup retiré après contestation remet ses cartes et ses jokers.
help-race-draw = - Six passes ou échanges d'affilée terminent par un nul une course où personne ne peut avancer.
help-free-for-all = **Free for All** (`/game new variant:free-for-all`, `rounds:` de 3 à 10) : des lettres n'importe où dans le centre 9x9, la première sur H8. Les mots se lisent le long de lettres adjacentes, à l'horizontale, à la verticale ou en diagonale, sans réutiliser une lettre. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` marque jusqu'à trois mots différents (valeurs faciales, +50 pour sept lettres), chacun utilisant une nouvelle lettre et tous ensemble toutes les lettres ; omettez `words:` pour les trois meilleurs. L'annonce montre les cases de chaque mot.
