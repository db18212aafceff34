#!/usr/bin/env python3
"""The learning loop: self-play, train, gate, repeat; prints every command it runs.

For generation g = 1, 2, ..., --generations:

1. self-play (the command line's selfplay, seed g; with --seed S, S + g - 1 in every step) with
   the best model so far (none in generation 1: equal priors and random playouts), its games
   batched across threads;
2. train.py on the self-play files of the last --window generations (seed g, likewise): the
   candidate, from generation 2 on starting from the best model's weights (--resume) for
   --later-epochs;
3. from generation 2 on, a gating match of the candidate against the best model, both as the PUCT
   search of --simulations with paired openings: the candidate becomes the best model when it
   scores more than --gate (0.5: it won the match; a tie keeps the best model), else the best
   model stays.

Writes DIR/gen<g>.npz, DIR/candidate<g>.onnx (and .pt, its PyTorch weights), DIR/best.onnx (the
best model at the end, and best.pt) and
DIR/loop.csv (a row a generation: positions, the gating score, whether the candidate was kept).
The same options give the same files: every step is seeded.

    python3 learning/python/loop.py nim --dir nim-loop

From the project root after ./mvnw -B -ntp package -DskipTests (the command line's jar). --cli names the command line
("java -jar cli/target/boardrules-cli.jar" by default), --python the interpreter of train.py.
"""

import argparse
import csv
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SCORE = re.compile(r"^(puct:\S+): (\d+) wins?, (\d+) draws?, (\d+) loss(?:es)?, (\d+) unfinished; score ([0-9.]+)", re.M)


