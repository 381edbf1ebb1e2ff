# Lexicord: study messages (fr). Same messages, same values, as the English file.

## `/word`

word-valid-one = Valide dans { $lexicon } :
word-invalid-one = Non valide dans { $lexicon } :
word-all-valid = Les { $count } sont valides dans { $lexicon } :
word-some-invalid = { $invalid } sur { $count } non valides dans { $lexicon } :
word-valid = valide
word-not-valid = non valide
word-hooks = Rallonges de **{ $word }** dans { $lexicon } : devant { $before } ; derrière { $after }.
word-no-hooks = aucune
word-anagrams = { $count ->
    [one] { $count } anagramme
   *[other] { $count } anagrammes
} de { $asked } dans { $lexicon } :
word-no-anagrams = Aucune anagramme de { $asked } dans { $lexicon }.
word-built = { $count ->
    [one] { $count } mot
   *[other] { $count } mots
} formés avec { $asked } dans { $lexicon } :
word-none-built = Aucun mot formé avec { $asked } dans { $lexicon }.
word-matching = { $count ->
    [one] { $count } mot correspond
   *[other] { $count } mots correspondent
} à { $asked } dans { $lexicon } :
word-none-matching = Aucun mot ne correspond à { $asked } dans { $lexicon }.
word-attached = { $head } trop nombreux pour être affichés ici : la liste complète est en pièce jointe (words.txt).

## `/score`

