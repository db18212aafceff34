#!/usr/bin/env python3
"""Runs the learning loop (loop.py) on a solved game and measures every generation, with baselines.

After each generation of loop.py (the same options, passed through after --), the best model so
far (the last candidate the gating match kept) is measured:

- value and move accuracy against the game's solver, by the Java tool
  io.github.boardrules.cli.ModelAccuracy (cli test classes): on the positions of --accuracy-games
  seeded random games (20 by default; for Pylos those with at most 8 balls left in the reserves),
  the share where the sign of the model's value equals the exact value's, and the share of the
  won positions where the top-prior move and the PUCT move keep the win; beside them the
  baselines of the same positions:
  always answering the more common value, and a uniformly random legal move (its expected share);
- the Elo difference against levels of the game's fixed ladder (--levels), from a match with
  paired openings (two random plies, colours swapped), with its 95 % interval.

Generation 0 is the untrained search (equal priors, a random playout as the value): accuracy only.
Writes one CSV row a generation, with '#' lines: date, commit, machine, load (at the start and the
end), every command; and, with --plot, a PNG of the curves (matplotlib).

From the project root, after ./mvnw -B -ntp package -DskipTests (the jar and the test classes):

    python3 learning/python/measure_loop.py nim --out bench/results/2026-11-28-learning-loop/loop-nim.csv \\
        --plot docs/images/loop-nim.png --dir nim-loop --accuracy-games 500 -- --generations 30 ... (the guide's
        loop.py options)
"""

import argparse
import datetime
import os
import platform
import re
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import loop  # noqa: E402  (the loop's steps, run one generation at a time)

CLI = ["java", "-jar", "cli/target/boardrules-cli.jar"]
ACCURACY = ["java", "-cp", "cli/target/boardrules-cli.jar" + os.pathsep + "cli/target/test-classes",
            "io.github.boardrules.cli.ModelAccuracy"]
ELO = re.compile(r"^Elo difference \(.*\): (?:([-+]?\d[\d.,]*\d) \[([-+]?\d[\d.,]*\d), ([-+]?\d[\d.,]*\d)\]"
                 r"|at (most|least) ([-+]?\d[\d.,]*\d))", re.M)
SCORE = re.compile(r"score ([\d.]+) \((\d+(?:\.\d+)?) of (\d+)\)")


def columns(levels):
    return (["game", "generation", "kept", "gate_score", "selfplay_positions", "positions", "won_positions",
             "majority_share", "value_sign_share", "value_mae", "random_won_kept_share", "prior_won_kept_share",
             "puct_won_kept_share", "minutes"]
            + [c for level in levels for c in (f"score_vs_{level}", f"elo_vs_{level}", f"elo_low_vs_{level}",
                                               f"elo_high_vs_{level}")])


def accuracy(game, model, sims, games, log):
    out = loop.run([*ACCURACY, game, model, str(sims), str(games)], log)
    print(out.strip(), flush=True)
    return dict(pair.split("=") for pair in out.split())


def match(game, model, sims, level, games, log):
    """Score, Elo, low, high of the model against a level ("" where a sweep gives one bound only)."""
    out = loop.run([*CLI, "match", game, "--player", f"puct:{model},sims={sims}", "--player", str(level),
                    "--games", str(games), "--random-plies", "2", "--threads", "2"], log)
    score, elo = SCORE.search(out), ELO.search(out)
    if elo and elo.group(4):
        bounds = ("", elo.group(5), "") if elo.group(4) == "least" else ("", "", elo.group(5))
    else:
        bounds = elo.groups()[:3] if elo else ("", "", "")
    print(f"against level {level}: score {score.group(1)}, Elo {bounds}", flush=True)
    return (score.group(1), *(b.replace(",", "").replace("+", "") for b in bounds))


