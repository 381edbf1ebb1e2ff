#!/usr/bin/env python3
"""Our endgame positions put to MAGPIE's endgame solver, and its answers read back
(docs/guide/benchmarks.md, "The expert's endgames in its own games").

  python3 scripts/magpie_endgames.py commands POSITIONS DISTRIBUTION [LIMIT] [THREADS] > CMDS
  bin/magpie < CMDS > OUT              (in MAGPIE's directory)
  python3 scripts/magpie_endgames.py results POSITIONS OUT

POSITIONS: a file `endgame_bench --positions` wrote (seed, board in CGP, the mover's rack,
the exact spread or `unproven`, tab-separated). DISTRIBUTION: MAGPIE's
`data/letterdistributions/english.csv` (the bag, to work out the other side's rack: every
tile not on the board or the mover's rack). The lexicon is `TWLENABLE` (ENABLE in upper case,
words of at most 15 letters, `convert text2kwg TWLENABLE` and `convert text2wordmap
TWLENABLE`; MAGPIE picks the tile set by the name's first letters). Scores are written as 0
to 0, so MAGPIE's value is what the rest of the game adds for the mover, as ours is.

`results` prints, a position a line: seed, our exact spread, MAGPIE's depth reached (25: the
whole game, a proof), its time, its value, and whether the two agree.
"""

import collections
import csv
import re
import sys


def positions(path):
    with open(path) as file:
        for line in file:
            seed, board, rack, spread = line.rstrip("\n").split("\t")
            yield seed, board, rack, spread


def commands(path, distribution, limit="10", threads="2"):
    bag = {}
    with open(distribution) as file:
        for row in csv.reader(file):
            bag[row[0]] = int(row[2])
    first = True
    for seed, board, rack, _ in positions(path):
        left = collections.Counter(bag)
        for tile in board:
            if tile.isalpha():
                left["?" if tile.islower() else tile] -= 1
        for tile in rack:
            left[tile] -= 1
        if any(count < 0 for count in left.values()):
            sys.exit(f"seed {seed}: more tiles than the bag holds")
        other = "".join(tile * count for tile, count in sorted(left.items()) if count > 0)
        mode = " -mode sync" if first else ""
        print(f"cgp {board} {rack}/{other} 0/0 0 -lex TWLENABLE{mode}")
        print(f"endgame -eplies 25 -etlim {limit} -threads {threads}")
        first = False


def results(path, out):
    with open(out) as file:
        lines = file.read().split("\n")
    answers = []
    for i, line in enumerate(lines):
        found = re.match(r"Endgame \(depth: (\d+), time: ([\d.]+)s", line)
        if found:
            # The best line: the play, its score, then its value twice (V and S).
            value = re.search(r"\s(-?\d+)\s+\1\s", lines[i + 2] + " ")
            if value is None:
                sys.exit(f"answer {len(answers) + 1}: no value in {lines[i + 2]!r}")
            answers.append((int(found.group(1)), float(found.group(2)), int(value.group(1))))
    asked = list(positions(path))
    if len(answers) != len(asked):
        # An error instead of an answer would pair every later answer with the wrong seed.
        sys.exit(f"{len(asked)} positions but {len(answers)} answers: see {out}")
    for (seed, _, _, spread), (depth, seconds, value) in zip(asked, answers):
        agree = "" if spread == "unproven" else ("agree" if int(spread) == value else "DIFFER")
        print(f"{seed}\t{spread}\t{depth}\t{seconds:.3f}\t{value}\t{agree}")


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "commands":
        commands(*sys.argv[2:6])
    elif len(sys.argv) == 4 and sys.argv[1] == "results":
        results(sys.argv[2], sys.argv[3])
    else:
        sys.exit(__doc__)
