package io.github.boardrules.nim.solve;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.nim.GridNim;
import io.github.boardrules.nim.GridNimMove;
import io.github.boardrules.nim.GridNimState;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Perfect play for a grid NIM game, by exhaustive search over the sets of balls left.
 *
 * <pre>{@code
 * GridNim rules = GridNim.standard();
 * GridNimSolver solver = GridNimSolver.of(rules);
 * solver.isWinForPlayerToMove(rules.initialState());   // false: the second player wins
 * solver.grundyValue(rules.state(0b0011, Player.FIRST)); // 2: a1-b1 is a heap of two
 * }</pre>
 *
 * <h2>Method</h2>
 *
 * <p>Normal play uses Sprague–Grundy values. Two balls can be taken in one move only if they share
 * a row or column and — when touching is required — every point between them holds a ball; the
 * connected parts of the balls under that relation are independent games, so the value of a
 * position is the XOR of the values of its parts, and only a position of one part needs the
 * minimum excluded value over its moves. A position is won for the player to move when its value
 * is not 0. Misère play does not split this way, so it is a plain win/loss search over whole
 * positions.
 *
 * <h2>Cost and limits</h2>
 *
 * <p>For boards of at most {@value #TABLE_MAX_POINTS} points, the constructor fills a table of
 * every set of balls (2<sup>points</sup> entries: 65,536 for 4x4; 4 bytes each in normal play, one
 * bit in misère play), in time proportional to 2<sup>points</sup> times {@link
 * GridNim#candidateMoveCount()}. Measured on a 2-core machine: about 10 ms for each 4x4 game,
 * 0.05 s for 4x5 with the standard moves, 0.3 s for 4x5 with any number from a line, 2 s for 2x10
 * with any number from a line (2,056 candidate moves). Every query is then a table look-up, plus
 * a scan of the moves for {@link #bestMove}.
 *
 * <p>Larger boards are searched on demand and the results kept in a concurrent map for the life
 * of the solver, so memory only grows: keep one solver per game and share it. This answers
 * positions whose parts (normal play) or whose whole ball set (misère) are small. Measured: 3x7
 * with the standard moves, from the full board, 0.7 s in normal play and 2 s with about 0.5 GB in
 * misère play; the full 5x5 standard game in normal play, 16 s and about 1 GB. Full boards much
 * larger than that, and misère play on 5x5 or larger, are out of reach. The search recurses one
 * level per move, at most 64 deep.
 *
 * <p>Solvers are thread-safe: the table is filled before the constructor returns; the map is a
 * {@link ConcurrentHashMap} used with {@code get} and {@code put} only, so two threads may
 * compute the same entry, with the same result.
 */
@API(status = STABLE, since = "0.1.0")
public final class GridNimSolver implements NimSolver<GridNimState, GridNimMove> {
  /** The most points a board may have for its table to be filled when the solver is made. */
  public static final int TABLE_MAX_POINTS = 20;

  private final GridNim rules;
  private final boolean misere;
  private final long[] candidates;
  /** For each point, the points whose balls may be taken together with its ball in one move. */
  private final long[] links;
  private final boolean tabulated;
  /** Normal play, small boards: the Grundy value of every set of balls. */
  private final int[] grundyTable;
  /** Misère play, small boards: bit {@code b} set when ball set {@code b} is won for the mover. */
  private final long[] winTable;
  /** Normal play, large boards: Grundy values of connected parts. */
  private final ConcurrentMap<Long, Integer> grundyMemo = new ConcurrentHashMap<>();
  /** Misère play, large boards: win (true) or loss for the player to move. */
  private final ConcurrentMap<Long, Boolean> winMemo = new ConcurrentHashMap<>();

  private GridNimSolver(GridNim rules) {
    this.rules = rules;
    this.misere = rules.misere();
    // The candidates are the moves legal on the full board, in the rules' order.
    this.candidates = new long[rules.candidateMoveCount()];
    rules.legalMoveMasks(rules.initialState().balls(), candidates);
    this.links = links(rules);
    this.tabulated = rules.pointCount() <= TABLE_MAX_POINTS;
    int size = tabulated ? 1 << rules.pointCount() : 0;
    this.grundyTable = tabulated && !misere ? fillGrundyTable(size, candidates, links) : new int[0];
    this.winTable = tabulated && misere ? fillWinTable(size, candidates) : new long[0];
  }

  /**
   * Makes the solver of a game. For boards of at most {@value #TABLE_MAX_POINTS} points it fills
   * its table here (about 10 ms for 4x4, 2 s for the largest); larger boards remember what they
   * searched. Either way a solver is worth keeping: make one per game and share it, as it is
   * thread-safe.
   *
   * <pre>{@code
   * GridNimSolver solver = GridNimSolver.of(GridNim.standard());
   * solver.winner(GridNim.standard().initialState());   // SECOND
   * }</pre>
   *
   * @param rules the game
   * @return a new solver
   */
  public static GridNimSolver of(GridNim rules) {
    return new GridNimSolver(Objects.requireNonNull(rules, "rules"));
  }

  /**
   * Returns the rules this solver plays.
   *
   * @return the rules
   */
  public GridNim rules() {
    return rules;
  }

  @Override
  public Player toMove(GridNimState state) {
    return state.toMove();
  }

  @Override
  public boolean isWinForPlayerToMove(GridNimState state) {
    requireBoard(state);
    return wins(state.balls());
  }

  /**
   * Returns the Sprague–Grundy value of a normal-play position: 0 exactly when the player to move
   * loses; a position with value {@code n} plays like a Nim heap of {@code n} balls when added to
   * other games.
   *
   * @param state a state of the solver's game
   * @return the value, 0 or more
   * @throws IllegalStateException if the game is played misère, where values do not add up
   * @throws IllegalArgumentException if the state is for a board of another size
   */
  public int grundyValue(GridNimState state) {
    if (misere) {
      throw new IllegalStateException("Grundy values describe normal play; this game is misère");
    }
    requireBoard(state);
    return grundy(state.balls());
  }

  /**
   * Returns a move that leaves the opponent lost when there is one; otherwise the first legal move
   * in the order of {@link GridNim#legalMoves}, which takes a single ball.
   *
   * @param state a state of the solver's game
   * @return a legal move, or empty when the game is over
   * @throws IllegalArgumentException if the state is for a board of another size
   */
  @Override
  public Optional<GridNimMove> bestMove(GridNimState state) {
    requireBoard(state);
    long balls = state.balls();
    if (balls == 0) {
      return Optional.empty();
    }
    int firstLegal = -1;
    for (int i = 0; i < candidates.length; i++) {
      long move = candidates[i];
      if ((move & ~balls) == 0) {
        if (!wins(balls & ~move)) {
          return Optional.of(rules.move(move));
        }
        if (firstLegal < 0) {
          firstLegal = i;
        }
      }
    }
    return Optional.of(rules.move(candidates[firstLegal]));
  }

  private void requireBoard(GridNimState state) {
    if (state.rows() != rules.rows() || state.columns() != rules.columns()) {
      throw new IllegalArgumentException(
          "The state is for a " + state.rows() + "x" + state.columns() + " board; this solver is "
              + "for a " + rules.rows() + "x" + rules.columns() + " board");
    }
  }

  private boolean wins(long balls) {
    if (misere) {
      if (tabulated) {
        return (winTable[(int) (balls >>> 6)] & (1L << balls)) != 0;
      }
      return misereWins(balls);
    }
    return grundy(balls) != 0;
  }

  private int grundy(long balls) {
    if (tabulated) {
      return grundyTable[(int) balls];
    }
    int value = 0;
    for (long rest = balls; rest != 0; ) {
      long part = part(rest, rest & -rest, links);
      value ^= partGrundy(part);
      rest &= ~part;
    }
    return value;
  }

  /** Returns the connected part of {@code balls} that holds the balls of {@code seed}. */
  private static long part(long balls, long seed, long[] links) {
    long part = seed;
    long frontier = seed;
    while (frontier != 0) {
      int point = Long.numberOfTrailingZeros(frontier);
      frontier &= frontier - 1;
      long added = links[point] & balls & ~part;
      part |= added;
      frontier |= added;
    }
    return part;
  }

  /**
   * Fills the Grundy values of every ball set in increasing order: a move or a split into parts
   * always gives smaller numbers, which are already filled.
   */
  private static int[] fillGrundyTable(int size, long[] candidates, long[] links) {
    int[] table = new int[size];
    // seen[v] == b marks value v as reached from ball set b; no clearing between sets needed.
    int[] seen = new int[candidates.length + 2];
    for (int balls = 1; balls < size; balls++) {
      long part = part(balls, balls & -balls, links);
      if (part != balls) {
        table[balls] = table[(int) part] ^ table[balls & (int) ~part];
        continue;
      }
      for (long move : candidates) {
        if ((move & ~balls) == 0) {
          seen[table[balls & (int) ~move]] = balls;
        }
      }
      int mex = 0;
      while (seen[mex] == balls) {
        mex++;
      }
      table[balls] = mex;
    }
    return table;
  }

  /** Fills the misère win/loss bits of every ball set in increasing order, as above. */
  private static long[] fillWinTable(int size, long[] candidates) {
    long[] table = new long[Math.max(1, size >>> 6)];
    table[0] |= 1L; // no ball left: the opponent took the last ball and lost
    for (int balls = 1; balls < size; balls++) {
      for (long move : candidates) {
        int after = balls & (int) ~move;
        if ((move & ~balls) == 0 && (table[after >>> 6] & (1L << after)) == 0) {
          table[balls >>> 6] |= 1L << balls;
          break;
        }
      }
    }
    return table;
  }

  /** Returns the Grundy value of one connected part, searching and remembering it if new. */
  private int partGrundy(long part) {
    Integer known = grundyMemo.get(part);
    if (known != null) {
      return known;
    }
    boolean[] seen = new boolean[candidates.length + 2];
    for (long move : candidates) {
      if ((move & ~part) == 0) {
        seen[grundy(part & ~move)] = true;
      }
    }
    int mex = 0;
    while (seen[mex]) {
      mex++;
    }
    grundyMemo.put(part, mex);
    return mex;
  }

  /** Returns whether the player to move wins misère, searching and remembering it if new. */
  private boolean misereWins(long balls) {
    if (balls == 0) {
      return true;
    }
    Boolean known = winMemo.get(balls);
    if (known != null) {
      return known;
    }
    boolean win = false;
    for (long move : candidates) {
      if ((move & ~balls) == 0 && !misereWins(balls & ~move)) {
        win = true;
        break;
      }
    }
    winMemo.put(balls, win);
    return win;
  }

  /**
   * Returns, for each point, the points that may share a move with it directly: its neighbours in
   * its row and column when touching is required, every point of its row and column otherwise,
   * and none when a move takes one ball only. Balls joined through chains of these links form
   * the independent parts.
   */
  private static long[] links(GridNim rules) {
    int rows = rules.rows();
    int columns = rules.columns();
    long[] links = new long[rows * columns];
    if (rules.maxTake() < 2) {
      return links;
    }
    for (int index = 0; index < links.length; index++) {
      int row = index / columns;
      int column = index % columns;
      long link = 0;
      for (int other = 0; other < links.length; other++) {
        int otherRow = other / columns;
        int otherColumn = other % columns;
        boolean sameLine = (row == otherRow) != (column == otherColumn);
        int distance = Math.abs(row - otherRow) + Math.abs(column - otherColumn);
        if (sameLine && (!rules.touchingRequired() || distance == 1)) {
          link |= 1L << other;
        }
      }
      links[index] = link;
    }
    return links;
  }
}
