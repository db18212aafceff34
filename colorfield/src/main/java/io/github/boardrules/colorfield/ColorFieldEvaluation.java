package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.colorfield.internal.ColorFieldEngine;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Objects;

/**
 * A heuristic value of colour-field positions for {@code AlphaBetaBot}. A game is won by bringing a
 * RED piece onto the castle or by capturing every enemy RED piece, so the value counts, for the
 * team of the player asked about minus the same for the other team:
 *
 * <ul>
 *   <li>{@value #PIECE} per piece not captured (on the board or in a gate) — material, which also
 *       keeps moves and captures available;
 *   <li>{@value #RED} more per RED piece — losing them all loses the game;
 *   <li>{@value #RACE} per step by which his RED piece nearest the castle is nearer than the
 *       other team's nearest: the distance is the number of steps from square to neighbouring
 *       square (king steps on a full grid; around holes where the board has them) to the nearest
 *       castle square, one more from a gate than from the nearest square it touches.
 * </ul>
 *
 * <pre>{@code
 * ColorField rules = ColorField.standard();
 * AlphaBetaBot<ColorFieldState, ColorFieldMove> bot =
 *     AlphaBetaBot.builder(rules, ColorFieldEvaluation.of(rules))
 *         .hash(ColorFieldState::positionHash)
 *         .maxDepth(4)
 *         .build();
 * ColorFieldMove move = bot.chooseMove(state);
 * }</pre>
 *
 * <p>The distances to the castle are a table of the rules' layout, made once. Instances are
 * immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class ColorFieldEvaluation implements Evaluation<ColorFieldState> {
  /** The value of one piece. */
  public static final int PIECE = 100;

  /** The value of a RED piece on top of {@link #PIECE}. */
  public static final int RED = 300;

  /** The value of one step in the race of the RED pieces to the castle. */
  public static final int RACE = 40;

  private static final int RED_INDEX = ColorFieldLayout.RED;

  private final ColorFieldLayout layout;
  /** King steps from each square to the nearest castle square. */
  private final int[] squareDistance;
  /** One more than the distance of the nearest square each gate touches. */
  private final int[] gateDistance;
  /** The largest distance, used when a team has no RED piece left. */
  private final int far;

  private ColorFieldEvaluation(ColorFieldLayout layout) {
    this.layout = layout;
    int squares = layout.squareCount();
    // Steps to the castle: a breadth-first search from the castle's squares over the neighbours.
    this.squareDistance = new int[squares];
    Arrays.fill(squareDistance, Integer.MAX_VALUE);
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    for (int s = 0; s < squares; s++) {
      if (layout.isCastle(s)) {
        squareDistance[s] = 0;
        queue.add(s);
      }
    }
    while (!queue.isEmpty()) {
      int s = queue.poll();
      for (int next : layout.neighboursOf(s)) {
        if (squareDistance[next] == Integer.MAX_VALUE) {
          squareDistance[next] = squareDistance[s] + 1;
          queue.add(next);
        }
      }
    }
    int farthest = 0;
    for (int d : squareDistance) {
      if (d != Integer.MAX_VALUE) {
        farthest = Math.max(farthest, d);
      }
    }
    this.gateDistance = new int[layout.gateCount()];
    for (int g = 0; g < gateDistance.length; g++) {
      int best = Integer.MAX_VALUE;
      for (int s : layout.gateTouches(g)) {
        best = Math.min(best, squareDistance[s]);
      }
      gateDistance[g] = best == Integer.MAX_VALUE ? best : best + 1;
      if (best != Integer.MAX_VALUE) {
        farthest = Math.max(farthest, best + 1);
      }
    }
    // A piece that cannot reach the castle counts as no RED piece at all.
    this.far = farthest + 1;
    for (int s = 0; s < squares; s++) {
      squareDistance[s] = Math.min(squareDistance[s], far);
    }
    for (int g = 0; g < gateDistance.length; g++) {
      gateDistance[g] = Math.min(gateDistance[g], far);
    }
  }

  /**
   * Returns the evaluation for the layout of a rules object.
   *
   * @param rules the rules whose layout is evaluated
   * @return the evaluation
   */
  public static ColorFieldEvaluation of(ColorField rules) {
    return new ColorFieldEvaluation(Objects.requireNonNull(rules, "rules").layout());
  }

  /**
   * Returns the value of a position for a player.
   *
   * @param state a position on this evaluation's layout
   * @param player the player whose view is asked
   * @return the value, higher is better for {@code player}
   * @throws IllegalArgumentException if the state is on another layout
   */
  @Override
  public int evaluate(ColorFieldState state, Player player) {
    if (!state.layout().equals(layout)) {
      throw new IllegalArgumentException("The state is on another layout than this evaluation's");
    }
    Team team = state.rules().team(player);
    Team other = team.opponent();
    int material = PIECE * (remaining(state, team) - remaining(state, other))
        + RED * (state.redPieces(team) - state.redPieces(other));
    return material + RACE * (nearest(state, other) - nearest(state, team));
  }

  private static int remaining(ColorFieldState state, Team team) {
    return state.piecesOnBoard(team) + state.piecesInGates(team);
  }

  /** Returns the castle distance of the team's nearest RED piece, on a square or in a gate. */
  private int nearest(ColorFieldState state, Team team) {
    int best = far;
    long[] pieces = state.pieces();
    ColorFieldEngine engine = state.rules().engine();
    int red = engine.set(team.index(), RED_INDEX);
    int squares = squareDistance.length;
    for (int w = 0; w < engine.words(); w++) {
      for (long m = pieces[red + w]; m != 0; m &= m - 1) {
        int location = w * 64 + Long.numberOfTrailingZeros(m);
        best = Math.min(best,
            location < squares ? squareDistance[location] : gateDistance[location - squares]);
      }
    }
    return best;
  }

  @Override
  public String toString() {
    return "ColorFieldEvaluation[" + layout.columns() + "x" + layout.rows() + " layout]";
  }
}
