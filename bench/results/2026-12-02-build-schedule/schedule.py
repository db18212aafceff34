"""Module times of a `mvn -T2` build, and the same build simulated under other orders of <modules>.

Usage (from the repository's root): python3 schedule.py BUILD.log [ORDER ...]

BUILD.log is the output of `./mvnw -B -ntp verify -Dorg.slf4j.simpleLogger.showDateTime=true
-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS`. For each module the script prints its start
(seconds from the build's first plugin), its duration (the reactor summary's), the part of it from
the start of the static-analysis pass (Error Prone and the nullness checker) to the module's end, and
its start in the simulation. The simulation follows Maven 3's multi-threaded builder: a module is
queued when the last of its reactor dependencies ends (those queued together in reactor order), and
a free thread takes the first in the queue. Dependencies are read from the modules' pom.xml files
(boardrules-* artifacts of any scope). Each ORDER is a comma-separated order for some of the
modules: they are put in the slots of <modules> they hold, in that order, and the build simulated
again with the same durations.
"""
import heapq
import re
import sys
from pathlib import Path


def seconds(stamp):
    h, m, s = stamp.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)


def measured(lines):
    """Each module's first plugin and static-analysis start (s of day), and durations by display name."""
    first, analysis, durations = {}, {}, {}
    for line in lines:
        m = re.match(r"(\S+) \[INFO\] --- \S+ \((\S+)\) @ (\S+) ---", line)
        if m:
            first.setdefault(m.group(3), seconds(m.group(1)))
            if m.group(2) == "static-analysis":
                analysis[m.group(3)] = seconds(m.group(1))
        m = re.match(r"\S+ \[INFO\] (boardrules.*?) \.+ SUCCESS \[\s*(?:(\d+):(\d+) min|([\d.]+) s)\]", line)
        if m:
            durations[m.group(1).strip()] = (
                float(m.group(4)) if m.group(4) else int(m.group(2)) * 60 + int(m.group(3)))
    return first, analysis, durations


def modules():
    """The declared module directories, their artifacts, dependencies and display names."""
    order = re.findall(r"<module>([\w-]+)</module>", Path("pom.xml").read_text())
    artifact, deps, name = {}, {}, {}
    for module in order:
        pom = Path(module, "pom.xml").read_text()
        own = pom.split("</parent>")[-1]
        a = re.search(r"<artifactId>(boardrules-[\w-]+)</artifactId>", own).group(1)
        artifact[module] = a
        name[a] = re.search(r"<name>(.*?)</name>", own).group(1)
        deps[a] = set(re.findall(r"<artifactId>(boardrules-[\w-]+)</artifactId>", own)) - {a}
    for a in deps:
        deps[a] &= set(artifact.values())
    return order, artifact, deps, name


def simulate(order, artifact, deps, duration, threads=2):
    """Reactor order (dependencies first, else as declared), then first come, first served threads."""
    declared = [artifact[m] for m in order]
    reactor, seen = [], set()

    def visit(a):
        if a not in seen:
            seen.add(a)
            for d in sorted(deps[a], key=declared.index):
                visit(d)
            reactor.append(a)

    for a in declared:
        visit(a)
    queue = [a for a in reactor if not deps[a]]
    queued, done, running, start, t = set(queue), set(), [], {}, 0.0
    while queue or running:
        while queue and len(running) < threads:
            a = queue.pop(0)
            start[a] = t
            heapq.heappush(running, (t + duration[a], a))
        t, a = heapq.heappop(running)
        done.add(a)
        for b in reactor:
            if b not in queued and deps[b] <= done:
                queue.append(b)
                queued.add(b)
    return t, start


def reordered(order, names):
    slots = [i for i, m in enumerate(order) if m in names]
    changed = list(order)
    for i, m in zip(slots, names):
        changed[i] = m
    return changed


def main():
    first, analysis, durations = measured(Path(sys.argv[1]).read_text().splitlines())
    order, artifact, deps, name = modules()
    t0 = min(first.values())
    duration = {a: durations.get(name[a], 0.0) for a in deps}
    total, start = simulate(order, artifact, deps, duration)
    print("module,start_s,duration_s,static_analysis_to_end_s,simulated_start_s")
    for a in sorted((a for a in first if a in deps), key=first.get):
        rest = first[a] + duration[a] - analysis[a] if a in analysis else 0.0
        print(f"{a},{first[a] - t0:.1f},{duration[a]:.1f},{rest:.1f},{start[a]:.1f}")
    print(f"# simulated end, the declared order: {total:.1f} s")
    for other in sys.argv[2:]:
        total, _ = simulate(reordered(order, other.split(",")), artifact, deps, duration)
        print(f"# simulated end, {other}: {total:.1f} s")


if __name__ == "__main__":
    main()
