package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.tzaar.internal.TzaarEngine;
import io.github.boardrules.tzaar.internal.TzaarStacks;
import java.util.Objects;

/**
 * A heuristic value of a TZAAR position for {@code AlphaBetaBot}: how safe each player's three
 * types are, counting the stacks the opponent can take at once, how many captures each player has
 * left, and how strong his stacks are; the player's value less the opponent's.
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
 * of his stacks, or when he cannot capture at the start of his turn. For each player:
 *
 * <ul>
 *   <li><b>type safety</b>: for each type, with {@code n} his stacks topped by it, of which {@code
 *       k} the opponent could capture now (an opponent stack sees it along a line over empty points
 *       and is at least as tall): when the opponent moves next, he may take two of them this turn,
 *       so the type counts {@code n - min(k, 2)} stacks; 3,000 × (1 − 1/{@code m}) for {@code m}
 *       stacks left, 0 for one, and −6,000 when none would be left. Each stack of the type under
 *       attack costs 100 more;
 *   <li><b>captures left</b>: 1,500 / (1 + {@code c}) is taken off for {@code c} captures he could
 *       make (a player with few captures left is near losing by having none), and 640 added for
 *       each of them (mobility: more ways to attack and to answer);
 *   <li><b>stacks</b>: 50 for each stack he has; <b>stack power</b>: 20 for each piece above the
 *       bottom of his stacks (a taller stack captures taller stacks and is harder to capture).
 * </ul>
 *
 * <p>The value for a player is his sum less the opponent's: antisymmetric, and far within
 * ±{@link Evaluation#MAX}. A position whose turn is half played (the second action to come) is
 * {@linkplain #isQuiet not quiet}: alpha-beta searches through it to the start of the next turn.
 *
 * <p>Instances are immutable and thread-safe.
 */
@API(status = STABLE, since = "0.1.0")
public final class TzaarEvaluation implements Evaluation<TzaarState> {
  private static final TzaarEvaluation STANDARD = new TzaarEvaluation();
  private static final int SAFETY = 3_000;
  private static final int NONE_LEFT = -6_000;
  private static final int PER_ATTACKED = 100;
  private static final int FEW_CAPTURES = 1_500;
  /** Per capture a player could make: room to manoeuvre (kept by SPRT, docs/bots.md). */
  private static final int MOBILITY = 640;
  private static final int PER_STACK = 50;
  private static final int PER_STACKED_PIECE = 20;
  /** How many of a player's stacks the opponent may take in one turn: two captures. */
  private static final int TAKEN_IN_A_TURN = 2;
  /** The types, read once: {@code values()} copies its array on every call. */
  private static final TzaarType[] TYPES = TzaarType.values();

  private TzaarEvaluation() {}

  /**
   * Returns the evaluation: type safety under attack, captures left, stacks and stack power.
   *
   * @return the evaluation
   */
  public static TzaarEvaluation standard() {
    return STANDARD;
  }

  @Override
  public int evaluate(TzaarState state, Player player) {
    Objects.requireNonNull(state, "state");
    long white = state.mask(TzaarColour.WHITE);
    long black = state.mask(TzaarColour.BLACK);
    long occupied = white | black;
    // Lines of sight are symmetric: a WHITE and a BLACK stack that see each other are found once,
    // from the WHITE one, and each may capture the other if it is at least as tall.
    int whiteCaptures = 0;
    int blackCaptures = 0;
    long whiteAttacked = 0;
    long blackAttacked = 0;
    int whitePieces = 0;
    int blackPieces = 0;
    for (long rest = white; rest != 0; rest &= rest - 1) {
      int p = Long.numberOfTrailingZeros(rest);
      int height = TzaarStacks.height(state.content(p));
      whitePieces += height;
      for (long t = TzaarEngine.targets(p, occupied) & black; t != 0; t &= t - 1) {
        int q = Long.numberOfTrailingZeros(t);
        int other = TzaarStacks.height(state.content(q));
        if (other <= height) {
          whiteCaptures++;
          blackAttacked |= 1L << q;
        }
        if (height <= other) {
          blackCaptures++;
          whiteAttacked |= 1L << p;
        }
      }
    }
    for (long rest = black; rest != 0; rest &= rest - 1) {
      blackPieces += TzaarStacks.height(state.content(Long.numberOfTrailingZeros(rest)));
    }
    TzaarColour next = state.colourToMove();
    int whiteValue = value(state, TzaarColour.WHITE, next, whitePieces, whiteAttacked, whiteCaptures);
    int blackValue = value(state, TzaarColour.BLACK, next, blackPieces, blackAttacked, blackCaptures);
    int forWhite = whiteValue - blackValue;
    return TzaarColour.of(player) == TzaarColour.WHITE ? forWhite : -forWhite;
  }

  /**
   * Tells whether a position is at the start of a turn (or in the placement): a turn half played,
   * with its second action to come, is not quiet.
   *
   * @param state a position where the game goes on
   * @return false while a turn's second action is to be played
   */
  @Override
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public boolean isQuiet(TzaarState state) {
    return state.phase() != TzaarPhase.SECOND_ACTION;
  }

  /**
   * Returns one colour's value, with {@code next} the colour to move, {@code pieces} its pieces
   * on the board, {@code attacked} its stacks the other colour could capture and {@code captures}
   * the captures it could make.
   */
  private static int value(TzaarState state, TzaarColour colour, TzaarColour next, int pieces,
      long attacked, int captures) {
    long own = state.mask(colour);
    boolean opponentMovesNext = next != colour;
    int value = 0;
    for (TzaarType type : TYPES) {
      long ofType = own & state.typeMask(type);
      int n = Long.bitCount(ofType);
      int underAttack = Long.bitCount(ofType & attacked);
      int left = opponentMovesNext ? n - Math.min(underAttack, TAKEN_IN_A_TURN) : n;
      value += left <= 0 ? NONE_LEFT : SAFETY - SAFETY / left;
      value -= PER_ATTACKED * underAttack;
    }
    int stacks = Long.bitCount(own);
    return value - FEW_CAPTURES / (1 + captures) + MOBILITY * captures
        + PER_STACK * stacks + PER_STACKED_PIECE * (pieces - stacks);
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
