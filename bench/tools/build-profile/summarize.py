#!/usr/bin/env python3
"""Summarises a build profile made by run.sh: total CPU, per-module and per-mojo CPU, the top test classes,
the test JVMs' own cost, and the reactor's timeline. Usage: summarize.py OUT_DIR [TOP]"""
import collections, csv, os, re, sys

out = sys.argv[1]
top = int(sys.argv[2]) if len(sys.argv) > 2 else 30

def read(name):
    path = os.path.join(out, name)
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return list(csv.reader(f))

meta = dict(l.strip().split('=', 1) for l in open(os.path.join(out, 'meta.txt')) if '=' in l)
timev = open(os.path.join(out, 'time.txt')).read() if os.path.exists(os.path.join(out, 'time.txt')) else ''
def tv(key):
    m = re.search(re.escape(key) + r': (.*)', timev)
    return m.group(1).strip() if m else ''
user, sys_ = float(tv('User time (seconds)') or 0), float(tv('System time (seconds)') or 0)
print('# ' + ', '.join(f'{k}={v}' for k, v in meta.items()))
print(f'# whole build: user {user:.1f} s + sys {sys_:.1f} s = {user + sys_:.1f} s CPU; wall {tv("Elapsed (wall clock) time (h:mm:ss or m:ss)")}; max RSS {tv("Maximum resident set size (kbytes)")} kB')

tests = read('tests.csv')   # module,class,cpu_ms,wall_ms,pid,start_ms,status
forks = read('forks.csv')   # module,pid,first_cpu_ms,total_cpu_ms,jvm_start_ms,end_ms
classes_cpu = collections.Counter()
for t in tests:
    classes_cpu[t[0]] += int(t[2])
fork_cpu, fork_count, fork_start = collections.Counter(), collections.Counter(), collections.Counter()
for f in forks:
    fork_cpu[f[0]] += int(f[3]); fork_count[f[0]] += 1; fork_start[f[0]] += int(f[2])
print(f'\n## Test JVMs: {len(forks)} forks, {sum(fork_cpu.values())/1000:.1f} s CPU in all; '
      f'{sum(classes_cpu.values())/1000:.1f} s inside test classes; {len(tests)} classes')
print('module,forks,fork_cpu_s,in_classes_cpu_s,outside_classes_cpu_s')
for m, c in fork_cpu.most_common():
    print(f'{m},{fork_count[m]},{c/1000:.1f},{classes_cpu[m]/1000:.1f},{(c-classes_cpu[m])/1000:.1f}')

print(f'\n## Top {top} test classes by CPU (the whole test JVM while the class ran)')
print('rank,module,class,cpu_s,wall_s')
for i, t in enumerate(sorted(tests, key=lambda t: -int(t[2]))[:top], 1):
    print(f'{i},{t[0]},{t[1].rsplit(".", 1)[-1]},{int(t[2])/1000:.1f},{int(t[3])/1000:.1f}')

mojos = read('mojos.csv')   # time,what,project,mojo,thread,thread_cpu_ms,process_cpu_ms,children_cpu_ms
open_ = {}
rows = []
projects = {}
for r in mojos:
    t, what, project, mojo, thread, tcpu, pcpu, ccpu = r[0], r[1], r[2], r[3], r[4], int(r[5]), int(r[6]), int(r[7])
    t = int(t)
    if what == 'start':
        open_[(project, mojo)] = (t, tcpu, ccpu)
    elif what in ('end', 'failed'):
        s = open_.pop((project, mojo))
        module = project.replace('boardrules-', '')
        # Children's CPU arrives when they are reaped, whichever builder thread runs then: the test JVMs, whose
        # CPU forks.csv knows, go to the surefire execution of their module that was running when they ended; the
        # rest of the children's CPU in this window (javadoc, exec, invoker) goes to this mojo, less those forks.
        ended = [f for f in forks if s[0] <= int(f[5]) <= t + 1000]
        if 'surefire' in mojo:
            children = sum(int(f[3]) for f in ended if f[0] == module)
        else:
            children = max(0, (ccpu - s[2]) - sum(int(f[3]) for f in ended))
        rows.append((module, mojo, t - s[0], tcpu - s[1], children, s[0], t))
    elif what == 'project-start':
        projects[project] = [t, None]
    elif what in ('project-end', 'project-failed'):
        projects[project][1] = t
    elif what == 'session-start':
        session_start = t
by_mojo_cpu, by_mojo_wall, by_mojo_n = collections.Counter(), collections.Counter(), collections.Counter()
by_project = collections.Counter()
for p, m, wall, tc, cc, s, e in rows:
    key = re.sub(r'@.*', '', m) + '@' + m.split('@')[-1]
    by_mojo_cpu[key] += tc + cc; by_mojo_wall[key] += wall; by_mojo_n[key] += 1
    by_project[p] += tc + cc
print('\n## Mojos by CPU (builder thread CPU + CPU of child processes it waited for; summed over modules)')
print('mojo,executions,cpu_s,wall_s')
for k, v in by_mojo_cpu.most_common(top):
    print(f'{k},{by_mojo_n[k]},{v/1000:.1f},{by_mojo_wall[k]/1000:.1f}')
print(f'# sum over mojos: {sum(by_mojo_cpu.values())/1000:.1f} s (the rest of the build CPU: Maven itself, GC and JIT of its JVM)')

print('\n## Modules in reactor order of start: start and end (s from the session start), wall, CPU')
print('module,start_s,end_s,wall_s,cpu_s')
for p, (s, e) in sorted(projects.items(), key=lambda kv: kv[1][0]):
    name = p.replace('boardrules-', '')
    print(f'{name},{(s-session_start)/1000:.1f},{((e or s)-session_start)/1000:.1f},{((e or s)-s)/1000:.1f},{by_project[name]/1000:.1f}')

print('\n## The slowest mojo executions (wall)')
print('module,mojo,wall_s,cpu_s,start_s')
for p, m, wall, tc, cc, s, e in sorted(rows, key=lambda r: -r[2])[:top]:
    print(f'{p},{m},{wall/1000:.1f},{(tc+cc)/1000:.1f},{(s-session_start)/1000:.1f}')
