#!/usr/bin/env python3
"""Adds up proc_sampler.py's file by kind of process: the Maven JVM the command started, each module's test JVMs
(surefire), the processes the tests start (Chromium, the learning loop's trainer and command-line JVMs, the
playground's server), and the rest. Prints CPU seconds, the number of processes and the kind, largest first.

    python3 cpu_by_process.py procs.tsv
"""
import collections
import re
import sys


def is_maven(command):
    # the second: a command line that the sampler's first form cut short before the class path's jar
    return "plexus-classworlds" in command or "/.m2/wrapper/dist" in command


def kind(command, main_maven):
    if command == "sampler":
        return "the sampler itself"
    if is_maven(command):
        return "Maven: the command's JVM" if main_maven else "Maven: builds the build starts (consumer projects)"
    module = re.search(r"/([a-z-]+)/target/surefire/surefirebooter", command)
    if module:
        return f"test JVM: {module.group(1)}"
    if "chromedriver" in command:
        return "chromedriver"
    if "chromium" in command:
        return "Chromium"
    if "train.py" in command:
        return "python: train.py"
    if "python" in command:
        return "python: other"
    if re.search(r"(^|/)javadoc ", command):
        return "javadoc"
    if re.search(r"(^|/)java ", command):
        main = re.search(r"(io\.github\.boardrules\.[\w.]+|-jar \S+|consumer\.Main)", command)
        name = main.group(1) if main else "(no main class of ours in its command line: cut short by the sampler's first form)"
        sub = re.search(r"cli\.Main'? (\w+)", command)
        return f"java: {name}" + (f" {sub.group(1)}" if sub else "")
    return "other: " + (command.split(" ")[0] if command else "(kernel threads, or ended before read)")


def main(path):
    # A line of fewer fields is the rest of a command line that held a newline (files of the sampler's first form).
    rows = [fields for fields in (line.rstrip("\n").split("\t") for line in open(path)) if len(fields) == 4]
    mavens = [r for r in rows if is_maven(r[3])]
    main_pid = max(mavens, key=lambda r: float(r[2]))[0] if mavens else None
    cpu, count = collections.Counter(), collections.Counter()
    for pid, _, seconds, command in rows:
        k = kind(command, pid == main_pid)
        cpu[k] += float(seconds)
        count[k] += 1
    print(f"{sum(cpu.values()):.1f} s of CPU in {len(rows)} processes")
    for k, seconds in cpu.most_common():
        if seconds >= 0.5:
            print(f"{seconds:8.1f} {count[k]:5d}  {k}")


if __name__ == "__main__":
    main(sys.argv[1])
