#!/bin/sh
# A scripted UGI engine for the forfeit tests of match: it answers the handshake, then misbehaves
# at "go" as its first argument says:
#   repeat   always answers "bestmove a1": legal while a1 holds a ball (grid NIM), illegal after
#   garbage  answers a move that no notation reads
#   nomove   answers "bestmove" without a move
#   crash    writes a line to standard error and exits with code 3
#   slow     sleeps far beyond any time a move (the match must stop it)
#   endless  answers an endless line: bytes without a line end, for ever
mode=$1
while read -r command rest; do
  case "$command" in
    ugi)
      echo "id name fake $mode"
      echo "ugiok" ;;
    isready) echo "readyok" ;;
    go)
      case "$mode" in
        repeat) echo "info string always the same" ; echo "bestmove a1" ;;
        garbage) echo "bestmove ?!" ;;
        nomove) echo "bestmove" ;;
        crash) echo "fake engine: out of luck" >&2 ; exit 3 ;;
        slow) sleep 600 ; echo "bestmove a1" ;;
        endless) cat /dev/zero ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
