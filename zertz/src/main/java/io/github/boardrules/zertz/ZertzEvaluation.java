package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.EXPERIMENTAL;
import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.zertz.internal.ZertzFeatures;
import io.github.boardrules.zertz.internal.ZertzRings;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Predicate;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A heuristic value of a ZÈRTZ position for {@code AlphaBetaBot}:
 * how far each player has come towards a winning set, the player's progress less the opponent's,
 * and the best group the player to move can cut off.
 *
 * <pre>{@code
 * Zertz rules = Zertz.standard();
 * AlphaBetaBot<ZertzState, ZertzMove> bot =
 *     AlphaBetaBot.builder(rules, ZertzEvaluation.of(rules))
 *         .maxDepth(3)
 *         .hash(ZertzState::positionHash)
 *         .build();
 * ZertzMove move = bot.chooseMove(state);
 * }</pre>
 *
 * <p><b>What it counts.</b> A game is won by the first winning set of captured marbles, so the
 * value counts captured marbles against the marble set, not marbles as such: a white marble is
 * worth more than a black one because fewer whites make a set. For each player, with {@code w},
 * {@code g}, {@code b} the marbles of each colour he holds and {@code nw}, {@code ng}, {@code nb},
 * {@code e} the numbers the marble set needs (one colour, or {@code e} of each):
 *
 * <ul>
 *   <li><b>closeness</b> = the largest of {@code w/nw}, {@code g/ng}, {@code b/nb} and {@code
 *       min(w, g, b)/e}: the share of his nearest winning set he holds, weighted 6,000;
 *   <li><b>material</b> = {@code (w/nw + g/ng + b/nb) / 3}: every capture counts towards some set
 *       and keeps options open, weighted 3,000.
 * </ul>
 *
 * <p>The value for a player is his sum less the opponent's, plus, for the player to move (taken
 * from the other's value), half of the progress he would gain by the best group he can cut off
 * this turn with all its rings occupied: by one ring removal, and by one placement where the group
 * has one vacant ring left, of the colour that gains most. Such a capture is one placement away,
 * below the search's horizon. So the value is antisymmetric and lies well within ±{@link
 * Evaluation#MAX}. It counts no jumps: captures are compulsory and come in chains, so the search's
 * own plies judge them better than a static count would. A position where a marble can jump is
 * {@linkplain #isQuiet not quiet}: the search plays the captures out before it scores.
 *
 * <p>Instances are thread-safe, and a position's value never changes. Each keeps a memo of the
 * isolation targets of the positions it evaluated last (4,096 for each board size, about 150 KB
 * where full): siblings in a search share them, which makes level 5's search about a tenth faster.
 */
@API(status = STABLE, since = "0.1.0")
public final class ZertzEvaluation implements Evaluation<ZertzState> {
  private static final int CLOSENESS = 6_000;
  private static final int MATERIAL = 3_000;
  /** The share, in percent, of the best isolation capture of the player to move that counts. */
  private static final int ISOLATION_PERCENT = 50;

  /**
   * The memo's size, 2^12 positions for each board size: it answered 65 to 76 % of the
   * evaluations of the level-5 searches measured (bench/results/2026-12-02-zertz-evaluation-memo).
   */
  private static final int RECENT_BITS = 12;
  private static final long[] NO_GROUPS = new long[0];

  private final MarbleSet marbleSet;
  private final int isolationPercent;
  /**
   * By board size, the isolation targets of recently evaluated positions, by a hash of their rings
   * and marbles: in a search most positions share them with one scored shortly before (a sibling
   * that placed a marble of another colour on the same ring, the same position reached again).
   * Shared between threads without locks: each entry is immutable and replaced whole, and a reader
   * checks its rings and marbles.
   */
  private final @Nullable Targets[][] recentByBoard;
  private final int recentShift;

  /** One board's isolation targets (none where a capture is pending); never changed. */
  private static final class Targets {
    final long rings;
    final long occupied;
    final long[] groups;

    Targets(long rings, long occupied, long[] groups) {
      this.rings = rings;
      this.occupied = occupied;
      this.groups = groups;
    }
  }

  private ZertzEvaluation(MarbleSet marbleSet) {
    this(marbleSet, ISOLATION_PERCENT);
  }

  /** With another weight of the isolation term, for trials (bench/results); 0 turns it off. */
  private ZertzEvaluation(MarbleSet marbleSet, int isolationPercent) {
    this(marbleSet, isolationPercent, RECENT_BITS);
  }

  /**
   * With a memo of 2^{@code recentBits} positions for each board size (1 to 20): tests make it
   * small, so that positions collide.
   */
  ZertzEvaluation(MarbleSet marbleSet, int isolationPercent, int recentBits) {
    if (recentBits < 1 || recentBits > 20) {
      throw new IllegalArgumentException("recentBits must be 1 to 20: " + recentBits);
    }
    this.marbleSet = marbleSet;
    this.isolationPercent = isolationPercent;
    this.recentByBoard = new Targets[ZertzBoard.values().length][1 << recentBits];
    this.recentShift = 64 - recentBits;
  }

  /**
   * Returns the evaluation for the basic marble set of {@link Zertz#standard()}.
   *
   * @return the evaluation
   */
  public static ZertzEvaluation standard() {
    return new ZertzEvaluation(MarbleSet.BASIC);
  }

  /**
   * Returns the evaluation for the marble set of some rules.
   *
   * @param rules the game
   * @return the evaluation
   */
  public static ZertzEvaluation of(Zertz rules) {
    return new ZertzEvaluation(rules.marbleSet());
  }

  /**
   * Returns the marble set whose winning sets this evaluation counts.
   *
   * @return the marble set
   */
  public MarbleSet marbleSet() {
    return marbleSet;
  }

  @Override
  public int evaluate(ZertzState state, Player player) {
    Objects.requireNonNull(state, "state");
    int value = progress(state, player) - progress(state, player.opponent());
    if (isolationPercent != 0) {
      int tempo = bestIsolation(state) * isolationPercent / 100;
      value += state.toMove() == player ? tempo : -tempo;
    }
    return value;
  }

  /**
   * The most progress the player to move can gain this turn by isolating a group ({@link
   * ZertzFeatures#isolationTargets}): the group's marbles, and the one he places where the group
   * has a vacant ring, of the colour that gains most; 0 with a capture pending (the search plays
   * it out) or where he can place nothing. A marble placed from his own captures, once the pool
   * is empty, comes back to him with the group and gains nothing.
   */
  int bestIsolation(ZertzState state) {
    long[] groups = targets(state);
    if (groups.length == 0) {
      return 0;
    }
    Player mover = state.toMove();
    boolean fromPool = state.poolSize() > 0;
    int w = state.captured(mover, Marble.WHITE);
    int g = state.captured(mover, Marble.GREY);
    int b = state.captured(mover, Marble.BLACK);
    if (!fromPool && w + g + b == 0) {
      return 0; // he must pass
    }
    int before = progress(w, g, b);
    int best = 0;
    for (long group : groups) {
      int gw = w + Long.bitCount(group & state.marbles(Marble.WHITE));
      int gg = g + Long.bitCount(group & state.marbles(Marble.GREY));
      int gb = b + Long.bitCount(group & state.marbles(Marble.BLACK));
      int after = progress(gw, gg, gb);
      if ((group & ~state.occupied()) != 0 && fromPool) {
        // The placement fills the group's vacant ring: the best colour the pool still has.
        after = Math.max(state.pool(Marble.WHITE) > 0 ? progress(gw + 1, gg, gb) : after,
            Math.max(state.pool(Marble.GREY) > 0 ? progress(gw, gg + 1, gb) : after,
                state.pool(Marble.BLACK) > 0 ? progress(gw, gg, gb + 1) : after));
      }
      best = Math.max(best, after - before);
    }
    return best;
  }

  /**
   * The groups the player to move could isolate ({@link ZertzFeatures#isolationTargets}), none
   * where a capture is pending, by way of {@link #recentByBoard}: they depend on the rings and
   * marbles only.
   */
  private long[] targets(ZertzState state) {
    long rings = state.rings();
    long occupied = state.occupied();
    int slot = slot(rings, occupied);
    @Nullable Targets[] recent = recentByBoard[state.board().ordinal()];
    Targets known = recent[slot];
    if (known != null && known.rings == rings && known.occupied == occupied) {
      return known.groups;
    }
    long[] groups = NO_GROUPS;
    if (!state.board().rings().canCapture(rings, occupied)) {
      long[] found = new long[ZertzFeatures.MAX_TARGETS];
      int count = state.board().features().isolationTargets(rings, occupied, found);
      groups = count == 0 ? NO_GROUPS : Arrays.copyOf(found, count);
    }
    recent[slot] = new Targets(rings, occupied, groups);
    return groups;
  }

  private int slot(long rings, long occupied) {
    return (int) ((rings * 0x9E3779B97F4A7C15L ^ occupied * 0xC2B2AE3D27D4EB4FL) >>> recentShift);
  }

  /**
   * Returns the most the player to move can score for himself after one placement that leaves the
   * opponent no capture: his progress less the opponent's, where his progress counts every marble
   * of every group he could {@linkplain ZertzFeatures#isolationTargets isolate} this turn, and one
   * more marble of any colour for the one he places. A placement that leaves no capture captures
   * only by isolation, and the opponent, now to move, adds his own isolation to his side of the
   * value, never to this player's; progress only grows with marbles, so no such position scores
   * more. {@link Evaluation#MAX} (no bound) where more groups can be isolated than {@link
   * ZertzFeatures#MAX_TARGETS}.
   *
   * <pre>{@code
   * ZertzEvaluation evaluation = ZertzEvaluation.standard();
   * int ceiling = evaluation.quietMoveBound(Zertz.standard().initialState());   // 0: nothing captured yet
   * }</pre>
   *
   * @param state a position with no capture pending, where the game is not over
   * @return the bound, for the player to move
   * @throws IllegalArgumentException if a capture is pending in {@code state}: its moves are
   *     captures, which this bound does not count
   */
  @Override
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public int quietMoveBound(ZertzState state) {
    Objects.requireNonNull(state, "state");
    if (!isQuiet(state)) {
      throw new IllegalArgumentException("quietMoveBound needs a position with no capture pending: " + state);
    }
    Player mover = state.toMove();
    int w = state.captured(mover, Marble.WHITE);
    int g = state.captured(mover, Marble.GREY);
    int b = state.captured(mover, Marble.BLACK);
    long[] groups = targets(state);
    if (groups.length == ZertzFeatures.MAX_TARGETS) {
      return Evaluation.MAX;
    }
    int own = progress(w, g, b);
    if (groups.length > 0) {
      long all = 0;
      for (long group : groups) {
        all |= group;
      }
      w += Long.bitCount(all & state.marbles(Marble.WHITE));
      g += Long.bitCount(all & state.marbles(Marble.GREY));
      b += Long.bitCount(all & state.marbles(Marble.BLACK));
      own = Math.max(progress(w + 1, g, b), Math.max(progress(w, g + 1, b), progress(w, g, b + 1)));
    }
    return own - progress(state, mover.opponent());
  }

  /**
   * Returns the test of the moves of a position that alpha-beta may leave unplayed one move before
   * its horizon ({@link io.github.boardrules.core.bots.QuietMoves}): a placement from the pool
   * after which no marble can jump, no group is isolated and a ring stays vacant. The game then
   * goes on (nobody has captured, so nobody has a new winning set; the board is not full; the
   * placement took a marble from the pool, which is progress), the position is {@linkplain
   * #isQuiet quiet}, and it repeats no earlier position, all of which had more marbles in the pool.
   * Once the pool is empty, or where a capture is pending, it answers false. The colour does not
   * matter, so the test works each ring and removal out once for the three colours.
   *
   * <pre>{@code
   * ZertzEvaluation evaluation = ZertzEvaluation.standard();
   * Predicate<ZertzMove> quiet = evaluation.quietPlacements(state);
   * quiet.test(move);   // true: the position after it is ongoing, quiet and new
   * }</pre>
   *
   * @param state a position where the game goes on (any marble set: the test counts no marbles)
   * @return the test of its legal moves, for one thread (it keeps what it has worked out)
   */
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public Predicate<ZertzMove> quietPlacements(ZertzState state) {
    Objects.requireNonNull(state, "state");
    if (state.poolSize() == 0 || !isQuiet(state)) {
      return move -> false;
    }
    return new QuietPlacements(state);
  }

  /** {@link #quietPlacements}'s test of one position: each ring and removal worked out once. */
  private static final class QuietPlacements implements Predicate<ZertzMove> {
    private final ZertzState state;
    private final ZertzRings ringRules;
    private final int removals;
    /** By ring and removal: bit set once worked out, and where the answer is true. */
    private final long[] known;
    private final long[] quiet;

    QuietPlacements(ZertzState state) {
      this.state = state;
      this.ringRules = state.board().rings();
      int cells = state.board().geometry().cellCount();
      this.removals = cells + 1;
      int slots = cells * removals;
      this.known = new long[(slots + 63) >>> 6];
      this.quiet = new long[(slots + 63) >>> 6];
    }

    @Override
    public boolean test(ZertzMove move) {
      if (move.kind() != ZertzMove.Kind.PLACEMENT || move.board() != state.board()) {
        return false;
      }
      int removed = move.removedOrNone();
      int slot = move.cell() * removals + removed + 1;
      long bit = 1L << slot;
      if ((known[slot >>> 6] & bit) == 0) {
        known[slot >>> 6] |= bit;
        if (quietAfter(move.cell(), removed)) {
          quiet[slot >>> 6] |= bit;
        }
      }
      return (quiet[slot >>> 6] & bit) != 0;
    }

    /** As the engine places: the ring removed, then the groups the placement cut off. */
    private boolean quietAfter(int cell, int removed) {
      long rings = removed >= 0 ? state.rings() & ~(1L << removed) : state.rings();
      long occupied = state.occupied() | 1L << cell;
      return (rings & ~occupied) != 0
          && ringRules.isolatedByPlacement(rings, occupied, cell, removed) == 0
          && !ringRules.canCapture(rings, occupied);
    }
  }

  /** Returns a player's progress towards a winning set, 0 to 9,000. */
  private int progress(ZertzState state, Player player) {
    return progress(state.captured(player, Marble.WHITE), state.captured(player, Marble.GREY),
        state.captured(player, Marble.BLACK));
  }

  /** Returns the progress towards a winning set of a player holding w, g and b, 0 to 9,000. */
  private int progress(int w, int g, int b) {
    int nw = marbleSet.needed(Marble.WHITE);
    int ng = marbleSet.needed(Marble.GREY);
    int nb = marbleSet.needed(Marble.BLACK);
    double fw = Math.min(1.0, (double) w / nw);
    double fg = Math.min(1.0, (double) g / ng);
    double fb = Math.min(1.0, (double) b / nb);
    double each = Math.min(1.0, (double) Math.min(w, Math.min(g, b)) / marbleSet.eachNeeded());
    double closeness = Math.max(Math.max(fw, fg), Math.max(fb, each));
    double material = (fw + fg + fb) / 3;
    return (int) Math.round(CLOSENESS * closeness + MATERIAL * material);
  }

  /**
   * Tells whether no capture is pending: captures are compulsory, so a position where a marble can
   * jump is not quiet, and alpha-beta searches the captures before it scores.
   *
   * @param state a position where the game goes on
   * @return false when the player to move can capture
   */
  @Override
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public boolean isQuiet(ZertzState state) {
    return !state.board().rings().canCapture(state.rings(), state.occupied());
  }

  /**
   * Tells the search to spend no depth on captures: they are compulsory, so a search's depth
   * counts the turns that place a marble, and a capture chain (and the answer it forces) is
   * searched as the rules force it, as far as it goes.
   *
   * @return true
   */
  @Override
  @API(status = EXPERIMENTAL, since = "0.2.0")
  public boolean extendsNotQuiet() {
    return true;
  }

  /**
   * Describes the evaluation, such as {@code ZertzEvaluation[BASIC]}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return "ZertzEvaluation[" + marbleSet + "]";
  }
}
