"""Counts the pairs of a match whose two games went move for move the same.

`match --out DIR` writes game-000000.txt, game-000001.txt, ...: games 2k and 2k+1 are one opening
played with colours swapped. Where both players choose the same moves, both games are the same.
Run: python3 identical_pairs.py DIR
"""
import glob
import re
import sys


def moves(path):
    with open(path, encoding="utf-8") as record:
        return [line.split(". ", 1)[1].strip() for line in record if re.match(r"^\d+\. ", line)]


def main(directory):
    records = sorted(glob.glob(directory + "/game-*.txt"))
    pairs = len(records) // 2
    same = sum(moves(records[2 * i]) == moves(records[2 * i + 1]) for i in range(pairs))
    print(f"{directory}: {pairs} pairs, {same} with identical games")


if __name__ == "__main__":
    main(sys.argv[1])
