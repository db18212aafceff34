"""Keeps the openings of OpeningBook.java's output whose search left them undecided with a score
of at most LIMIT either way for the player to move, shuffled with a fixed seed: a book of openings
where neither side's advantage is a proven or near-certain win (a threat is worth 300).

Run: python3 balanced.py LIMIT SEED raw-book.txt... > balanced.txt
"""
import random
import re
import sys


def main():
    limit, seed, files = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    kept, seen = [], set()
    for name in files:
        lines = open(name, encoding="utf-8").read().splitlines()
        for i, line in enumerate(lines):
            found = re.match(r"# undecided: score (-?\d+) for (\w+) to move, depth (\d+)$", line)
            if found and abs(int(found.group(1))) <= limit and lines[i + 1] not in seen:
                seen.add(lines[i + 1])
                kept.append((lines[i + 1], found.group(1), found.group(2), found.group(3), name))
    random.Random(seed).shuffle(kept)
    print(f"# push-four openings: the undecided ones of {', '.join(files)} scored at most {limit} either way"
          f" for the player to move; {len(kept)} openings, shuffled with seed {seed}")
    for position, score, mover, depth, name in kept:
        print(f"# score {score} for {mover} to move at depth {depth} ({name})")
        print(position)


if __name__ == "__main__":
    main()
