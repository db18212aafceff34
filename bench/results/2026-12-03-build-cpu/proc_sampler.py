#!/usr/bin/env python3
"""Samples every process's CPU time twice a second, until stopped (SIGTERM or SIGINT), then writes one line a
process: pid, parent pid, CPU seconds (user + system) spent while the sampler ran, and its command line (as last
read). Linux only: it reads /proc. Processes that lived less than half a second between two samples are missed;
a process that was running when the sampler started counts only what it spent after that. The sampler's own CPU
time is written last, as "sampler".

    python3 proc_sampler.py procs.tsv &  ...  kill %1
"""
import os
import signal
import sys
import time

TICKS = os.sysconf("SC_CLK_TCK")


def snapshot():
    """(pid, start tick) -> (parent pid, CPU ticks) of every process now."""
    found = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                stat = f.read()
        except OSError:  # it ended between the listing and the read
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        found[(int(name), int(fields[19]))] = (int(fields[1]), int(fields[11]) + int(fields[12]))
    return found


def command(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            text = f.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""
    return " ".join(text.split())[:8000]  # one line: a script given with -c may hold newlines and tabs


def main(out):
    me = os.getpid()
    before = snapshot()  # what the processes running now had already spent
    last, commands = {}, {}

    def write(*_):
        with open(out, "w") as f:
            for key, (ppid, ticks) in last.items():
                spent = ticks - before.get(key, (0, 0))[1]
                if spent > 0:
                    f.write(f"{key[0]}\t{ppid}\t{spent / TICKS:.2f}\t{commands.get(key, '')}\n")
            times = os.times()
            f.write(f"{me}\t0\t{times.user + times.system:.2f}\tsampler\n")
        sys.exit(0)

    signal.signal(signal.SIGTERM, write)
    signal.signal(signal.SIGINT, write)
    while True:
        for key, value in snapshot().items():
            if key[0] == me:
                continue
            if last.get(key) != value:
                last[key] = value
                text = command(key[0])
                if text:  # a process that has ended, or a kernel thread, keeps its last command line
                    commands[key] = text
        time.sleep(0.5)


if __name__ == "__main__":
    main(sys.argv[1])
