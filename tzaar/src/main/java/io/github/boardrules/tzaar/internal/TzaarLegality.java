package io.github.boardrules.tzaar.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The checks of the rules' {@code check}, in the order of the reasons, on the primitive form of a
 * position (see {@link TzaarEngine}): each illegal move gets a {@link TzaarRefusal} and a sentence
 * naming the points and pieces. The game being over is the rules' to tell.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class TzaarLegality {
  private static final String[] COLOURS = {"WHITE", "BLACK"};
  private static final String TYPE_LETTERS = "abc";

  /**
   * Why a move is refused: the reason and the message, which the rules write after the move's
   * notation and a colon ({@code "E4xE6: the line from E4 to E6 crosses the centre hole E5"}).
   *
   * @param reason the reason
   * @param message the sentence after {@code "<move>: "}
   */
  @API(status = INTERNAL, since = "0.1.0")
  public record Refused(TzaarRefusal reason, String message) {}

  private TzaarLegality() {}

  /**
   * Checks a move in a position that is not over.
   *
   * @param contents the stack contents by point
   * @param white the WHITE stacks
   * @param black the BLACK stacks
   * @param toMove the colour to move
   * @param phase the phase
   * @param code the move's code
   * @return why the move is refused, or null when it is legal
   */
  public static @Nullable Refused check(
      long[] contents, long white, long black, int toMove, int phase, int code) {
    int kind = code >>> 12;
    if (phase == TzaarEngine.PLACEMENT) {
      return checkPlacement(contents, toMove == TzaarEngine.WHITE ? white : black, toMove, kind,
          (code >>> 6) & 63, code & 63);
    }
    return switch (kind) {
      case TzaarEngine.PLACE -> new Refused(TzaarRefusal.WRONG_PHASE, "all pieces are placed; placements are over");
      case TzaarEngine.PASS, TzaarEngine.STACK -> TzaarEngine.captureRequired(phase)
          ? new Refused(TzaarRefusal.CAPTURE_REQUIRED, phase == TzaarEngine.OPENING
              ? "WHITE's opening turn is a single capture"
              : "the first action of a turn must be a capture")
          : kind == TzaarEngine.PASS ? null : checkLine(contents, white, toMove, code);
      default -> checkLine(contents, white, toMove, code);
    };
  }

  private static char letter(int colour, int type) {
    char letter = TYPE_LETTERS.charAt(type);
    return colour == TzaarEngine.WHITE ? letter : Character.toUpperCase(letter);
  }

  private static int colourAt(long white, int point) {
    return (white & (1L << point)) != 0 ? TzaarEngine.WHITE : TzaarEngine.BLACK;
  }

  private static @Nullable Refused checkPlacement(
      long[] contents, long own, int mover, int kind, int piece, int point) {
    if (kind != TzaarEngine.PLACE) {
      return new Refused(TzaarRefusal.WRONG_PHASE, "the pieces are being placed; " + COLOURS[mover]
          + " places one of his pieces, like " + letter(mover, TzaarEngine.TOTT) + "@E4");
    }
    int colour = piece / 3;
    int type = piece % 3;
    if (colour != mover) {
      return new Refused(TzaarRefusal.NOT_YOUR_PIECE, "'" + letter(colour, type) + "' is a "
          + COLOURS[colour] + " piece; " + COLOURS[mover] + " is to place");
    }
    if (contents[point] != 0) {
      return new Refused(TzaarRefusal.POINT_OCCUPIED, TzaarBoard.name(point) + " is not empty");
    }
    if (TzaarStacks.count(contents, own, type + 1) == TzaarEngine.typeCount(type)) {
      return new Refused(TzaarRefusal.NONE_LEFT, COLOURS[mover] + " has placed all "
          + TzaarEngine.typeCount(type) + " pieces of type '" + TYPE_LETTERS.charAt(type) + "'");
    }
    return null;
  }

  private static @Nullable Refused checkLine(long[] contents, long white, int mover, int code) {
    int from = (code >>> 6) & 63;
    int to = code & 63;
    String fromName = TzaarBoard.name(from);
    String toName = TzaarBoard.name(to);
    if (contents[from] == 0) {
      return new Refused(TzaarRefusal.NO_STACK_THERE, fromName + " is empty");
    }
    if (colourAt(white, from) != mover) {
      return new Refused(TzaarRefusal.NOT_YOUR_STACK, "the stack on " + fromName + " is "
          + COLOURS[mover ^ 1] + "'s; " + COLOURS[mover] + " is to move");
    }
    int direction = TzaarBoard.direction(from, to);
    if (direction < 0) {
      return new Refused(TzaarRefusal.NOT_IN_LINE, from == to
          ? "a stack must move to another point"
          : fromName + " and " + toName + " are not on one line");
    }
    int x = TzaarBoard.x(from) + TzaarBoard.DX[direction];
    int y = TzaarBoard.y(from) + TzaarBoard.DY[direction];
    while (x != TzaarBoard.x(to) || y != TzaarBoard.y(to)) {
      int at = TzaarBoard.at(x, y);
      if (at == -2) {
        return new Refused(TzaarRefusal.CENTRE_HOLE,
            "the line from " + fromName + " to " + toName + " crosses the centre hole E5");
      }
      if (contents[at] != 0) {
        return new Refused(TzaarRefusal.PATH_BLOCKED, "the stack on " + TzaarBoard.name(at)
            + " stands between " + fromName + " and " + toName);
      }
      x += TzaarBoard.DX[direction];
      y += TzaarBoard.DY[direction];
    }
    int targetHeight = TzaarStacks.height(contents[to]);
    if (targetHeight == 0) {
      return new Refused(TzaarRefusal.EMPTY_TARGET,
          toName + " is empty; a stack moves to the first occupied point");
    }
    boolean own = colourAt(white, to) == mover;
    if (code >>> 12 == TzaarEngine.CAPTURE) {
      if (own) {
        return new Refused(TzaarRefusal.OWN_STACK, "the stack on " + toName + " is "
            + COLOURS[mover] + "'s own; " + fromName + ">" + toName + " would stack on it");
      }
      int height = TzaarStacks.height(contents[from]);
      if (targetHeight > height) {
        return new Refused(TzaarRefusal.TARGET_TOO_HIGH, "the stack on " + toName + " is "
            + targetHeight + " high, higher than the " + height + " of the stack on " + fromName);
      }
      return null;
    }
    if (!own) {
      return new Refused(TzaarRefusal.ENEMY_STACK, "the stack on " + toName + " is "
          + COLOURS[mover ^ 1] + "'s; " + fromName + "x" + toName + " would capture it");
    }
    return null;
  }
}
