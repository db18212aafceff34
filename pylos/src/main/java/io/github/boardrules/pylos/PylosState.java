package io.github.boardrules.pylos;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.internal.PylosZobrist;
import java.util.Arrays;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A Pylos position: the balls of each colour on the pyramid, the player to move, the number of
 * plies played, and — only when the rules detect repetitions — the positions the game passed
 * through. Each player's reserve is what he does not have on the board: 15 minus his balls there.
 *
 * <p>LIGHT is {@link Player#FIRST} and DARK {@link Player#SECOND}. Spot {@code i} (see {@link
 * PylosSpots}) is bit {@code i} of {@link #light()} and {@link #dark()}.
 *
 * <p>{@link #toString()} gives the position text (see {@link Pylos#positions()}); {@link
 * #diagram()} draws the four levels.
 *
 * <pre>{@code
 * Pylos rules = Pylos.standard();
 * PylosState state = rules.play(rules.initialState(), rules.notation().parse("b2"));
 * state.reserve(Player.FIRST);              // 14
 * state.ballAt(PylosSpots.parse("b2"));     // Optional[FIRST]
 * state.toString();                         // "..../..../.L../.... .../.../... ../.. . D 1"
 * }</pre>
 *
 * <p>States are obtained from a {@link Pylos} rules object. Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class PylosState {
  /** The history of a state when repetitions are not counted. */
  static final long[] NO_HISTORY = new long[0];

  private final long light;
  private final long dark;
  private final Player toMove;
  private final int plies;
  /** The keys ({@link #key}) of the earlier positions, oldest first; empty without detection. */
  private final long[] history;
  /** The Zobrist hash of the balls and the player to move, see {@link #positionHash()}. */
  private final long hash;

  PylosState(long light, long dark, Player toMove, int plies, long[] history) {
    this(light, dark, toMove, plies, history, PylosZobrist.of(light, dark, toMove));
  }

  /** Makes a state whose hash the caller has updated incrementally. */
  PylosState(long light, long dark, Player toMove, int plies, long[] history, long hash) {
    this.light = light;
    this.dark = dark;
    this.toMove = toMove;
    this.plies = plies;
    this.history = history.length == 0 ? NO_HISTORY : history;
    this.hash = hash;
  }

  /** Returns a number naming the board and the player to move, for repetition detection. */
  static long key(long light, long dark, Player toMove) {
    return light | dark << Board.SPOTS | (toMove == Player.SECOND ? 1L << 60 : 0);
  }

  long key() {
    return key(light, dark, toMove);
  }

  long[] history() {
    return history;
  }

  /**
   * Returns a 64-bit Zobrist hash of the position: the XOR of a fixed random key for each ball
   * (its colour and spot) and, when DARK is to move, a key for that. It covers everything the
   * moves depend on — the balls and the player to move; the reserves follow from the balls — and
   * leaves out the ply count and the repetition history, so that the same position reached by
   * different move orders has the same hash, as a transposition table wants. The rules keep it
   * up to date as moves are played, changing only the keys of the balls a move places, raises or
   * takes back.
   *
   * <pre>{@code
   * Pylos rules = Pylos.standard();
   * MoveNotation<PylosMove> n = rules.notation();
   * PylosState start = rules.initialState();
   * PylosState a = rules.play(rules.play(rules.play(start, n.parse("b2")), n.parse("c3")), n.parse("a1"));
   * PylosState b = rules.play(rules.play(rules.play(start, n.parse("a1")), n.parse("c3")), n.parse("b2"));
   * a.positionHash() == b.positionHash();   // true: the same balls, DARK to move
   * }</pre>
   *
   * <p>Different positions may share a hash (with a chance of about 2<sup>-64</sup> per pair), so
   * use it to find candidates and {@link #equals} or the balls to confirm.
   *
   * @return the hash
   */
  public long positionHash() {
    return hash;
  }

  /**
   * Returns the spots holding a LIGHT ball, bit {@code i} for spot {@code i}.
   *
   * @return the mask
   */
  public long light() {
    return light;
  }

  /**
   * Returns the spots holding a DARK ball, bit {@code i} for spot {@code i}.
   *
   * @return the mask
   */
  public long dark() {
    return dark;
  }

  /**
   * Returns the spots holding a ball of {@code player} (LIGHT is FIRST).
   *
   * @param player the player
   * @return the mask
   */
  public long balls(Player player) {
    return player == Player.FIRST ? light : dark;
  }

  /**
   * Returns how many balls {@code player} has left in his reserve.
   *
   * @param player the player
   * @return 0 to 15
   */
  public int reserve(Player player) {
    return Board.BALLS_PER_PLAYER - Long.bitCount(balls(player));
  }

  /**
   * Returns whose ball is on a spot.
   *
   * @param spot the spot number, 0 to 29
   * @return the owner, or empty when the spot is empty
   * @throws IndexOutOfBoundsException if the spot does not exist
   */
  public Optional<Player> ballAt(int spot) {
    PylosSpots.level(spot);
    long bit = 1L << spot;
    return (light & bit) != 0
        ? Optional.of(Player.FIRST)
        : (dark & bit) != 0 ? Optional.of(Player.SECOND) : Optional.empty();
  }

  /**
   * Returns the player to move; when the game is over, the player who would move next.
   *
   * @return the player
   */
  public Player toMove() {
    return toMove;
  }

  /**
   * Returns the number of plies (turns) played to reach this position.
   *
   * @return the plies, from 0 at the start
   */
  public int plies() {
    return plies;
  }

  /**
   * Returns a drawing of the four levels side by side, rows from the top, {@code L} for LIGHT,
   * {@code D} for DARK and {@code .} for an empty spot, then the reserves and the player to move:
   *
   * <pre>
   *   level 0     level 1   level 2  level 3
   * 4 . . . .   3 . . .   2 . .    1 .
   * 3 . . . .   2 . . .   1 . .      a
   * 2 . L . .   1 . . .     a b
   * 1 . . . .     a b c
   *   a b c d
   * reserves: LIGHT 14, DARK 15; DARK to move (ply 1)
   * </pre>
   *
   * @return the drawing, lines ending with {@code \n}
   */
  public String diagram() {
    String[][] blocks = new String[4][];
    for (int level = 0; level < 4; level++) {
      int n = 4 - level;
      String[] lines = new String[6];
      lines[0] = "  level " + level;
      for (int line = 1; line <= 5; line++) {
        int row = n - line;
        StringBuilder out = new StringBuilder();
        if (row >= 0) {
          out.append((char) ('1' + row));
          for (int column = 0; column < n; column++) {
            out.append(' ').append(symbol(Board.index(level, column, row)));
          }
        } else if (row == -1) {
          out.append(' ');
          for (int column = 0; column < n; column++) {
            out.append(' ').append((char) ('a' + column));
          }
        }
        lines[line] = out.toString();
      }
      blocks[level] = lines;
    }
    int[] widths = {12, 10, 9, 0};
    StringBuilder out = new StringBuilder();
    for (int line = 0; line < 6; line++) {
      StringBuilder row = new StringBuilder();
      for (int level = 0; level < 4; level++) {
        String cell = blocks[level][line];
        row.append(cell);
        for (int pad = cell.length(); pad < widths[level]; pad++) {
          row.append(' ');
        }
      }
      out.append(row.toString().stripTrailing()).append('\n');
    }
    out.append("reserves: LIGHT ").append(reserve(Player.FIRST))
        .append(", DARK ").append(reserve(Player.SECOND))
        .append("; ").append(Pylos.colour(toMove)).append(" to move (ply ").append(plies)
        .append(")\n");
    return out.toString();
  }

  private char symbol(int spot) {
    long bit = 1L << spot;
    return (light & bit) != 0 ? 'L' : (dark & bit) != 0 ? 'D' : '.';
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof PylosState other)) {
      return false;
    }
    return light == other.light
        && dark == other.dark
        && toMove == other.toMove
        && plies == other.plies
        && Arrays.equals(history, other.history);
  }

  @Override
  public int hashCode() {
    return ((Long.hashCode(light * 31 + dark) * 31 + toMove.ordinal()) * 31 + plies) * 31
        + Arrays.hashCode(history);
  }

  /**
   * Returns the position text, such as {@code ..../..../.L../.... .../.../... ../.. . D 1}.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    return PylosPositions.write(this);
  }
}
