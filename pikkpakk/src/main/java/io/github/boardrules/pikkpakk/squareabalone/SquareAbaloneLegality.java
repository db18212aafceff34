package io.github.boardrules.pikkpakk.squareabalone;

import io.github.boardrules.core.Legality;
import io.github.boardrules.pikkpakk.Ball;
import io.github.boardrules.pikkpakk.Point;
import io.github.boardrules.pikkpakk.internal.LineBoard;

/**
 * The legality checks of Square Abalone with their messages: each illegal move gets the {@link
 * SquareAbaloneReason} and a sentence that names the points. Pushes are tried on the {@link
 * PushEngine}, the code that plays them, so that a check and a move never disagree.
 */
final class SquareAbaloneLegality {
  private static final int SIZE = SquareAbalone.SIZE;
  private static final int PLACEMENTS = SquareAbalone.PLACEMENTS;

  private final PushEngine engine;
  private final boolean jointOpening;
  private final boolean distanceByOwnBalls;
  private final boolean anyDistance;
  private final boolean stopOnCollision;
  private final boolean sidewaysMoves;

  SquareAbaloneLegality(
      PushEngine engine,
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

  /** Checks a move in a position that is not over. */
  Legality check(SquareAbaloneState state, SquareAbaloneMove move) {
    if (!move.from().isOnBoard(SIZE) || !move.to().isOnBoard(SIZE)) {
      Point off = move.from().isOnBoard(SIZE) ? move.to() : move.from();
      return Legality.illegal(SquareAbaloneReason.OFF_BOARD, off + " is not on the 9x9 board");
    }
    if (jointOpening && state.ply() < PLACEMENTS) {
      if (move.kind() != SquareAbaloneMove.Kind.PLACE) {
        return Legality.illegal(
            SquareAbaloneReason.WRONG_PHASE,
            "The joint opening's placement phase lasts " + PLACEMENTS + " placements ("
                + state.ply() + " made): place a ball, such as e4, instead of moving " + move);
      }
      Point p = move.point();
      if (p.column() == 0 || p.row() == 0 || p.column() == SIZE - 1 || p.row() == SIZE - 1) {
        return Legality.illegal(
            SquareAbaloneReason.OUTSIDE_OPENING_AREA,
            p + " is on the rim: the joint opening places balls on the inner 7x7, b2-h8");
      }
      if (state.ballAt(p).isPresent()) {
        return Legality.illegal(SquareAbaloneReason.OCCUPIED, p + " already holds a ball");
      }
      return Legality.legal();
    }
    if (move.kind() == SquareAbaloneMove.Kind.PLACE) {
      return Legality.illegal(
          SquareAbaloneReason.WRONG_PHASE,
          jointOpening
              ? "The placement phase is over: push a run instead of placing on " + move
              : "Balls are placed only in the joint opening: push a run instead of placing on "
                  + move);
    }
    if (move.kind() == SquareAbaloneMove.Kind.SIDEWAYS) {
      return checkSideways(state, move);
    }
    return checkPush(state, move);
  }

  private Legality checkSideways(SquareAbaloneState state, SquareAbaloneMove move) {
    if (!sidewaysMoves) {
      return Legality.illegal(
          SquareAbaloneReason.SIDEWAYS_NOT_ALLOWED,
          move + " moves the run " + span(move) + " sideways, which only option e allows");
    }
    boolean inRow = move.inRow();
    int line = inRow ? move.from().row() : move.from().column();
    int start = inRow ? move.from().column() : move.from().row();
    int mine = LineBoard.plane(state.toMove());
    long[] along = inRow ? state.rows() : state.columns();
    for (int i = start; i < start + move.length(); i++) {
      Ball ball = LineBoard.ball(state.rows(), inRow ? i : line, inRow ? line : i);
      Point p = PushEngine.point(inRow, line, i);
      if (ball == null) {
        return Legality.illegal(
            SquareAbaloneReason.NOT_A_RUN, "The run " + span(move) + " has no ball on " + p);
      }
      if (LineBoard.plane(ball) != mine) {
        return Legality.illegal(
            SquareAbaloneReason.NOT_OWN_BALLS,
            p + " holds a " + ball + " ball: only a run of " + Ball.of(state.toMove())
                + "'s own balls moves sideways");
      }
    }
    int target = line + move.direction().step();
    if (target < 0 || target >= SIZE) {
      return Legality.illegal(
          SquareAbaloneReason.LEAVES_BOARD,
          "The run " + span(move) + " would move off the board: sideways moves stay on it");
    }
    int occupied = LineBoard.occupancy(along[target]);
    for (int i = start; i < start + move.length(); i++) {
      if ((occupied >>> i & 1) != 0) {
        return Legality.illegal(
            SquareAbaloneReason.BLOCKED,
            PushEngine.point(inRow, target, i) + " holds a ball: a sideways move goes into empty"
                + " points only");
      }
    }
    return Legality.legal();
  }

  private Legality checkPush(SquareAbaloneState state, SquareAbaloneMove move) {
    boolean inRow = move.inRow();
    int line = inRow ? move.from().row() : move.from().column();
    long word = inRow ? state.rows()[line] : state.columns()[line];
    int start = inRow ? move.from().column() : move.from().row();
    int length = move.length();
    int end = start + length;
    int run = ((1 << length) - 1) << start;
    int occupied = LineBoard.occupancy(word);
    if ((occupied & run) != run) {
      int empty = Integer.numberOfTrailingZeros(run & ~occupied);
      return Legality.illegal(
          SquareAbaloneReason.NOT_A_RUN,
          "The run " + span(move) + " has no ball on " + PushEngine.point(inRow, line, empty));
    }
    int beyond = start > 0 && (occupied >>> (start - 1) & 1) != 0 ? start - 1
        : end < SIZE && (occupied >>> end & 1) != 0 ? end : -1;
    if (beyond >= 0) {
      return Legality.illegal(
          SquareAbaloneReason.NOT_MAXIMAL,
          "The run " + span(move) + " goes on to " + PushEngine.point(inRow, line, beyond)
              + ": only a whole run of touching balls is pushed");
    }
    int moverPlane = LineBoard.plane(state.toMove());
    int own = LineBoard.mask(word, moverPlane);
    int their = LineBoard.mask(word, LineBoard.otherPlane(moverPlane));
    int mine = Integer.bitCount(own & run);
    int theirs = Integer.bitCount(their & run);
    String owner = Ball.of(state.toMove()).name();
    String other = Ball.of(state.toMove().opponent()).name();
    if (mine <= theirs) {
      return Legality.illegal(
          SquareAbaloneReason.NO_MAJORITY,
          "The run " + span(move) + " holds " + mine + " " + owner + " and " + theirs + " " + other
              + " balls: the mover needs more of his own");
    }
    boolean plus = move.direction().step() > 0;
    int distance = move.distance();
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
      return Legality.illegal(SquareAbaloneReason.TOO_FAR, why);
    }
    int walked = engine.walkedDistance(mine, distance);
    long result = engine.simulate(own, their, start, length, plus, walked);
    int done = PushEngine.stepsDone(result);
    if (done == distance && (walked == distance || PushEngine.stopsAtCollision(result))) {
      return Legality.legal(); // the whole distance, or (a and c) stopped by a collision there
    }
    Point at = PushEngine.point(inRow, line, PushEngine.endPoint(result));
    int ending = PushEngine.end(result);
    if (done < distance && ending == PushEngine.END_OWN_OFF) {
      return Legality.illegal(
          SquareAbaloneReason.OWN_BALL_OFF,
          "At point " + (done + 1) + " of the push the " + owner + " ball on " + at
              + " would fall off the board: pushing off one's own balls needs option f");
    }
    if (done < distance && PushEngine.stopsAtCollision(result)) {
      // A collision stops the push short of the distance named: the move is named by where the
      // run stops, so this name is not a move.
      String stop = ": the collision stops the push after " + done + (done == 1 ? " point" : " points")
          + ", which is the move " + SquareAbaloneMove.push(move.from(), move.to(), move.direction(), done);
      if (ending == PushEngine.END_STOPPED) {
        return Legality.illegal(
            SquareAbaloneReason.BLOCKED,
            "At point " + (done + 1) + " of the push the run meets the ball on " + at
                + " and, with option c, passes through empty points only" + stop);
      }
      return Legality.illegal(
          SquareAbaloneReason.MAJORITY_LOST_IN_COLLISION,
          "At point " + (done + 1) + " of the push the run meets " + at + "; the lengthened run "
              + PushEngine.point(inRow, line, PushEngine.endLow(result)) + "-"
              + PushEngine.point(inRow, line, PushEngine.endHigh(result)) + " holds "
              + PushEngine.endMine(result) + " " + owner + " and "
              + PushEngine.endTheirs(result) + " " + other
              + " balls, and with option d the push goes on only with the mover's majority" + stop);
    }
    // Options a and c: a push named shorter than the run's own balls that no collision ends there.
    return Legality.illegal(
        SquareAbaloneReason.TOO_FAR,
        "The run " + span(move) + " holds " + mine + " " + owner + " balls: with options a and c it"
            + " is pushed one point or " + mine + " points, and fewer only where a collision stops"
            + " it, but no ball stops it after " + distance + " points"
            + (ending == PushEngine.END_OWN_OFF
                ? " (its " + mine + "-point push is refused: the " + owner + " ball on " + at
                    + " would fall off the board at point " + (done + 1) + ")"
                : ""));
  }

  private static String span(SquareAbaloneMove move) {
    return move.length() == 1 ? move.from().toString() : move.from() + "-" + move.to();
  }
}
