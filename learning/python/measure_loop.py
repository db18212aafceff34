#!/usr/bin/env python3
"""Runs a few generations of the learning loop on a solved game and measures each generation.

For generation g = 1, 2, ...: self-play (seed g; from generation 2 on with the model of
generation g - 1), train.py on every self-play file so far (seed g), then measure the model:

- value and move accuracy against the game's solver, by the Java tool
  io.github.boardrules.cli.ModelAccuracy (cli test classes): on the positions of 20 seeded random
  games (for Pylos those with at most 8 balls left in the reserves), the share where the sign of
  the model's value equals the exact value's, the mean absolute error against the exact value
  (+1/-1/0), and the share where the top-prior move and the PUCT move keep the exact value;
- the match against each level, with paired openings (two random plies, colours swapped).

Generation 0 is the untrained search (equal priors, a random playout as the value): accuracy only.
Writes one CSV row a generation, with '#' lines: date, commit, machine, load, every command.

From the project root, after ./mvnw -B -ntp package -DskipTests (for cli/target/boardrules-cli.jar
and cli/target/test-classes):

    python3 learning/python/measure_loop.py nim --out learning/results/loop-nim.csv
"""

import argparse
import datetime
import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = os.path.join(ROOT, "cli", "target", "boardrules-cli.jar")
TEST_CLASSES = os.path.join(ROOT, "cli", "target", "test-classes")
TRAIN = os.path.join(ROOT, "learning", "python", "train.py")

ELO = re.compile(r"^Elo difference \(.*\): (?:([-+]?\d[\d.,]*\d) \[([-+]?\d[\d.,]*\d), ([-+]?\d[\d.,]*\d)\]|at (most|least) ([-+]?\d[\d.,]*\d))", re.M)
SCORE = re.compile(r"score ([\d.]+) \((\d+(?:\.\d+)?) of (\d+)\)")

COLUMNS = ["game", "generation", "selfplay_positions", "positions", "won_positions", "value_sign_share",
           "value_mae", "prior_kept_share", "prior_won_kept_share", "puct_kept_share", "puct_won_kept_share",
           "minutes"]


def run(command, log):
    """Runs a command from the project root, logs it, returns its standard output and seconds."""
    log.append(" ".join(shlex.quote("python3" if c == sys.executable else c) for c in command))
    print("$", log[-1], file=sys.stderr, flush=True)
    started = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"failed ({done.returncode}): {log[-1]}\n{done.stdout}\n{done.stderr}")
    return done.stdout, time.monotonic() - started


def accuracy(game, model, sims, log):
    out, seconds = run(["java", "-cp", CLI + os.pathsep + TEST_CLASSES, "io.github.boardrules.cli.ModelAccuracy",
                        game, model, str(sims)], log)
    figures = dict(pair.split("=") for pair in out.split())
    print(out.strip(), file=sys.stderr, flush=True)
    return figures, seconds