score-not-a-pool = { $pool } n'est pas une catégorie de classement : choisissez-en une dans la liste (variante, lexique, cadence).
score-no-rated-in-pool = Aucune partie classée dans { $pool } sur ce serveur pour l'instant.
score-no-rated-games = Aucune partie classée sur ce serveur pour l'instant : les parties entre personnes comptent, sauf si elles sont ouvertes avec `rated:False`.
score-record = **{ $player }** sur ce serveur : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins } gagnées, { $losses } perdues, { $draws } nulles ; moyenne { $average }, meilleure partie { $best_game }, meilleur coup { $best_play }, { $bingos ->
    [one] { $bingos } scrabble
   *[other] { $bingos } scrabbles
}.
score-no-ratings = Aucune partie classée pour l'instant.
score-ratings = Classements (Glicko-2 ; `?` est provisoire, écart supérieur à 110) :
score-pool = { $pool } : **{ $rating }** ±{ $deviation }, { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
score-pool-provisional = { $pool } : **{ $rating }** ±{ $deviation } (provisoire), { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
score-chart-title = { $player } : historique du classement
score-chart-games = parties
score-board-title = Classement
score-board-subtitle = { $pool } · ? = provisoire
score-column-player = Joueur
score-column-rating = Cote
score-column-deviation = Écart
score-column-games = Parties
score-column-record = V-D
score-board-leader = { $player } mène avec { $rating }.
score-board-head = **Classement**, { $pool } : { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.

## Scoreboard

status-lobby = en attente
status-active = en cours
status-finished = terminée
status-abandoned = abandonnée
scoreboard-title = **Partie #{ $game }** ({ $status })
scoreboard-to-move = au trait
scoreboard-target = objectif { $target }
scoreboard-bag = Lettres dans le sac : { $tiles }

## `/review`

review-judged-static = équité statique
review-judged-simulated = simulé, { $rounds } parties simulées
review-judged-exact = fin de partie résolue exactement
review-judged-unproven = fin de partie non prouvée dans le budget : meilleure ligne trouvée, { $depth } tours d’avance
review-judged-pre-endgame = fin de partie après chacune des { $draws } lettres que le sac pouvait contenir, toutes résolues exactement
review-judged-pre-endgame-unproven = fin de partie après chacune des { $draws } lettres que le sac pouvait contenir, pas toutes prouvées dans le budget
review-note-equity = **-{ $lost }** d'équité
review-note-win = -{ $percent } de chances de gain
review-missed-bingo = scrabble manqué { $play }
review-loss = - Tour { $turn } : { $played } pour { $score } ; meilleur { $best } ({ $notes })
review-head = **Analyse de la partie #{ $game }** : { $players }.
review-how-judged = Tours jugés à l'équité (score plus reliquat ; simulés, et fins de partie résolues exactement, quand le budget le permettait).
review-tail = Chaque tour est dans `{ $file }` : le coup joué, le meilleur à l'équité, l'équité et les chances de gain perdues.
review-player = **{ $player }** : { $lost } d'équité perdue sur { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
review-missed-bingos = { $count ->
    [one] { $count } scrabble manqué
   *[other] { $count } scrabbles manqués
}
review-file-head = Analyse de la partie #{ $game } : { $players }
review-file-equity = L'équité est mesurée à chaque tour selon la façon dont le tour a été jugé : statique (score plus reliquat), simulée (points gagnés sur les tours suivants, réponse de l'adversaire comprise, plus le reliquat : plus basse que la statique) ou fin de partie résolue exactement (l'écart jusqu'à la fin). Comparez l'équité d'un tour à celle du meilleur coup.
review-file-player = { $player } : { $lost } d'équité perdue sur { $turns } tours jugés, { $bingos } scrabbles manqués
review-file-by-loss = Plus grosses pertes d'abord
review-file-in-order = Tour par tour
review-challenged-off = retiré après contestation
review-column-turn = tour
review-column-player = joueur
review-column-rack = chevalet
review-column-played = joué
review-column-score = score
review-column-equity = équité
review-column-best = meilleur
review-column-best-equity = équité du meilleur
review-column-equity-lost = équité perdue
review-column-win-after = gain après
review-column-win-lost = gain perdu
review-column-judged = jugé
review-column-note = note

## `/puzzle`

puzzle-ordinal = { $form ->
   *[other] { $rank ->
        [1] 1er
       *[other] { $rank }e
    }
}
puzzle-legal-plays = { $count ->
    [one] { $count } coup légal
   *[other] { $count } coups légaux
}
puzzle-or = ou
puzzle-to = à
puzzle-picture-you = Vous
puzzle-picture-opponent = Adversaire
puzzle-picture-opponent-n = Adversaire { $n }
puzzle-answer-best = { $play } pour { $score } : un meilleur coup
puzzle-answer-ranked = { $play } pour { $score } : { $rank } sur { $plays }
puzzle-reveal = **Réponse d'hier** ({ $day }, chevalet `{ $rack }`) : { $plays } pour **{ $score }**{ $more }, le meilleur score sur { $count }. { $solved } sur { $answered ->
    [one] { $answered } participant
   *[other] { $answered } participants
} l'ont trouvé.
puzzle-reveal-more = (et { $count } de plus)
puzzle-reveal-yours = Vous avez joué { $answer }.
puzzle-head = **Énigme du { $day }** ({ $lexicon }) : trouvez le coup qui marque le plus avec le chevalet `{ $rack }`.
puzzle-from-game = Tirée de la partie #{ $game } de ce serveur
puzzle-from-computer = Tirée d'une partie de l'ordinateur contre lui-même
puzzle-position = { $from } ; scores { $scores } (le vôtre d'abord), { $tiles ->
    [one] { $tiles } lettre
   *[other] { $tiles } lettres
} dans le sac, { $plays }.
puzzle-your-answer = Votre réponse du jour : { $answer }. La solution viendra avec l'énigme de demain.
puzzle-how-to-answer = Répondez avec `/puzzle answer word: at:` comme pour `/play`. Les coups sont classés au score ; seule votre première réponse du jour compte.
puzzle-record = série de { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} (record { $longest }), { $solved } résolues sur { $answered }
puzzle-practice-only = Pour l'entraînement seulement : c'est votre première réponse du jour ({ $answer }) qui compte.
puzzle-best = **Meilleur coup !** { $play } marque { $score } : aucun coup légal ne marque plus
puzzle-tied = { $count ->
    [one] { $count } autre coup marque
   *[other] { $count } autres coups marquent
} autant
puzzle-in-all = ({ $plays } en tout).
puzzle-ranked = { $play } marque { $score } : il est classé **{ $rank }** sur { $plays } au score ({ $more ->
    [one] { $more } coup marque
   *[other] { $more } coups marquent
} plus). Pas le meilleur : la solution viendra avec l'énigme de demain.
puzzle-your-record = Vos énigmes : { $record }.
puzzle-top-head = **Résolveurs d'énigmes** (premières réponses ayant trouvé un meilleur coup ; une série compte les jours consécutifs résolus)
puzzle-top-nobody = Personne n'a encore résolu d'énigme ici.
puzzle-top-you = Vous : { $record }.
puzzle-top-never = Vous n'avez encore répondu à aucune énigme ici : `/puzzle show`.

## `/practice`

practice-record = série de { $streak } (record { $longest }), { $right } justes sur { $answered }
practice-head = **Entraînement** tiré de votre partie #{ $game } (tour { $turn }, { $lexicon }) : trouvez le meilleur coup pour votre chevalet `{ $rack }`.
practice-position = Scores { $scores } (le vôtre d'abord), { $tiles ->
    [one] { $tiles } lettre
   *[other] { $tiles } lettres
} dans le sac. Dans la partie : { $made } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}).
practice-how-to-answer = Les coups sont jugés à l'équité : le score plus la valeur des lettres que vous gardez, telle que l'estime l'ordinateur difficile. Répondez avec `/practice word: at:` comme pour `/play`.
practice-waiting = { $waiting ->
    [one] { $waiting } position en attente
   *[other] { $waiting } positions en attente
}. Votre entraînement : { $record }.
practice-no-games = Vous n'avez pas encore de partie terminée pour vous entraîner. Terminez une partie (contre l'ordinateur avec `/game add-bot`, ou entre amis), puis redemandez.
practice-no-mistakes = Rien à travailler : dans { $games ->
    [one] votre { $games } partie terminée
   *[other] vos { $games } parties terminées
}, chaque coup était le meilleur à l'équité (à un point près), ou la partie n'avait pas de position de type classique.
practice-all-answered = Vous avez répondu à toutes les positions de { $games ->
    [one] votre { $games } partie terminée
   *[other] vos { $games } parties terminées
}. Terminez d'autres parties pour en avoir de nouvelles. Votre entraînement : { $record }.
practice-right = **Juste !** { $play } marque { $score }, équité { $equity } : aucun coup ne vaut plus.
practice-wrong = { $play } marque { $score }, équité { $equity }. **Pas le meilleur** : { $best } marque { $best_score }, équité **{ $best_equity }** ({ $gap } de plus)
practice-more-as-good = (et { $count } autres aussi bons)
practice-streak-again = Votre série repart de zéro.
practice-after-next = Votre entraînement : { $record }. { $waiting ->
    [one] { $waiting } position en attente
   *[other] { $waiting } positions en attente
} : `/practice` affiche la suivante.
practice-after-none = Votre entraînement : { $record }. { $waiting ->
    [one] { $waiting } position en attente
   *[other] { $waiting } positions en attente
}.

