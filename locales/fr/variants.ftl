# Lexicord : les mots propres aux variantes pour leurs pièces et leurs coups, en français : ce que
# le compte rendu d'un tour dit d'un coup (ses bonus, un bloqueur posé, les comètes, soucoupes
# volantes et cartes d'une course, des lettres posées n'importe où), ce qu'un joueur garde à côté
# du chevalet, et les mots d'une partie jouée avec des dés. Un message qui commence par une espace
# ({" "}) ou par « ; » suit directement le texte qui le précède.

## Le coup d'un tour dans une annonce du salon.

turn-line = { $word } en { $at } pour { $score }{ $extras }
turn-bingo = {" "}(scrabble +{ $points })
turn-stars-joined = {" "}(étoiles reliées +{ $points })
turn-passed-face-up = ; les lettres inutilisées { $letters } passent face visible au joueur suivant
turn-blocker = pose un bloqueur en { $square }
turn-race = { $word } en { $at }{ $extras }
turn-comet = ; coup de pouce d'une comète : un joker jaune
turn-saucer = ; une soucoupe volante ! Carte : « { $card } »
turn-earth = ; atterrit sur la Terre !
turn-placed = pose { $tiles } pour { $score }{ $extras }

## Les cartes soucoupe volante d'Hyper-Race, lues à voix haute quand elles sont tirées.

card-fuel-pod = Capsule de carburant ! Votre vaisseau fait le plein : prenez un joker jaune.
card-friendly-alien = Un extraterrestre amical vous fait signe et vous tend une pièce de rechange : prenez un joker jaune.
card-meteor-shower = Pluie de météores ! Vous attendez qu'elle passe : vous perdez votre prochain tour.
card-engine-trouble = Panne de moteur ! Les réparations prennent du temps : vous perdez votre prochain tour.
card-smooth-flying = Vol sans histoire. Les étoiles défilent : il ne se passe rien.
card-space-station = Vous saluez les astronautes d'une station spatiale qui passe : il ne se passe rien.

## Ce qu'un joueur garde à côté du chevalet, après le chevalet dans son MP.

held-yellow-blanks = { $count ->
    [one] {" "}(un joker est un joker jaune, gardé à côté de vos sept lettres)
   *[other] {" "}({ $count } jokers sont des jokers jaunes, gardés à côté de vos sept lettres)
}
held-blockers = { $count ->
    [one] , et un bloqueur à poser avec `/blocker`
   *[other] , et { $count } bloqueurs à poser avec `/blocker`
}

## Les mots du jeu de dés pour ses lettres.

scoreboard-cup = Dés dans le gobelet : { $tiles }
rack-yours-rolled = Votre chevalet (les dés que vous avez lancés)
rack-empty-rolled = pas de dés pour l'instant ; vous lancez au début de votre tour
draw-title-roll = Le lancer pour le premier coup
draw-won-roll = { $player } a fait le lancer le plus proche du A (un joker bat toutes les lettres) et joue en premier.

## Les légendes du replay animé d'une partie terminée (`/gcg replay:True`), dans la langue du
## salon : l'étiquette de chaque image et sa ligne.

replay-start = Début
replay-start-line = { $players }
replay-turn = Tour { $turn }
replay-final = Fin
replay-turn-line = { $player } : { $turn }
replay-turn-player = { $player } :
replay-exchanged = échange de { $tiles ->
    [one] { $tiles } lettre
   *[other] { $tiles } lettres
}
replay-passed = tour passé
replay-time-out = temps écoulé
replay-lost-turn = perd son tour
replay-challenged-off = coup retiré après la contestation de { $by }{ $points }
replay-challenge-stands = coup contesté par { $by }, et il est maintenu{ $points }
replay-resigned = abandon
replay-no-result = partie terminée sans résultat
replay-no-winner = pas de vainqueur
replay-wins-by = { $player } gagne de { $margin }
replay-wins = { $player } gagne
replay-draw = égalité : { $players }