def share(part, whole):
    return "" if int(whole) == 0 else f"{int(part) / int(whole):.3f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", help="the configured game, such as nim or pylos(ruleSet=children)")
    parser.add_argument("--out", required=True, help="the CSV to write")
    parser.add_argument("--generations", type=int, default=3)
    parser.add_argument("--games", type=int, default=40, help="self-play games a generation")
    parser.add_argument("--simulations", type=int, default=50, help="of self-play, the accuracy's PUCT and matches")
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--levels", default="3,4,5", help="the levels the models play")
    parser.add_argument("--match-games", type=int, default=20, help="games against each level (pairs x 2)")
    parser.add_argument("--threads", type=int, default=1, help="self-play threads")
    parser.add_argument("--work", help="directory for the data and models, kept (default: a temporary one, removed)")
    args = parser.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="loop-")
    os.makedirs(work, exist_ok=True)
    levels = [int(level) for level in args.levels.split(",") if level]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    load = os.getloadavg()[0]
    started = datetime.datetime.now(datetime.timezone.utc)
    log = []
    rows = []
    columns = COLUMNS + [c for level in levels for c in (f"score_vs_{level}", f"elo_vs_{level}",
                                                         f"elo_low_vs_{level}", f"elo_high_vs_{level}")]

    def row(generation, positions, figures, seconds, matches):
        values = [args.game, str(generation), str(positions), figures["positions"], figures["won"],
                  share(figures["sign_agrees"], figures["positions"]), figures["value_mae"],
                  share(figures["prior_kept"], figures["prior_moves"]),
                  share(figures["prior_won_kept"], figures["prior_won"]),
                  share(figures["puct_kept"], figures["puct_moves"]),
                  share(figures["puct_won_kept"], figures["puct_won"]), f"{seconds / 60:.1f}"]
        for level in levels:
            values.extend(matches.get(level, ("", "", "", "")))
        rows.append(values)

    figures, seconds = accuracy(args.game, "uniform", args.simulations, log)
    row(0, 0, figures, seconds, {})
    data = []
    model = None
    for generation in range(1, args.generations + 1):
        seconds = 0.0
        npz = os.path.join(work, f"gen{generation}.npz")
        command = ["java", "-jar", CLI, "selfplay", args.game, "--games", str(args.games), "--simulations",
                   str(args.simulations), "--seed", str(generation), "--threads", str(args.threads), "--out", npz]
        if model:
            command += ["--model", model]
        _, s = run(command, log)
        seconds += s
        data.append(npz)
        model = os.path.join(work, f"gen{generation}.onnx")
        _, s = run([sys.executable, TRAIN, *data, "--out", model, "--epochs", str(args.epochs), "--hidden",
                    str(args.hidden), "--seed", str(generation)], log)
        seconds += s
        import numpy as np  # only here: the tool's other steps need no NumPy
        with np.load(npz) as loaded:
            positions = int(loaded["outcome"].shape[0])
        figures, s = accuracy(args.game, model, args.simulations, log)
        seconds += s
        matches = {}
        for level in levels:
            out, s = run(["java", "-jar", CLI, "match", args.game, "--player",
                          f"puct:{model},sims={args.simulations}", "--player", str(level), "--games",
                          str(args.match_games), "--random-plies", "2"], log)
            seconds += s
            score = SCORE.search(out)
            elo = ELO.search(out)
            print(out.strip().splitlines()[0] if out.strip() else "", file=sys.stderr, flush=True)
            if elo and elo.group(4):  # a sweep: only one bound
                bounds = ("", elo.group(5), "") if elo.group(4) == "least" else ("", "", elo.group(5))
            else:
                bounds = elo.groups()[:3] if elo else ("", "", "")
            matches[level] = (score.group(1) if score else "", *(b.replace(",", "") for b in bounds))
        row(generation, positions, figures, seconds, matches)

    header = [
        f"Learning loop on {args.game}: per generation, self-play, train.py, then the model's value and move"
        " accuracy against the solver (cli ModelAccuracy; generation 0 the untrained search) and its matches"
        f" against levels {args.levels} with paired openings. Shares: value_sign = sign of the model's value"
        " equals the exact value's; prior/puct kept = the top-prior / PUCT move keeps the exact value"
        " (won_kept: of the won positions); minutes: the generation's wall time for all its steps.",
        f"date: {started.strftime('%Y-%m-%d %H:%M')} UTC",
        f"commit: {commit}",
        f"machine: {os.cpu_count()} processors, {platform.system()} {platform.machine()}, Python"
        f" {platform.python_version()}",
        f"load: {load:.2f} (1-minute load average at the start; the machine was shared)",
        "command: " + " ".join(shlex.quote(a) for a in [os.path.relpath(sys.argv[0], ROOT)] + sys.argv[1:]),
    ] + ["step: " + c.replace(work + "/", "").replace(ROOT + "/", "") for c in log]
    with open(args.out, "w", encoding="utf-8") as out:
        for line in header:
            out.write("# " + line + "\n")
        out.write(",".join(columns) + "\n")
        for values in rows:
            out.write(",".join(f'"{v}"' if "," in v else v for v in values) + "\n")
    if not args.work:
        shutil.rmtree(work)
    with open(args.out, encoding="utf-8") as written:
        print(written.read())


if __name__ == "__main__":
    main()
