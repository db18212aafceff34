package io.github.boardrules.zertz.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The legality checks of ZÈRTZ with their messages, on the primitive form of a position (see
 * {@link ZertzEngine}): each illegal move gets a {@link ZertzRefusal} and a sentence that names
 * the rings and marbles. The geometry comes from {@link ZertzRings}, as for the move generator and
 * the engine. The game being over and a move of another board are the rules' to tell.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ZertzLegality {
  private static final String[] COLOUR_NAMES = {"white", "grey", "black"};

  private final ZertzRings ringRules;
  private final ZertzGeometry board;
  private final int[] nb;

  /**
   * Why a move is refused: the reason and the message, which the rules write after the move's
   * notation and a colon ({@code "Wd4,d5: d5 is not free, ..."}).
   *
   * @param reason the reason
   * @param message the sentence after {@code "<move>: "}
   */
  @API(status = INTERNAL, since = "0.1.0")
  public record Refused(ZertzRefusal reason, String message) {}

  /**
   * Makes the checks of a board.
   *
   * @param ringRules the ring rules of the board
   */
  public ZertzLegality(ZertzRings ringRules) {
    this.ringRules = ringRules;
    this.board = ringRules.geometry();
    this.nb = board.neighbourTable();
  }

  private static Player player(int toMove) {
    return toMove == 0 ? Player.FIRST : Player.SECOND;
  }

  /**
   * Checks a pass in a position that is not over.
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @param counts the packed counts
   * @param toMove the player to move, 0 or 1
   * @return why the pass is refused, or null when it is legal
   */
  public @Nullable Refused checkPass(long rings, long occupied, long counts, int toMove) {
    if (ringRules.canCapture(rings, occupied)) {
      return new Refused(ZertzRefusal.PASS_NOT_ALLOWED,
          player(toMove) + " can capture, and capturing is compulsory");
    }
    if (ZertzCounts.placeableColours(counts, toMove) != 0) {
      return new Refused(ZertzRefusal.PASS_NOT_ALLOWED, player(toMove) + " can place a marble");
    }
    return null;
  }

  /**
   * Checks a placement in a position that is not over.
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @param counts the packed counts
   * @param toMove the player to move, 0 or 1
   * @param colour the colour placed, 0 white, 1 grey, 2 black
   * @param cell the ring placed on
   * @param removed the ring removed, -1 for none
   * @return why the placement is refused, or null when it is legal
   */
  public @Nullable Refused checkPlacement(
      long rings, long occupied, long counts, int toMove, int colour, int cell, int removed) {
    if (ringRules.canCapture(rings, occupied)) {
      return new Refused(ZertzRefusal.CAPTURE_REQUIRED, "a capture is possible, and capturing is compulsory");
    }
    String name = COLOUR_NAMES[colour];
    if ((ZertzCounts.placeableColours(counts, toMove) & (1 << colour)) == 0) {
      return new Refused(ZertzRefusal.MARBLE_NOT_AVAILABLE,
          ZertzCounts.poolSize(counts) > 0
              ? "the pool has no " + name + " marble"
              : "the pool is empty and " + player(toMove) + " holds no " + name + " marble");
    }
    String cellName = board.cellName(cell);
    if ((rings & (1L << cell)) == 0) {
      return new Refused(ZertzRefusal.NO_RING, "the ring " + cellName + " has been removed");
    }
    if ((occupied & (1L << cell)) != 0) {
      return new Refused(ZertzRefusal.RING_OCCUPIED, cellName + " already holds a marble");
    }
    long free = ringRules.freeRings(rings, occupied | (1L << cell));
    if (removed < 0) {
      if (free != 0) {
        return new Refused(ZertzRefusal.REMOVAL_REQUIRED,
            "a free ring must be removed (free: " + board.cellList(free) + ")");
      }
      return null;
    }
    if ((free & (1L << removed)) == 0) {
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
      return new Refused(ZertzRefusal.RING_NOT_FREE,
          board.cellName(removed) + " is not free, " + why
              + (free == 0 ? " (no ring is free: place without removing)" : " (free: " + board.cellList(free) + ")"));
    }
    return null;
  }

  /**
   * Checks a capture chain in a position that is not over.
   *
   * @param rings the rings on the board
   * @param occupied the rings holding a marble
   * @param path the jumping marble's ring, then each landing ring (at least two rings)
   * @return why the chain is refused, or null when it is legal
   */
  public @Nullable Refused checkCapture(long rings, long occupied, int[] path) {
    int at = path[0];
    if ((occupied & (1L << at)) == 0) {
      return new Refused(ZertzRefusal.NO_JUMPING_MARBLE,
          board.cellName(at) + " holds no marble to jump with");
    }
    long others = occupied & ~(1L << at);
    for (int i = 1; i < path.length; i++) {
      int to = path[i];
      int d = board.jumpDirection(at, to);
      String step = "jump " + i + " (" + board.cellName(at) + "-" + board.cellName(to) + ")";
      if (d < 0) {
        return new Refused(ZertzRefusal.NOT_A_JUMP,
            step + " is not a jump over one neighbouring ring in a straight line");
      }
      int over = nb[at * 6 + d];
      if ((others & (1L << over)) == 0) {
        return new Refused(ZertzRefusal.NOTHING_TO_JUMP,
            step + " jumps over " + board.cellName(over) + ", which holds no marble");
      }
      if ((rings & ~others & (1L << to)) == 0) {
        return new Refused(ZertzRefusal.LANDING_NOT_VACANT,
            step + " lands on " + board.cellName(to)
                + ((rings & (1L << to)) == 0 ? ", which has been removed" : ", which holds a marble"));
      }
      others &= ~(1L << over);
      at = to;
    }
    if (ringRules.canJumpFrom(at, rings, others)) {
      return new Refused(ZertzRefusal.CHAIN_NOT_FINISHED,
          "the marble on " + board.cellName(at) + " can jump again, and a chain must run to the end");
    }
    return null;
  }
}
