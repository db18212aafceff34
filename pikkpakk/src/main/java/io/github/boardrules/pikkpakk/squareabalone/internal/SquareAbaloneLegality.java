package io.github.boardrules.pikkpakk.squareabalone.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pikkpakk.internal.Directions;
import io.github.boardrules.pikkpakk.internal.LineBoard;
import io.github.boardrules.pikkpakk.internal.PointText;
import io.github.boardrules.pikkpakk.internal.Refusal;
import io.github.boardrules.pikkpakk.internal.WrittenMove;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The legality checks of Square Abalone with their messages: each illegal move gets a {@link
 * SquareAbaloneRefusal} and a sentence that names the points. Pushes are tried on the {@link
 * SquareAbaloneEngine}, the code that plays them, so that a check and a move never disagree. It
 * works on the primitive form of a position (the line words, the player to move, the ply count)
 * and of a move (a {@link WrittenMove}; a direction across the run's line is a sideways move).
 *
 * <pre>{@code
 * SquareAbaloneLegality legality = new SquareAbaloneLegality(engine, false, false, false, false, false);
 * Refusal<SquareAbaloneRefusal> refusal = legality.check(rows, columns, Player.FIRST, 0, move);
 * }</pre>
 *
 * <p>Immutable. Internal: not exported by the module.
 */
@API(status = INTERNAL, since = "0.1.0")
public final class SquareAbaloneLegality {
  private static final int SIZE = SquareAbaloneEngine.SIZE;
  private static final int PLACEMENTS = SquareAbaloneEngine.PLACEMENTS;

  private final SquareAbaloneEngine engine;
  private final boolean jointOpening;
  private final boolean distanceByOwnBalls;
  private final boolean anyDistance;
  private final boolean stopOnCollision;
  private final boolean sidewaysMoves;

  /**
   * Makes the checks of one configured game.
   *
   * @param engine the game's engine
   * @param jointOpening the joint opening
   * @param distanceByOwnBalls option a
   * @param anyDistance option b
   * @param stopOnCollision option c
   * @param sidewaysMoves option e
   */
  public SquareAbaloneLegality(
      SquareAbaloneEngine engine,
      boolean jointOpening,
      boolean distanceByOwnBalls,
      boolean anyDistance,
      boolean stopOnCollision,
      boolean sidewaysMoves) {
    this.engine = engine;
    this.jointOpening = jointOpening;
    this.distanceByOwnBalls = distanceByOwnBalls;
    this.anyDistance = anyDistance;
    this.stopOnCollision = stopOnCollision;
    this.sidewaysMoves = sidewaysMoves;
  }

  /**
   * Checks a move in a position that is not over.
   *
   * @param rows the row words
   * @param columns the column words
   * @param toMove the player to move
   * @param ply the plies played
   * @param move the move, a {@link WrittenMove}
   * @return why the move is illegal, or null when it is legal
   */
  public @Nullable Refusal<SquareAbaloneRefusal> check(
      long[] rows, long[] columns, Player toMove, int ply, int move) {
    if (!WrittenMove.onBoard(move, SIZE)) {
      return refusal(
          SquareAbaloneRefusal.OFF_BOARD,
          WrittenMove.offBoardEnd(move, SIZE) + " is not on the 9x9 board");
    }
    if (jointOpening && ply < PLACEMENTS) {
      if (!WrittenMove.isPlacement(move)) {
        return refusal(
            SquareAbaloneRefusal.WRONG_PHASE,
            "The joint opening's placement phase lasts " + PLACEMENTS + " placements ("
                + ply + " made): place a ball, such as e4, instead of moving "
                + WrittenMove.text(move));
      }
      int column = WrittenMove.fromColumn(move);
      int row = WrittenMove.fromRow(move);
      String p = WrittenMove.fromName(move);
      if (column == 0 || row == 0 || column == SIZE - 1 || row == SIZE - 1) {
        return refusal(
            SquareAbaloneRefusal.OUTSIDE_OPENING_AREA,
            p + " is on the rim: the joint opening places balls on the inner 7x7, b2-h8");
      }
      if (LineBoard.kind(rows, column, row) != LineBoard.EMPTY) {
        return refusal(SquareAbaloneRefusal.OCCUPIED, p + " already holds a ball");
      }
      return null;
    }
    if (WrittenMove.isPlacement(move)) {
      String text = WrittenMove.text(move);
      return refusal(
          SquareAbaloneRefusal.WRONG_PHASE,
          jointOpening
              ? "The placement phase is over: push a run instead of placing on " + text
              : "Balls are placed only in the joint opening: push a run instead of placing on "
                  + text);
    }
    if (WrittenMove.isAcross(move)) {
      return checkSideways(rows, columns, toMove, move);
    }
    return checkPush(rows, columns, toMove, move);
  }

  private @Nullable Refusal<SquareAbaloneRefusal> checkSideways(
      long[] rows, long[] columns, Player toMove, int move) {
    if (!sidewaysMoves) {
      return refusal(
          SquareAbaloneRefusal.SIDEWAYS_NOT_ALLOWED,
          WrittenMove.text(move) + " moves the run " + span(move)
              + " sideways, which only option e allows");
    }
    boolean inRow = WrittenMove.inRow(move);
    int line = inRow ? WrittenMove.fromRow(move) : WrittenMove.fromColumn(move);
    int start = inRow ? WrittenMove.fromColumn(move) : WrittenMove.fromRow(move);
    int length = WrittenMove.length(move);
    int mine = LineBoard.plane(toMove);
    long[] along = inRow ? rows : columns;
    for (int i = start; i < start + length; i++) {
      int ball = LineBoard.kind(rows, inRow ? i : line, inRow ? line : i);
      String p = PointText.onLine(inRow, line, i);
      if (ball == LineBoard.EMPTY) {
        return refusal(
            SquareAbaloneRefusal.NOT_A_RUN, "The run " + span(move) + " has no ball on " + p);
      }
      if (LineBoard.planeOf(ball) != mine) {
        return refusal(
            SquareAbaloneRefusal.NOT_OWN_BALLS,
            p + " holds a " + LineBoard.name(ball) + " ball: only a run of " + LineBoard.colour(mine)
                + "'s own balls moves sideways");
      }
    }
    int target = line + Directions.step(WrittenMove.direction(move));
    if (target < 0 || target >= SIZE) {
      return refusal(
          SquareAbaloneRefusal.LEAVES_BOARD,
          "The run " + span(move) + " would move off the board: sideways moves stay on it");
    }
    int occupied = LineBoard.occupancy(along[target]);
    for (int i = start; i < start + length; i++) {
      if ((occupied >>> i & 1) != 0) {
        return refusal(
            SquareAbaloneRefusal.BLOCKED,
            PointText.onLine(inRow, target, i) + " holds a ball: a sideways move goes into empty"
                + " points only");
      }
    }
    return null;
  }

  private @Nullable Refusal<SquareAbaloneRefusal> checkPush(
      long[] rows, long[] columns, Player toMove, int move) {
    boolean inRow = WrittenMove.inRow(move);
    int line = inRow ? WrittenMove.fromRow(move) : WrittenMove.fromColumn(move);
    long word = inRow ? rows[line] : columns[line];
    int start = inRow ? WrittenMove.fromColumn(move) : WrittenMove.fromRow(move);
    int length = WrittenMove.length(move);
    int end = start + length;
    int run = ((1 << length) - 1) << start;
    int occupied = LineBoard.occupancy(word);
    if ((occupied & run) != run) {
      int empty = Integer.numberOfTrailingZeros(run & ~occupied);
      return refusal(
          SquareAbaloneRefusal.NOT_A_RUN,
          "The run " + span(move) + " has no ball on " + PointText.onLine(inRow, line, empty));
    }
    int beyond = start > 0 && (occupied >>> (start - 1) & 1) != 0 ? start - 1
        : end < SIZE && (occupied >>> end & 1) != 0 ? end : -1;
    if (beyond >= 0) {
      return refusal(
          SquareAbaloneRefusal.NOT_MAXIMAL,
          "The run " + span(move) + " goes on to " + PointText.onLine(inRow, line, beyond)
              + ": only a whole run of touching balls is pushed");
    }
    int moverPlane = LineBoard.plane(toMove);
    int own = LineBoard.mask(word, moverPlane);
    int their = LineBoard.mask(word, LineBoard.otherPlane(moverPlane));
    int mine = Integer.bitCount(own & run);
    int theirs = Integer.bitCount(their & run);
    String owner = LineBoard.colour(moverPlane);
    String other = LineBoard.colour(LineBoard.otherPlane(moverPlane));
    if (mine <= theirs) {
      return refusal(
          SquareAbaloneRefusal.NO_MAJORITY,
          "The run " + span(move) + " holds " + mine + " " + owner + " and " + theirs + " " + other
              + " balls: the mover needs more of his own");
    }
    int direction = WrittenMove.direction(move);
    boolean plus = Directions.plus(direction);
    int distance = WrittenMove.distance(move);
    if (!engine.allowsDistance(mine, start, length, plus, distance)) {
      String why;
      if (anyDistance) {
        int most = engine.maxDistance(mine, start, length, plus);
        why = "After " + most + (most == 1 ? " point" : " points") + " the whole run " + span(move)
            + " has left the board: it cannot be pushed " + distance;
      } else if (distanceByOwnBalls) {
        why = "The run " + span(move) + " holds " + mine + " " + owner + (mine == 1 ? " ball" : " balls")
            + (mine == 1
                ? ": with option a it is still pushed one point only, not " + distance
                : ": with option a it is pushed one point or exactly " + mine + " points (as many"
                    + " as it holds own balls)"
                    + (stopOnCollision ? ", or fewer where a collision stops it (option c)" : "")
                    + ", not " + distance);
      } else {
        why = "A run is pushed one point (more only with option a or b), not " + distance;
      }
      return refusal(SquareAbaloneRefusal.TOO_FAR, why);
    }
    int walked = engine.walkedDistance(mine, distance);
    long result = engine.simulate(own, their, start, length, plus, walked);
    int done = SquareAbaloneEngine.stepsDone(result);
    if (done == distance && (walked == distance || SquareAbaloneEngine.stopsAtCollision(result))) {
      return null; // the whole distance, or (a and c) stopped by a collision there
    }
    String at = PointText.onLine(inRow, line, SquareAbaloneEngine.endPoint(result));
    int ending = SquareAbaloneEngine.end(result);
    if (done < distance && ending == SquareAbaloneEngine.END_OWN_OFF) {
      return refusal(
          SquareAbaloneRefusal.OWN_BALL_OFF,
          "At point " + (done + 1) + " of the push the " + owner + " ball on " + at
              + " would fall off the board: pushing off one's own balls needs option f");
    }
    if (done < distance && SquareAbaloneEngine.stopsAtCollision(result)) {
      // A collision stops the push short of the distance named: the move is named by where the
      // run stops, so this name is not a move.
      String stop = ": the collision stops the push after " + done + (done == 1 ? " point" : " points")
          + ", which is the move "
          + WrittenMove.text(
              WrittenMove.run(
                  WrittenMove.fromColumn(move), WrittenMove.fromRow(move),
                  WrittenMove.toColumn(move), WrittenMove.toRow(move), direction, done));
      if (ending == SquareAbaloneEngine.END_STOPPED) {
        return refusal(
            SquareAbaloneRefusal.BLOCKED,
            "At point " + (done + 1) + " of the push the run meets the ball on " + at
                + " and, with option c, passes through empty points only" + stop);
      }
      return refusal(
          SquareAbaloneRefusal.MAJORITY_LOST_IN_COLLISION,
          "At point " + (done + 1) + " of the push the run meets " + at + "; the lengthened run "
              + PointText.onLine(inRow, line, SquareAbaloneEngine.endLow(result)) + "-"
              + PointText.onLine(inRow, line, SquareAbaloneEngine.endHigh(result)) + " holds "
              + SquareAbaloneEngine.endMine(result) + " " + owner + " and "
              + SquareAbaloneEngine.endTheirs(result) + " " + other
              + " balls, and with option d the push goes on only with the mover's majority" + stop);
    }
    // Options a and c: a push named shorter than the run's own balls that no collision ends there.
    return refusal(
        SquareAbaloneRefusal.TOO_FAR,
        "The run " + span(move) + " holds " + mine + " " + owner + " balls: with options a and c it"
            + " is pushed one point or " + mine + " points, and fewer only where a collision stops"
            + " it, but no ball stops it after " + distance + " points"
            + (ending == SquareAbaloneEngine.END_OWN_OFF
                ? " (its " + mine + "-point push is refused: the " + owner + " ball on " + at
                    + " would fall off the board at point " + (done + 1) + ")"
                : ""));
  }

  private static String span(int move) {
    return WrittenMove.span(move);
  }

  private static Refusal<SquareAbaloneRefusal> refusal(SquareAbaloneRefusal reason, String message) {
    return new Refusal<>(reason, message);
  }
}
