package io.github.boardrules.zertz;

import io.github.boardrules.core.Legality;

/**
 * The legality checks of ZÈRTZ with their messages: each illegal move gets the {@link ZertzReason}
 * and a sentence that names the move and the rings. The geometry comes from {@link ZertzRings}, as
 * for the move generator and the engine.
 */
final class ZertzLegality {
  private final ZertzBoard board;
  private final ZertzRings geometry;
  private final int[] nb;

  ZertzLegality(ZertzBoard board, ZertzRings geometry) {
    this.board = board;
    this.geometry = geometry;
    this.nb = board.neighbourTable();
  }

  /** Checks a move on this board in a position that is not over. */
  Legality check(ZertzState state, ZertzMove move) {
    long rings = state.rings();
    long occupied = state.occupied();
    boolean capture = geometry.canCapture(rings, occupied);
    switch (move.kind()) {
      case PASS:
        if (capture) {
          return Legality.illegal(ZertzReason.PASS_NOT_ALLOWED,
              "pass: " + state.toMove() + " can capture, and capturing is compulsory");
        }
        if (ZertzRings.placeableColours(state) != 0) {
          return Legality.illegal(ZertzReason.PASS_NOT_ALLOWED,
              "pass: " + state.toMove() + " can place a marble");
        }
        return Legality.legal();
      case CAPTURE:
        return checkCapture(state, move);
      default:
        if (capture) {
          return Legality.illegal(ZertzReason.CAPTURE_REQUIRED,
              move + ": a capture is possible, and capturing is compulsory");
        }
        return checkPlacement(state, move);
    }
  }

  private Legality checkPlacement(ZertzState state, ZertzMove move) {
    Marble marble = move.marble();
    int colour = marble.ordinal();
    String name = marble.name().toLowerCase(java.util.Locale.ROOT);
    if ((ZertzRings.placeableColours(state) & (1 << colour)) == 0) {
      return Legality.illegal(ZertzReason.MARBLE_NOT_AVAILABLE,
          state.poolSize() > 0
              ? move + ": the pool has no " + name + " marble"
              : move + ": the pool is empty and " + state.toMove() + " holds no " + name + " marble");
    }
    long rings = state.rings();
    int cell = move.cell();
    String cellName = board.cellName(cell);
    if ((rings & (1L << cell)) == 0) {
      return Legality.illegal(ZertzReason.NO_RING, move + ": the ring " + cellName + " has been removed");
    }
    long occupied = state.occupied();
    if ((occupied & (1L << cell)) != 0) {
      return Legality.illegal(ZertzReason.RING_OCCUPIED,
          move + ": " + cellName + " already holds a marble");
    }
    long free = geometry.freeRings(rings, occupied | (1L << cell));
    int removed = move.removedOrNone();
    if (removed < 0) {
      if (free != 0) {
        return Legality.illegal(ZertzReason.REMOVAL_REQUIRED,
            move + ": a free ring must be removed (free: " + cellList(free) + ")");
      }
      return Legality.legal();
    }
    if ((free & (1L << removed)) == 0) {
      String removedName = board.cellName(removed);
      String why;
      if (removed == cell) {
        why = "it is the ring just played on";
      } else if ((rings & (1L << removed)) == 0) {
        why = "it has already been removed";
      } else if ((occupied & (1L << removed)) != 0) {
        why = "it holds a marble";
      } else {
        why = "it cannot slide out: no two neighbouring positions next to each other are empty";
      }
      return Legality.illegal(ZertzReason.RING_NOT_FREE,
          move + ": " + removedName + " is not free, " + why
              + (free == 0 ? " (no ring is free: place without removing)" : " (free: " + cellList(free) + ")"));
    }
    return Legality.legal();
  }

  private Legality checkCapture(ZertzState state, ZertzMove move) {
    int[] path = move.pathShared();
    long rings = state.rings();
    long occupied = state.occupied();
    int at = path[0];
    if ((occupied & (1L << at)) == 0) {
      return Legality.illegal(ZertzReason.NO_JUMPING_MARBLE,
          move + ": " + board.cellName(at) + " holds no marble to jump with");
    }
    long others = occupied & ~(1L << at);
    for (int i = 1; i < path.length; i++) {
      int to = path[i];
      int d = geometry.direction(at, to);
      String step = "jump " + i + " (" + board.cellName(at) + "-" + board.cellName(to) + ")";
      if (d < 0) {
        return Legality.illegal(ZertzReason.NOT_A_JUMP,
            move + ": " + step + " is not a jump over one neighbouring ring in a straight line");
      }
      int over = nb[at * 6 + d];
      if ((others & (1L << over)) == 0) {
        return Legality.illegal(ZertzReason.NOTHING_TO_JUMP,
            move + ": " + step + " jumps over " + board.cellName(over) + ", which holds no marble");
      }
      if ((rings & ~others & (1L << to)) == 0) {
        return Legality.illegal(ZertzReason.LANDING_NOT_VACANT,
            move + ": " + step + " lands on " + board.cellName(to)
                + ((rings & (1L << to)) == 0 ? ", which has been removed" : ", which holds a marble"));
      }
      others &= ~(1L << over);
      at = to;
    }
    if (geometry.canJumpFrom(at, rings, others)) {
      return Legality.illegal(ZertzReason.CHAIN_NOT_FINISHED,
          move + ": the marble on " + board.cellName(at) + " can jump again, and a chain must run to the end");
    }
    return Legality.legal();
  }

  private String cellList(long cells) {
    StringBuilder out = new StringBuilder();
    for (long c = cells; c != 0; c &= c - 1) {
      out.append(out.length() == 0 ? "" : " ").append(board.cellName(Long.numberOfTrailingZeros(c)));
    }
    return out.toString();
  }
}
