#!/usr/bin/env bash
# Prints, once a second, the time (seconds since the epoch), the machine's busy CPU time and its idle time, both in
# clock ticks (/proc/stat's first line: user + nice + system + irq + softirq + steal; idle). Linux only.
# Start it before a build and stop it after: cpu_sampler.sh > cpu.txt & ... ; kill %1
while true; do
  read -r _ user nice system idle _ irq softirq steal _ < /proc/stat
  echo "$(date +%s.%N | cut -c1-14) $((user + nice + system + irq + softirq + steal)) $idle"
  sleep 1
done