def run(words, log=None, warnings=False):
    """Runs a command, printing it first; returns its standard output. With warnings, what it wrote to standard
    error (the trainer's warnings) is passed on; the command line's progress lines are not."""
    shown = " ".join(shlex.quote(w) for w in words)
    print("$ " + shown, flush=True)
    if log is not None:
        log.append(shown)
    done = subprocess.run(words, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit(f"failed with exit code {done.returncode}: {shown}\n{done.stdout}{done.stderr}")
    if warnings and done.stderr:
        print(done.stderr, end="", file=sys.stderr, flush=True)
    return done.stdout


def options(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="the configured game, such as nim")
    parser.add_argument("--dir", required=True, help="the directory of the loop's files (made if missing)")
    parser.add_argument("--generations", type=int, default=8)
    parser.add_argument("--games", type=int, default=1500, help="self-play games a generation")
    parser.add_argument("--simulations", type=int, default=50, help="of self-play and the gating match")
    parser.add_argument("--first-simulations", type=int, default=200,
                        help="of generation 1's self-play, whose values are random playouts")
    parser.add_argument("--sampling-plies", type=int, default=8, help="plies drawn from the visits (temperature 1)")
    parser.add_argument("--random-opening", type=int, default=0,
                        help="each self-play game starts after 0 to N random moves, not recorded")
    parser.add_argument("--first-random-opening", type=int,
                        help="generation 1's --random-opening (default: --random-opening)")
    parser.add_argument("--child-value-policy", default="0",
                        help="policy targets from the network's values of every move, this sharp (0: visit shares)")
    parser.add_argument("--first-child-value-policy",
                        help="generation 1's --child-value-policy, whose values are random playouts (default:"
                             " --child-value-policy)")
    parser.add_argument("--noise", default="0.25", help="weight of the root's Dirichlet noise")
    parser.add_argument("--dirichlet-alpha", default="0.3")
    parser.add_argument("--fpu", default="0.25", help="first-play-urgency reduction of self-play with a model")
    parser.add_argument("--window", type=int, default=2, help="generations of self-play a model trains on")
    parser.add_argument("--epochs", type=int, default=12, help="of generation 1's training")
    parser.add_argument("--later-epochs", type=int, default=8, help="of later generations, from the best weights")
    parser.add_argument("--search-value-weight", default="0.75")
    parser.add_argument("--train-options", default="", help="more options for train.py, as one string")
    parser.add_argument("--gate", type=float, default=0.5,
                        help="the gating match score a candidate must exceed to replace the best model")
    parser.add_argument("--gate-games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1,
                        help="generation g's self-play, training and gating use seed SEED + g - 1")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--game-batch", type=int, default=128, help="games a thread plays side by side")
    parser.add_argument("--cli", default="java -jar cli/target/boardrules-cli.jar")
    parser.add_argument("--python", help="the interpreter of train.py (default: this one, else python3, else"
                        " /usr/bin/python3: the first with PyTorch and NumPy)")
    args = parser.parse_args(argv)
    if args.python is None:
        args.python = trainer_python()
    return args


def trainer_python():
    """This interpreter if it has PyTorch and NumPy, else python3 or Debian's /usr/bin/python3 if one has."""
    for python in (sys.executable, "python3", "/usr/bin/python3"):
        try:
            if subprocess.run([python, "-c", "import numpy, torch"], capture_output=True).returncode == 0:
                return python
        except OSError:
            continue
    sys.exit("train.py needs PyTorch and NumPy, and neither this python, python3 nor /usr/bin/python3 has them:"
             " apt-get install python3-torch libopenblas0-pthread, or pip install torch numpy; or name an"
             " interpreter with --python")


def generation(args, g, best, log):
    """Runs generation g; returns the candidate, its gating score (None in generation 1), the positions."""
    cli = shlex.split(args.cli)
    seed = str(args.seed + g - 1)
    data = os.path.join(args.dir, f"gen{g}.npz")
    opening, child_values = args.random_opening, args.child_value_policy
    if best is None:
        if args.first_random_opening is not None:
            opening = args.first_random_opening
        if args.first_child_value_policy is not None:
            child_values = args.first_child_value_policy
    selfplay = [*cli, "selfplay", args.game, "--games", str(args.games), "--seed", seed,
                "--threads", str(args.threads), "--game-batch", str(args.game_batch),
                "--sampling-plies", str(args.sampling_plies), "--random-opening", str(opening),
                "--child-value-policy", child_values, "--noise", args.noise,
                "--dirichlet-alpha", args.dirichlet_alpha, "--out", data]
    if best is None:
        selfplay += ["--simulations", str(args.first_simulations)]
    else:
        selfplay += ["--simulations", str(args.simulations), "--model", best, "--fpu", args.fpu]
    out = run(selfplay, log)
    positions = int(re.search(r"(\d+) positions", out).group(1))
    files = [os.path.join(args.dir, f"gen{k}.npz") for k in range(max(1, g - args.window + 1), g + 1)]
    candidate = os.path.join(args.dir, f"candidate{g}.onnx")
    train = [args.python, os.path.relpath(os.path.join(HERE, "train.py")), *files, "--out", candidate,
             "--checkpoint", os.path.join(args.dir, f"candidate{g}.pt"), "--seed", seed,
             "--search-value-weight", args.search_value_weight, *shlex.split(args.train_options)]
    if best is None:
        train += ["--epochs", str(args.epochs)]
    else:
        train += ["--epochs", str(args.later_epochs), "--resume", os.path.join(args.dir, "best.pt")]
    print(run(train, log, warnings=True).strip(), flush=True)
    if best is None:
        return candidate, None, positions
    out = run([*cli, "match", args.game, "--player", f"puct:{candidate},sims={args.simulations}",
               "--player", f"puct:{best},sims={args.simulations}", "--games", str(args.gate_games),
               "--random-plies", "2", "--seed", seed, "--threads", str(args.threads)], log)
    score = float(SCORE.search(out).group(6))
    return candidate, score, positions


def main(argv=None):
    args = options(argv)
    os.makedirs(args.dir, exist_ok=True)
    best = None
    rows = []
    started = time.monotonic()
    for g in range(1, args.generations + 1):
        begun = time.monotonic()
        candidate, score, positions = generation(args, g, best, [])
        kept = score is None or score > args.gate
        if kept:
            best = os.path.join(args.dir, "best.onnx")
            shutil.copyfile(candidate, best)
            shutil.copyfile(candidate[:-len(".onnx")] + ".pt", os.path.join(args.dir, "best.pt"))
        rows.append({"generation": g, "selfplay_positions": positions,
                     "gate_score": "" if score is None else f"{score:.3f}", "kept": str(kept).lower(),
                     "seconds": f"{time.monotonic() - begun:.1f}"})
        print(f"generation {g}: {positions} positions, gating score {rows[-1]['gate_score'] or '-'},"
              f" {'kept' if kept else 'not kept'}; {rows[-1]['seconds']} s", flush=True)
    with open(os.path.join(args.dir, "loop.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    print(f"best model: {best}; {time.monotonic() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