def share(part, whole):
    return "" if int(whole) == 0 else f"{int(part) / int(whole):.3f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("--out", required=True, help="the CSV to write")
    parser.add_argument("--plot", help="the PNG to draw (needs matplotlib)")
    parser.add_argument("--dir", help="the loop's directory (required but with --table)")
    parser.add_argument("--levels", default="3,4", help="the ladder's levels each generation plays")
    parser.add_argument("--match-games", type=int, default=40)
    parser.add_argument("--match-simulations", type=int, default=50)
    parser.add_argument("--accuracy-games", type=int, default=20,
                        help="the seeded random games whose positions the accuracy is measured on")
    parser.add_argument("--table", action="store_true", help="only print the guide's table of --out, and --plot it")
    args, loop_options = parser.parse_known_args()  # the rest, after --, is loop.py's
    if args.table:
        print(table(args.out))
        if args.plot:
            plot(args.out, args.plot)
        return
    if not args.dir:
        parser.error("--dir is required")
    passed = [o for o in loop_options if o != "--"]
    options = loop.options([args.game, "--dir", args.dir, *passed])
    os.makedirs(options.dir, exist_ok=True)
    levels = [int(level) for level in args.levels.split(",") if level]
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    load_start = os.getloadavg()
    started = datetime.datetime.now(datetime.timezone.utc)
    clock = time.monotonic()
    log, rows = [], []

    def row(generation, kept, gate, positions, figures, matches):
        rows.append([args.game, str(generation), kept, gate, str(positions), figures["positions"], figures["won"],
                     f"{float(figures['majority_share']):.3f}", share(figures["sign_agrees"], figures["positions"]),
                     figures["value_mae"], f"{float(figures['random_won_kept_share']):.3f}",
                     share(figures["prior_won_kept"], figures["prior_won"]),
                     share(figures["puct_won_kept"], figures["puct_won"]), f"{(time.monotonic() - clock) / 60:.1f}",
                     *[v for level in levels for v in matches.get(level, ("", "", "", ""))]])

    row(0, "", "", 0, accuracy(args.game, "uniform", args.match_simulations, args.accuracy_games, log), {})
    best = None
    loop_seconds = 0.0
    for g in range(1, options.generations + 1):
        begun = time.monotonic()
        candidate, score, positions = loop.generation(options, g, best, log)
        kept = score is None or score > options.gate
        if kept:
            best = os.path.join(options.dir, "best.onnx")
            loop.shutil.copyfile(candidate, best)
            loop.shutil.copyfile(candidate[:-len(".onnx")] + ".pt", os.path.join(options.dir, "best.pt"))
        loop_seconds += time.monotonic() - begun
        figures = accuracy(args.game, best, args.match_simulations, args.accuracy_games, log)
        matches = {level: match(args.game, best, args.match_simulations, level, args.match_games, log)
                   for level in levels}
        row(g, str(kept).lower(), "" if score is None else f"{score:.3f}", positions, figures, matches)
    load_end = os.getloadavg()
    header = [
        f"Learning loop on {args.game} (learning/python/loop.py), measured after every generation: the best model"
        " so far (the last candidate the gating match kept) against the solver's exact values (cli ModelAccuracy,"
        f" on the positions of {args.accuracy_games} seeded random games; generation 0 the untrained search) and against levels " + args.levels + " of the ladder"
        f" ({args.match_games} games, paired openings, PUCT with {args.match_simulations} simulations)."
        " Baselines on the same positions: majority_share = always answering the more common value;"
        " random_won_kept_share = a uniformly random legal move (expected). Shares: value_sign = the sign of the"
        " model's value is the exact value's; prior/puct won_kept = of the won positions, the top-prior / PUCT"
        " move keeps the win. minutes: wall time since the start, measurements included.",
        f"date: {started.strftime('%Y-%m-%d %H:%M')} UTC",
        f"commit: {commit}",
        f"machine: {os.cpu_count()} processors, {platform.system()} {platform.machine()}, Python"
        f" {platform.python_version()}",
        f"load: {load_start[0]:.2f} at the start, {load_end[0]:.2f} at the end (1-minute load average)",
        f"loop time: {loop_seconds / 60:.1f} minutes for the loop's own steps (self-play, training, gating),"
        f" {(time.monotonic() - clock) / 60:.1f} with the measurements",
        "command: " + " ".join(shlex.quote(a) for a in ["python3", os.path.relpath(sys.argv[0], ROOT)] + sys.argv[1:]),
    ] + ["step: " + c for c in log]
    with open(args.out, "w", encoding="utf-8") as out:
        for line in header:
            out.write("# " + line + "\n")
        out.write(",".join(columns(levels)) + "\n")
        for values in rows:
            out.write(",".join(values) + "\n")
    print(open(args.out, encoding="utf-8").read())
    print(table(args.out))
    if args.plot:
        plot(args.out, args.plot)