## `/gcg replay:True`

replay-too-large = La rediffusion de la partie #{ $game } dépasse la limite d'envoi de Discord.
replay-posted = La rediffusion de la partie #{ $game } est publiée dans le salon.
replay-headline = Rediffusion de la partie #{ $game } : { $players } ({ $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}).

## `/board`, `/history`, `/gcg`, `/games`

board-posted = Le plateau est publié.
board-not-posted = Je n'ai pas pu publier dans ce salon, alors voici le plateau pour vous.
history-none = Aucun coup pour l'instant.
history-as-file = L'historique est long : le voici en fichier.
gcg-record = La partie #{ $game } au format GCG.
games-none = Vous n'avez aucune partie en cours. Ouvrez-en une avec `/game new` dans le salon d'un serveur ou un MP de groupe.
games-head = **Vos parties**
games-button = Partie #{ $game }
games-your-turn = **à vous de jouer**
games-to-move = { $player } au trait
games-nobody = personne
games-line = Partie #{ $game } dans { $place } : { $turn } ; vous { $score } contre { $opponents }
games-time-runs-out = le temps s'écoule { $when }
games-place-some-channel = **{ $server }** › un salon
games-place-dm = un MP ou un MP de groupe
games-place-gone = un serveur que je ne vois plus

## Rack

rack-yours = Votre chevalet
rack-empty = vide
rack-in-channel = dans { $channel }
rack-caption = { $what }{ $place } (partie #{ $game }) : { $shown }{ $beside }

## Panel

panel-fits-nowhere = { $word } ne se place nulle part sur le plateau avec les lettres de votre chevalet. Rien n'a été joué.
panel-places = Où { $word } peut aller, le meilleur d'abord : choisissez-en un pour le voir avant de jouer.
panel-press-confirm = Appuyez sur Confirmer pour le jouer.
panel-game-ended = Cette partie est terminée (partie #{ $game }) : { $scores }. Ce bouton ne fait plus rien.
panel-no-longer-your-turn = Ce n'est plus votre tour : { $last }
panel-nothing-changed = Rien n'a été modifié.
panel-out-of-date = Ce panneau n'est plus à jour et rien n'a été modifié. Depuis : { $last }
panel-your-turn = C'est votre tour.
panel-waiting-for = En attente du coup de { $player }.
panel-not-your-turn = Ce n'est pas votre tour.
panel-form-play = Jouer un mot
panel-form-word = Mot (minuscule = joker)
panel-form-word-example = par exemple HORN ou hoRN
panel-form-square = Case de sa première lettre (ou rien)
panel-form-square-empty = vide : je liste où il peut aller
panel-form-direction = Sens : across ou down
panel-form-exchange = Échanger des lettres
panel-form-tiles = Lettres à échanger (? pour un joker)
panel-form-tiles-example = par exemple QVU
panel-form-bad-direction = Le sens est `across` ou `down` : rien n'a été joué.
panel-form-hint = Dans le formulaire, tapez le mot (une minuscule est un joker ; les lettres déjà sur le plateau telles quelles ou `.`), la case de sa première lettre par la lettre de colonne et le numéro de rangée du plateau (par exemple H8), et le sens `across` ou `down`.

## Preview

preview-text = Aperçu (non joué, mots non vérifiés) : { $play } pour { $score }{ $bingo }. Mots : { $words }.
preview-bingo = (scrabble +{ $bonus })
preview-picture-name = Aperçu

## Charts

chart-win-title = Chances de gagner : { $player }
chart-after-each-turn = après chaque tour
chart-big-loss = un tour qui a perdu 5 % ou plus
chart-end = fin
chart-turns = tours
chart-score-title = Points au fil de la partie
chart-moves = coups
