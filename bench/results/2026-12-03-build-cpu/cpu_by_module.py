#!/usr/bin/env python3
"""The CPU the whole machine spent while each module of a Maven build ran.

    cpu_by_module.py BUILD_LOG SAMPLES [CLOCK_TICKS]

BUILD_LOG: Maven's output with a time stamp on every line (-Dorg.slf4j.simpleLogger.showDateTime=true
-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS); SAMPLES: cpu_sampler.sh's output over the same build;
CLOCK_TICKS: /proc/stat's ticks a second (getconf CLK_TCK, 100 by default).

For a build of one module at a time (-T1) a module's interval is from its "Building" line to the next one's (the
last to BUILD SUCCESS), and the CPU of the interval is the module's, its test JVMs and the processes they start
included. For a parallel build it prints the busy cores over time instead, in 10-second steps. Both run on a
machine with nothing else busy; what else ran is counted too.
"""
import re
import sys

STAMP = r"(\d\d):(\d\d):(\d\d\.\d+) "


def seconds(match):
    return int(match[1]) * 3600 + int(match[2]) * 60 + float(match[3])


def main(log_path, samples_path, ticks=100):
    starts, end, parallel, goals = [], None, False, []
    with open(log_path, encoding="utf-8", errors="replace") as log:
        for line in log:
            m = re.match(STAMP + r"\[INFO\] Building (boardrules.*?) \d+\.\d+\.\d+(-SNAPSHOT)?", line)
            if m:
                starts.append((seconds(m), m[4].strip()))
            m = re.match(STAMP + r"\[INFO\] --- (\S+) \((\S+)\) @ \S+ ---", line)
            if m:
                plugin = m[4].split(":")
                goals.append((seconds(m), f"{plugin[0]}:{plugin[-1]} ({m[5]})"))
            elif re.match(STAMP + r"\[INFO\] Building ", line):
                goals.append((seconds(re.match(STAMP, line)), None))
            m = re.match(STAMP + r"\[INFO\] BUILD SUCCESS", line)
            if m:
                end = seconds(m)
            if re.match(STAMP + r"\[INFO\] Using the MultiThreadedBuilder", line):
                parallel = True
    if end is None:
        sys.exit(f"{log_path}: no BUILD SUCCESS line with a time stamp")
    samples = []
    with open(samples_path) as f:
        for line in f:
            t, busy, idle = line.split()
            samples.append((float(t) % 86400, int(busy) / ticks, int(idle) / ticks))  # log stamps are UTC times of day

    def busy(a, b):
        inside = [s for s in samples if a <= s[0] <= b]
        return (inside[-1][1] - inside[0][1], inside[-1][0] - inside[0][0]) if len(inside) >= 2 else (0.0, 0.0)

    if not parallel:
        print("module,wall_s,cpu_s,busy_cores")
        total = 0.0
        bounds = starts + [(end, None)]
        for (a, name), (b, _) in zip(bounds, bounds[1:]):
            cpu, wall = busy(a, b)
            total += cpu
            print(f"{name},{b - a:.1f},{cpu:.1f},{cpu / wall if wall else 0:.2f}")
        print(f"# all modules: {end - starts[0][0]:.1f} s of wall time, {total:.1f} s of CPU")
        # Each goal's interval: from its line to the next goal's or module's (the samples are a second apart, so
        # goals of under a few seconds show little or no CPU).
        wall_by, cpu_by = {}, {}
        bounds = goals + [(end, None)]
        for (a, goal), (b, _) in zip(bounds, bounds[1:]):
            if goal is not None:
                cpu, _ = busy(a, b)
                wall_by[goal] = wall_by.get(goal, 0.0) + b - a
                cpu_by[goal] = cpu_by.get(goal, 0.0) + cpu
        print("goal,wall_s,cpu_s")
        for goal in sorted(wall_by, key=lambda g: -cpu_by[g]):
            if cpu_by[goal] >= 1:
                print(f"{goal},{wall_by[goal]:.1f},{cpu_by[goal]:.1f}")
    else:
        first = starts[0][0]
        print("from_s,to_s,busy_cores,modules_started")
        t = first
        while t < end:
            cpu, wall = busy(t, min(t + 10, end))
            names = [n for s, n in starts if t <= s < t + 10]
            print(f"{t - first:.0f},{min(t + 10, end) - first:.0f},{cpu / wall if wall else 0:.2f},{' '.join(names)}")
            t += 10
        cpu, wall = busy(first, end)
        print(f"# whole build: {end - first:.1f} s of wall time, {cpu:.1f} s of CPU, {cpu / wall:.2f} cores busy on average")


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) == 4 else 100)
