"""Sums a Java Flight Recorder profile's execution samples by method (self and inclusive) and by line.

Run: jfr print --events jdk.ExecutionSample FILE.jfr > samples.txt; python3 profile_summary.py samples.txt
Record with -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints, or inlined code is charged to
the nearest safepoint's line of its caller.
"""
import collections
import re
import sys


def main(path):
    own = collections.Counter()
    inclusive = collections.Counter()
    lines = collections.Counter()
    samples = 0
    frames = []
    with open(path, encoding="utf-8") as text:
        for line in text:
            line = line.strip()
            if line.startswith("jdk.ExecutionSample"):
                frames = []
                continue
            frame = re.match(r"([\w.$<>]+)\(.*line: (\d+)", line)
            if frame:
                frames.append((frame.group(1).replace("io.github.boardrules.", ""), int(frame.group(2))))
            if line == "}" and frames:
                samples += 1
                own[frames[0][0]] += 1
                lines[frames[0]] += 1
                for method in {f[0] for f in frames}:
                    inclusive[method] += 1
                frames = []
    print(samples, "samples")
    for method, count in own.most_common(30):
        print("self %5.1f%% %s" % (100 * count / samples, method))
    for method, count in inclusive.most_common(30):
        print("incl %5.1f%% %s" % (100 * count / samples, method))
    for (method, number), count in lines.most_common(25):
        print("line %5.1f%% %s line %d" % (100 * count / samples, method, number))


if __name__ == "__main__":
    main(sys.argv[1])