def shown(generation, last):
    """The generations the guide's table shows: 0 to 5, every fifth, and the last (the file has them all)."""
    return generation <= 5 or generation % 5 == 0 or generation == last


def table(csv_path):
    """The guide's Markdown table of a results file (LoopResultsTableTest renders the same)."""
    import csv
    with open(csv_path, encoding="utf-8") as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    last = int(rows[-1]["generation"])
    rows = [r for r in rows if shown(int(r["generation"]), last)]
    levels = [c[len("score_vs_"):] for c in rows[0] if c.startswith("score_vs_")]
    lines = ["| Generation | Gating score | Self-play positions | Value sign right | Majority answer |"
             " Top-prior move keeps the win | Random move keeps the win | PUCT move keeps the win |"
             + "".join(f" Against level {level} |" for level in levels),
             "|---|---|---|---|---|---|---|---|" + "---|" * len(levels)]
    for r in rows:
        gate = "—" if not r["gate_score"] else r["gate_score"] + (", kept" if r["kept"] == "true" else ", not kept")
        cells = [r["generation"], gate, r["selfplay_positions"], r["value_sign_share"], r["majority_share"],
                 r["prior_won_kept_share"], r["random_won_kept_share"], r["puct_won_kept_share"]]
        for level in levels:
            score, elo = r[f"score_vs_{level}"], r[f"elo_vs_{level}"]
            low, high = r[f"elo_low_vs_{level}"], r[f"elo_high_vs_{level}"]
            bound = f"{elo} [{low}, {high}]" if elo else (f"≥ {low}" if low else f"≤ {high}")
            cells.append("—" if not score else f"{score} (Elo {bound})")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def plot(csv_path, png):
    """Two panels: accuracy against exact values with its baselines; Elo against the ladder's levels."""
    import csv

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with open(csv_path, encoding="utf-8") as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    game = rows[0]["game"]
    gens = [int(r["generation"]) for r in rows]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    for key, label, style in (("value_sign_share", "value sign right", "o-"),
                              ("prior_won_kept_share", "top-prior move keeps the win", "s-"),
                              ("puct_won_kept_share", "PUCT move keeps the win", "^-")):
        left.plot(gens, [float(r[key]) for r in rows], style, label=label, markersize=3 if len(rows) > 20 else 6)
    left.axhline(float(rows[0]["majority_share"]), color="grey", ls="--", lw=1)
    left.text(gens[-1], float(rows[0]["majority_share"]), "majority answer", ha="right", va="bottom", fontsize=8)
    left.axhline(float(rows[0]["random_won_kept_share"]), color="grey", ls=":", lw=1)
    left.text(gens[-1], float(rows[0]["random_won_kept_share"]), "random legal move", ha="right", va="bottom",
              fontsize=8)
    left.axhline(1.0, color="black", lw=0.5)
    left.set_ylim(0, 1.05)
    left.set_xlabel("generation")
    left.set_title(f"{game}: against exact values ({rows[0]['positions']} positions)")
    left.legend(loc="lower right", fontsize=8)
    levels = [c[len("elo_vs_"):] for c in rows[0] if c.startswith("elo_vs_")]
    for level in levels:
        xs, ys, lows, highs = [], [], [], []
        for r in rows:
            if r[f"elo_vs_{level}"]:
                xs.append(int(r["generation"]))
                ys.append(float(r[f"elo_vs_{level}"]))
                lows.append(ys[-1] - float(r[f"elo_low_vs_{level}"]))
                highs.append(float(r[f"elo_high_vs_{level}"]) - ys[-1])
        right.errorbar(xs, ys, yerr=[lows, highs], fmt="o-", capsize=2 if len(rows) > 20 else 3,
                       markersize=3 if len(rows) > 20 else 6, label=f"against level {level}")
    right.axhline(0, color="grey", ls="--", lw=1)
    right.set_xlabel("generation")
    right.set_ylabel("Elo difference, 95 % interval")
    right.set_title("against the ladder (sweeps, one bound only, not drawn)")
    right.legend(loc="lower right", fontsize=8)
    from matplotlib.ticker import MaxNLocator
    for ax in (left, right):
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    fig.tight_layout()
    fig.savefig(png, dpi=90)
    print("drew", png)


if __name__ == "__main__":
    main()
