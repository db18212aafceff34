package io.github.boardrules.tzaar;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.tzaar.internal.TzaarStacks;
import java.util.Objects;

/**
 * A heuristic value of a TZAAR position for {@code AlphaBetaBot}:
 * how safe each player's three types are and how strong his stacks, the player's value less the
 * opponent's.
 *
 * <pre>{@code
 * Tzaar rules = Tzaar.fixedSetup();
 * AlphaBetaBot<TzaarState, TzaarMove> bot =
 *     AlphaBetaBot.builder(rules, TzaarEvaluation.standard())
 *         .maxDepth(4)                       // two whole turns: each turn is two actions
 *         .hash(TzaarState::positionHash)
 *         .build();
 * TzaarMove move = bot.chooseMove(state);
 * }</pre>
 *
 * <p><b>What it counts.</b> A player loses when one of his three types is no longer on top of any
 * of his stacks, so the scarcest type matters most. For each player, with {@code n} the number of
 * his stacks topped by a type:
 *
 * <ul>
 *   <li><b>type safety</b>: for each of the three types, 3,000 × (1 − 1/{@code n}) — 0 for a last
 *       stack, 1,500 for two, 2,000 for three, approaching 3,000: each stack more of a scarce type
 *       is worth much, of a plentiful one little;
 *   <li><b>stacks</b>: 50 for each stack he has (a capture takes one of the opponent's away);
 *   <li><b>stack power</b>: 20 for each piece above the bottom of his stacks (a taller stack
 *       captures taller stacks and is harder to capture).
 * </ul>
 *
 * <p>The value for a player is his sum less the opponent's: antisymmetric, and far within
 * ±{@link Evaluation#MAX}. It does not look at lines of sight: threats are what the search's plies
 * are for. In the placement phase of the tournament setup it counts the pieces placed so far.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class TzaarEvaluation implements Evaluation<TzaarState> {
  private static final TzaarEvaluation STANDARD = new TzaarEvaluation();
  private static final int SAFETY = 3_000;
  private static final int PER_STACK = 50;
  private static final int PER_STACKED_PIECE = 20;

  private TzaarEvaluation() {}

  /**
   * Returns the evaluation: type safety, stacks and stack power.
   *
   * @return the evaluation
   */
  public static TzaarEvaluation standard() {
    return STANDARD;
  }

  @Override
  public int evaluate(TzaarState state, Player player) {
    Objects.requireNonNull(state, "state");
    TzaarColour colour = TzaarColour.of(player);
    return value(state, colour) - value(state, colour.opponent());
  }

  /** Returns one colour's value. */
  private static int value(TzaarState state, TzaarColour colour) {
    long mask = state.mask(colour);
    int value = 0;
    for (TzaarType type : TzaarType.values()) {
      int n = Long.bitCount(mask & state.typeMask(type));
      value += n == 0 ? -SAFETY : SAFETY - SAFETY / n;
    }
    int stacks = Long.bitCount(mask);
    int pieces = 0;
    for (long rest = mask; rest != 0; rest &= rest - 1) {
      pieces += TzaarStacks.height(state.content(Long.numberOfTrailingZeros(rest)));
    }
    return value + PER_STACK * stacks + PER_STACKED_PIECE * (pieces - stacks);
  }

  /**
   * Describes the evaluation.
   *
   * @return {@code TzaarEvaluation[standard]}
   */
  @Override
  public String toString() {
    return "TzaarEvaluation[standard]";
  }
}
