package io.github.boardrules.colorfield.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * Tells why a colour-field move is not legal in an ongoing game, and says it in a message, on the
 * engine's primitive form: the pieces, the team to move by index and the move's code. The two
 * refusals that need the rules' own values — the game's status ({@link ColorFieldRefusal#GAME_OVER})
 * and the move's layout ({@link ColorFieldRefusal#OTHER_LAYOUT}) — are the rules' to check first.
 * Immutable.
 *
 * <pre>{@code
 * ColorFieldLegality legality = new ColorFieldLegality(engine);
 * ColorFieldRefusal refusal = legality.refusal(pieces, 0, code, false);   // null when legal
 * String why = legality.message(refusal, pieces, 0, code);                 // "a1-b1: b1 is taken"
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ColorFieldLegality {
  private static final int RED = ColorFieldBoard.RED;
  private static final int NO_CAPTURE = -1;
  /** The capturing steps a message names as examples. */
  private static final int EXAMPLES = 3;

  private final ColorFieldEngine engine;
  private final ColorFieldBoard board;

  /**
   * Makes the legality of an engine's game.
   *
   * @param engine the engine
   */
  public ColorFieldLegality(ColorFieldEngine engine) {
    this.engine = engine;
    this.board = engine.board();
  }

  /**
   * Returns the first reason that refuses a move in an ongoing game, in the order of {@link
   * ColorFieldRefusal} (from {@link ColorFieldRefusal#NOT_YOUR_PIECE}).
   *
   * @param p the pieces
   * @param team the team to move
   * @param code the move's code, its locations on this board
   * @param capturesOnly whether a capturing step is required and exists ({@link
   *     ColorFieldEngine.Work#capturesOnly})
   * @return the reason, or null when the move is legal
   */
  public @Nullable ColorFieldRefusal refusal(long[] p, int team, long code, boolean capturesOnly) {
    int from = ColorFieldEngine.from(code);
    int to = ColorFieldEngine.to(code);
    int colors = engine.colors;
    int piece = engine.pieceCode(p, from);
    if (piece < 0 || piece / colors != team) {
      return ColorFieldRefusal.NOT_YOUR_PIECE;
    }
    int color = piece % colors;
    if (to >= engine.squares) {
      return ColorFieldRefusal.INTO_GATE;
    }
    if (!contains(engine.neighbours[from], to)) {
      return ColorFieldRefusal.NOT_A_NEIGHBOUR;
    }
    if (engine.pieceCode(p, to) >= 0) {
      return ColorFieldRefusal.OCCUPIED_SQUARE;
    }
    if (board.isCastle(to) && color != RED) {
      return ColorFieldRefusal.CASTLE_FOR_RED_ONLY;
    }
    int target = engine.locationColors[to];
    if (engine.locationColors[from] == color && target == color) {
      return ColorFieldRefusal.OWN_COLOR_TO_OWN_COLOR;
    }
    int capture = ColorFieldEngine.capture(code);
    if (target != color) {
      return capture == NO_CAPTURE
          ? capturingStep(capturesOnly)
          : ColorFieldRefusal.NO_CAPTURE_EARNED;
    }
    long[] capturable = capturable(p, team, color);
    boolean any = any(capturable);
    if (capture == NO_CAPTURE) {
      return any ? ColorFieldRefusal.CAPTURE_REQUIRED : capturingStep(capturesOnly);
    }
    if (capture >= engine.squares || (capturable[capture >>> 6] & (1L << capture)) == 0) {
      return ColorFieldRefusal.NOT_CAPTURABLE;
    }
    return null;
  }

  /** Refuses a step that captures nothing when a capturing step is required and exists. */
  private static @Nullable ColorFieldRefusal capturingStep(boolean capturesOnly) {
    return capturesOnly ? ColorFieldRefusal.CAPTURING_STEP_REQUIRED : null;
  }

  /**
   * Says why a move is refused, naming the locations, such as {@code "a1-b1: b1 is taken"}.
   *
   * @param refusal what {@link #refusal} returned for the move
   * @param p the pieces
   * @param team the team to move
   * @param code the move's code
   * @return the message
   * @throws IllegalArgumentException for {@link ColorFieldRefusal#GAME_OVER} and {@link
   *     ColorFieldRefusal#OTHER_LAYOUT}, whose messages are the rules'
   */
  public String message(ColorFieldRefusal refusal, long[] p, int team, long code) {
    int from = ColorFieldEngine.from(code);
    int to = ColorFieldEngine.to(code);
    int capture = ColorFieldEngine.capture(code);
    String move = format(code);
    int piece = engine.pieceCode(p, from);
    String named = piece < 0 ? "" : board.colorName(piece % engine.colors);
    return switch (refusal) {
      case GAME_OVER, OTHER_LAYOUT -> throw new IllegalArgumentException(
          refusal + " is the rules' to say, not the legality's");
      case NOT_YOUR_PIECE -> from >= engine.squares
          ? "Gate " + board.name(from) + " holds no RED piece of " + board.teamName(team)
          : board.name(from)
              + (piece < 0 ? " is empty" : " holds a piece of " + board.teamName(1 - team))
              + "; " + board.teamName(team) + " is to move";
      case INTO_GATE -> move + ": no piece enters a gate (" + board.name(to) + ")";
      case NOT_A_NEIGHBOUR -> move + ": " + board.name(to)
          + (from >= engine.squares ? " is not a square touched by gate " : " is not a neighbour of ")
          + board.name(from);
      case OCCUPIED_SQUARE -> move + ": " + board.name(to) + " is taken";
      case CASTLE_FOR_RED_ONLY ->
          move + ": only RED pieces may step on the castle (" + board.name(to) + ")";
      case OWN_COLOR_TO_OWN_COLOR -> move + ": a " + named + " piece on a " + named
          + " square may not step to another " + named + " square";
      case NO_CAPTURE_EARNED ->
          move + ": only a step onto a square of the piece's own colour captures";
      case CAPTURE_REQUIRED -> move + " must capture one of "
          + names(capturable(p, team, piece % engine.colors)) + " (capturing is compulsory)";
      case NOT_CAPTURABLE -> {
        long[] capturable = capturable(p, team, piece % engine.colors);
        yield move + ": " + board.name(capture) + " is not an enemy piece on a " + named
            + " square"
            + (!any(capturable) ? " (there is none to capture)" : "; choose one of " + names(capturable));
      }
      case CAPTURING_STEP_REQUIRED -> {
        long[] codes = engine.listMoves(p, team, true);
        StringBuilder some = new StringBuilder();
        for (int i = 0; i < Math.min(EXAMPLES, codes.length); i++) {
          some.append(i == 0 ? "" : ", ").append(format(codes[i]));
        }
        yield move + " captures nothing, but a capturing step exists (" + some
            + (codes.length > EXAMPLES ? ", ..." : "")
            + "): with the capturing-step rule one must be chosen";
      }
    };
  }

  /** Returns the enemy pieces standing on squares of {@code color}, as a set of locations. */
  private long[] capturable(long[] p, int team, int color) {
    int words = engine.words;
    long[] capturable = new long[words];
    for (int c = 0; c < engine.colors; c++) {
      int set = engine.set(1 - team, c);
      for (int w = 0; w < words; w++) {
        capturable[w] |= p[set + w] & engine.colorMasks[color * words + w];
      }
    }
    return capturable;
  }

  private static boolean any(long[] set) {
    for (long word : set) {
      if (word != 0) {
        return true;
      }
    }
    return false;
  }

  /** Writes a move code in notation: {@code b2-c3}, {@code b2-c3xh8}. */
  private String format(long code) {
    int capture = ColorFieldEngine.capture(code);
    String step = board.name(ColorFieldEngine.from(code)) + "-" + board.name(ColorFieldEngine.to(code));
    return capture == NO_CAPTURE ? step : step + "x" + board.name(capture);
  }

  private String names(long[] set) {
    StringBuilder out = new StringBuilder();
    for (int w = 0; w < set.length; w++) {
      for (long m = set[w]; m != 0; m &= m - 1) {
        out.append(out.length() == 0 ? "" : ", ").append(board.name(w * 64 + Long.numberOfTrailingZeros(m)));
      }
    }
    return out.toString();
  }

  private static boolean contains(int[] values, int value) {
    for (int v : values) {
      if (v == value) {
        return true;
      }
    }
    return false;
  }
}
