#!/usr/bin/env python3
"""The CPU the whole machine spent during a Maven build, from cpu_sampler.sh's samples.

    cpu_by_module.py modules BUILD_LOG SAMPLES
    cpu_by_module.py steps SAMPLES FROM TO [--step SECONDS]
    cpu_by_module.py goals BUILD_LOG

modules: for a build of one module at a time (-T1), the CPU of each module and of each goal. BUILD_LOG is
Maven's output with a time stamp on every line (-Dorg.slf4j.simpleLogger.showDateTime=true
-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS). A module's interval runs from its "Building" line to the
next one's (the last to BUILD SUCCESS), a goal's from its line to the next goal's or module's; the CPU of an
interval is the module's, its test JVMs' and the processes they start.

steps: the busy cores from FROM to TO (UTC times of day, HH:MM:SS), in steps of --step seconds (20 by default),
for any build, such as the README's command as written, whose log has no time stamps.

goals: the wall time of every goal of every module (module,goal,wall_s), from a time-stamped -T1 log alone, no
samples; grep its output for one execution, such as (static-analysis).

Both count what else ran on the machine too: measure with nothing else busy. The samples are a second apart, so
goals of under a few seconds show little or no CPU. CLK_TCK is taken as 100 (getconf CLK_TCK; --ticks).
"""
import argparse
import re
import sys

STAMP = r"(\d\d):(\d\d):(\d\d\.\d+) \[INFO\] "


def seconds(match):
    return int(match[1]) * 3600 + int(match[2]) * 60 + float(match[3])


def read_samples(path, ticks):
    """(UTC second of the day, busy CPU seconds so far) of each sample; '#' lines are comments."""
    samples = []
    with open(path) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                t, busy = line.split()[:2]
                samples.append((float(t) % 86400, int(busy) / ticks))
    return samples


def busy(samples, a, b):
    """The CPU seconds spent from a to b and the time between the first and last sample inside."""
    inside = [s for s in samples if a <= s[0] <= b]
    if len(inside) < 2:
        return 0.0, 0.0
    return inside[-1][1] - inside[0][1], inside[-1][0] - inside[0][0]


def read_log(log_path):
    """The modules' starts (second, name), the goals' starts (second, goal, module's artifactId) and the end."""
    starts, goals, end = [], [], None
    with open(log_path, encoding="utf-8", errors="replace") as log:
        for line in log:
            m = re.match(STAMP + r"Building (boardrules.*?) \d+\.\d+\.\d+(-SNAPSHOT)?", line)
            if m:
                starts.append((seconds(m), m[4].strip()))
            m = re.match(STAMP + r"--- (\S+) \((\S+)\) @ (\S+) ---", line)
            if m:
                plugin = m[4].split(":")
                goals.append((seconds(m), f"{plugin[0]}:{plugin[-1]} ({m[5]})", m[6]))
            m = re.match(STAMP + "BUILD SUCCESS", line)
            if m:
                end = seconds(m)
    if end is None or not starts:
        sys.exit(f"{log_path}: no time-stamped Building and BUILD SUCCESS lines")
    return starts, goals, end


def goal_intervals(starts, goals, end):
    """(from, to, goal, module) of every goal: a goal ends where the next goal or the next module begins. A
    module's "Building" line comes before its first goal's, also at the same millisecond (a stable sort)."""
    bounds = sorted([(s, None, None) for s, _ in starts[1:]] + goals + [(end, None, None)], key=lambda b: b[0])
    for (a, goal, module), (b, _, _) in zip(bounds, bounds[1:]):
        if goal is not None:
            yield a, b, goal, module


def goal_walls(log_path):
    print("module,goal,wall_s")
    for a, b, goal, module in goal_intervals(*read_log(log_path)):
        print(f"{module},{goal},{b - a:.1f}")


def modules(log_path, samples):
    starts, goals, end = read_log(log_path)
    print("module,wall_s,cpu_s,busy_cores")
    total = 0.0
    bounds = starts + [(end, None)]
    for (a, name), (b, _) in zip(bounds, bounds[1:]):
        cpu, wall = busy(samples, a, b)
        total += cpu
        print(f"{name},{b - a:.1f},{cpu:.1f},{cpu / wall if wall else 0:.2f}")
    print(f"# all modules: {end - starts[0][0]:.1f} s of wall time, {total:.1f} s of CPU")

    wall_by, cpu_by = {}, {}
    for a, b, goal, _ in goal_intervals(starts, goals, end):
        wall_by[goal] = wall_by.get(goal, 0.0) + b - a
        cpu_by[goal] = cpu_by.get(goal, 0.0) + busy(samples, a, b)[0]
    print("goal,wall_s,cpu_s")
    for goal in sorted(cpu_by, key=lambda g: -cpu_by[g]):
        if cpu_by[goal] >= 1:
            print(f"{goal},{wall_by[goal]:.1f},{cpu_by[goal]:.1f}")


def steps(samples, start, end, step):
    print("from_s,to_s,busy_cores")
    t = start
    while t < end:
        cpu, wall = busy(samples, t, min(t + step, end))
        print(f"{t - start:.0f},{min(t + step, end) - start:.0f},{cpu / wall if wall else 0:.2f}")
        t += step
    cpu, wall = busy(samples, start, end)
    print(f"# {end - start:.0f} s: {cpu:.1f} s of CPU, {cpu / wall:.2f} cores busy on average")


def time_of_day(text):
    m = re.fullmatch(r"(\d\d):(\d\d):(\d\d)", text)
    if not m:
        raise argparse.ArgumentTypeError(f"{text}: not HH:MM:SS")
    return int(m[1]) * 3600 + int(m[2]) * 60 + int(m[3])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ticks", type=int, default=100, help="clock ticks a second (getconf CLK_TCK)")
    commands = parser.add_subparsers(dest="command", required=True)
    by_module = commands.add_parser("modules", help="a -T1 build's CPU by module and by goal")
    by_module.add_argument("log")
    by_module.add_argument("samples")
    by_step = commands.add_parser("steps", help="busy cores over time")
    by_step.add_argument("samples")
    by_step.add_argument("start", type=time_of_day)
    by_step.add_argument("end", type=time_of_day)
    by_step.add_argument("--step", type=int, default=20)
    by_goal = commands.add_parser("goals", help="a -T1 build's wall time by module and goal, from its log alone")
    by_goal.add_argument("log")
    args = parser.parse_args(argv)
    if args.command == "goals":
        goal_walls(args.log)
        return
    samples = read_samples(args.samples, args.ticks)
    if args.command == "modules":
        modules(args.log, samples)
    else:
        steps(samples, args.start, args.end, args.step)


if __name__ == "__main__":
    main()
