package io.github.boardrules.colorfield.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.PlayoutResult;
import io.github.boardrules.core.api.API;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The colour-field engine of one layout and set of options: the bit-mask move generator, what a
 * move does, how a position stands ({@link #ending}) and the fast random playout, shared by the
 * rules' {@code legalMoves}, {@code play}, {@code status} and {@code randomPlayout}, so that they
 * cannot disagree. It works on the primitive form of a position — the pieces as bit sets, the team
 * to move as an index (0 FULL, 1 EMPTY), moves as codes — and knows nothing of the rules' values.
 *
 * <p>Every location — the squares, then the gates — is a bit: location {@code l} is bit {@code l &
 * 63} of word {@code l >>> 6}, and a set of locations is {@link #words} {@code long}s. The pieces
 * are one set per team and colour, {@code 2 * colors} sets in one array: the set of team {@code t}
 * and colour {@code c} starts at {@code (t * colors + c) * words}. A RED piece still in its gate is
 * the gate's bit in its team's RED set, so a gate is "occupied" like a square; no neighbour mask
 * contains a gate (no move enters one) and no colour mask does (a piece in a gate stands on no
 * square and cannot be taken). Nothing here depends on the number of squares, colours or gates.
 *
 * <p>A move is a {@code long} code: from, to and capture plus one, {@value #BITS} bits each. The
 * tables are made once and never change, so an engine is thread-safe; the working arrays of one
 * generation live in a {@link Work}, one per thread and use ({@link #listingWork}).
 *
 * <pre>{@code
 * ColorFieldEngine engine = new ColorFieldEngine(board, 0, 0, 0, false);   // FULL first, no draws
 * long[] pieces = engine.initialPieces();
 * ColorFieldEngine.Work work = engine.listingWork();
 * engine.ending(pieces, 0, 0, null, work);   // null: the game goes on
 * work.legalCount();                         // FULL's legal moves
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1.0")
public final class ColorFieldEngine {
  /** Bits per location in a move code. */
  public static final int BITS = 21;
  private static final long MASK = (1L << BITS) - 1;
  private static final int RED = ColorFieldBoard.RED;

  private final ColorFieldBoard board;
  private final int firstTeam;
  private final int plyLimit;
  private final int repetitionDraw;
  private final boolean capturingStepRequired;
  final int squares;
  final int locations;
  final int words;
  final int colors;
  final int[][] neighbours;
  /** Each location's neighbours as a set: index {@code location * words + word}. */
  final long[] neighbourMasks;
  /** Each location's first word with a neighbour, and one past its last. */
  private final int[] firstWord;
  private final int[] endWord;
  /** Colour index of each location: the square's colour, or -1 for a gate. */
  final int[] locationColors;
  /** Per colour, the squares of that colour: index {@code color * words + word}. */
  final long[] colorMasks;
  /** Per colour, the squares a piece of that colour may ever enter: no castle unless RED. */
  final long[] enterable;
  /** The castle's squares. */
  final long[] castle;
  /** The squares (no gates). */
  final long[] squareMask;
  /** The gates. */
  final long[] gateMask;
  /** Team index of each gate. */
  final int[] gateTeams;
  final int moveBound;
  private final ColorFieldZobrist zobrist;
  /** Each thread's working arrays for making states and listing moves, and for playouts. */
  private final ThreadLocal<@Nullable Work> listing;
  private final ThreadLocal<@Nullable Work> playout;

  /**
   * Makes the engine of a board and options.
   *
   * @param board the layout's tables
   * @param firstTeam the team index of the team that moves first ({@link Player#FIRST})
   * @param plyLimit the ply limit, 0 for none
   * @param repetitionDraw the occurrences of a position that draw, 0 for none
   * @param capturingStepRequired whether a capturing step must be chosen when one exists
   */
  public ColorFieldEngine(ColorFieldBoard board, int firstTeam, int plyLimit, int repetitionDraw,
      boolean capturingStepRequired) {
    this.board = board;
    this.firstTeam = firstTeam;
    this.plyLimit = plyLimit;
    this.repetitionDraw = repetitionDraw;
    this.capturingStepRequired = capturingStepRequired;
    this.squares = board.squareCount();
    this.locations = board.locationCount();
    this.words = (locations + 63) >>> 6;
    this.colors = board.colorCount();
    this.neighbours = new int[locations][];
    this.neighbourMasks = new long[locations * words];
    this.firstWord = new int[locations];
    this.endWord = new int[locations];
    int widest = 0;
    for (int i = 0; i < locations; i++) {
      neighbours[i] = board.neighbours(i);
      widest = Math.max(widest, neighbours[i].length);
      firstWord[i] = words;
      for (int to : neighbours[i]) {
        neighbourMasks[i * words + (to >>> 6)] |= 1L << to;
        firstWord[i] = Math.min(firstWord[i], to >>> 6);
        endWord[i] = Math.max(endWord[i], (to >>> 6) + 1);
      }
      if (words <= 2) {
        // On small boards every location looks at every word: a loop of a fixed length, whose
        // end the processor predicts, is faster than skipping an empty word.
        firstWord[i] = 0;
        endWord[i] = words;
      }
    }
    this.locationColors = new int[locations];
    this.colorMasks = new long[colors * words];
    this.castle = new long[words];
    this.squareMask = new long[words];
    this.gateMask = new long[words];
    for (int s = 0; s < squares; s++) {
      locationColors[s] = board.squareColor(s);
      colorMasks[locationColors[s] * words + (s >>> 6)] |= 1L << s;
      squareMask[s >>> 6] |= 1L << s;
      if (board.isCastle(s)) {
        castle[s >>> 6] |= 1L << s;
      }
    }
    this.enterable = new long[colors * words];
    for (int c = 0; c < colors; c++) {
      for (int w = 0; w < words; w++) {
        enterable[c * words + w] = c == RED ? squareMask[w] : squareMask[w] & ~castle[w];
      }
    }
    this.gateTeams = new int[board.gateCount()];
    for (int g = 0; g < gateTeams.length; g++) {
      int location = squares + g;
      locationColors[location] = -1;
      gateTeams[g] = board.gateTeam(g);
      gateMask[location >>> 6] |= 1L << location;
    }
    int teamSize = board.teamSize(0);
    this.moveBound = teamSize * widest * Math.max(1, teamSize) + 1;
    this.zobrist = new ColorFieldZobrist(2 * colors, words, locations);
    // Sizes, not the engine under construction, go into the threads' initial arrays.
    int words = this.words;
    int colors = this.colors;
    int locations = this.locations;
    int moveBound = this.moveBound;
    this.listing = ThreadLocal.withInitial(() -> new Work(words, colors, locations, moveBound));
    this.playout = ThreadLocal.withInitial(() -> new Work(words, colors, locations, 0));
  }

  /**
   * The working arrays of one move generation or playout, and what the last count found. Not
   * thread-safe: each thread has its own ({@link #listingWork}).
   */
  @API(status = INTERNAL, since = "0.1.0")
  public static final class Work {
    /** The empty locations. */
    final long[] free;
    /** The enemy's pieces, all colours. */
    final long[] enemy;
    /**
     * Each team's pieces, all colours ({@code team * words + word}): kept up to date by {@link
     * #play} during a playout, so that a ply need not gather them from every colour.
     */
    final long[] teams;
    /** Per colour, the enemy pieces standing on squares of that colour. */
    final int[] capturable;
    /** Per location holding a piece to move: its moves, its capturing moves, its colour. */
    final int[] counts;
    final int[] captureCounts;
    final int[] pieceColors;
    /** The move codes found by {@link #generate}; empty for a playout, which lists none. */
    final long[] moves;
    /** The totals {@link #countMoves} found. */
    int moveCount;
    int captureCount;
    /** What {@link #ending} found for an ongoing game: the moves listed, and whether only captures. */
    int legalCount;
    boolean capturesOnly;
    /**
     * The state whose counts these arrays hold, for the rules to draw its moves from them; null
     * when they hold another position's. Keeps that one state reachable until this thread makes
     * another.
     */
    @Nullable Object counted;

    /** Makes the arrays of an engine's sizes; {@code moveBound} 0 for a playout, which lists none. */
    Work(int words, int colors, int locations, int moveBound) {
      free = new long[words];
      enemy = new long[words];
      teams = new long[2 * words];
      capturable = new int[colors];
      counts = new int[locations];
      captureCounts = new int[locations];
      pieceColors = new int[locations];
      moves = new long[moveBound];
    }

    /**
     * Returns how many moves the rules list in the position {@link #ending} last found ongoing:
     * only the capturing ones when a capturing step is required and exists.
     *
     * @return the count
     */
    public int legalCount() {
      return legalCount;
    }

    /**
     * Tells whether the rules list only the capturing steps in the position {@link #ending} last
     * found ongoing.
     *
     * @return true when a capturing step must be chosen
     */
    public boolean capturesOnly() {
      return capturesOnly;
    }

    /**
     * Tells whether these arrays hold the counts of a state.
     *
     * @param state the state
     * @return true when it is the state they were marked with
     */
    public boolean holdsCountsOf(Object state) {
      return counted == state;
    }

    /**
     * Marks these arrays as holding the counts of a state, just made from {@link #ending}'s counts.
     *
     * @param state the state
     */
    public void markCounted(Object state) {
      counted = state;
    }
  }

  /**
   * Returns this thread's working arrays for counting and listing moves.
   *
   * @return the arrays
   */
  public Work listingWork() {
    Work w = listing.get();
    if (w == null) {
      w = new Work(words, colors, locations, moveBound);
      listing.set(w);
    }
    return w;
  }

  /** Returns this thread's working arrays for playouts. */
  private Work playoutWork() {
    Work w = playout.get();
    if (w == null) {
      w = new Work(words, colors, locations, 0);
      playout.set(w);
    }
    return w;
  }

  /**
   * Returns the number of squares.
   *
   * @return the squares
   */
  public int squares() {
    return squares;
  }

  /**
   * Returns the number of colours.
   *
   * @return the colours
   */
  public int colors() {
    return colors;
  }

  /**
   * Returns the {@code long}s of one set of locations.
   *
   * @return the words of a set
   */
  public int words() {
    return words;
  }

  /**
   * Returns the layout's tables.
   *
   * @return the board
   */
  public ColorFieldBoard board() {
    return board;
  }

  /**
   * Returns the keys of the position hash.
   *
   * @return the keys
   */
  public ColorFieldZobrist zobrist() {
    return zobrist;
  }

  /**
   * Returns a new pieces array: no pieces.
   *
   * @return the array
   */
  public long[] newPieces() {
    return new long[2 * colors * words];
  }

  /**
   * Returns the pieces at the start: the layout's starting pieces and every gate's RED piece.
   *
   * @return a new pieces array
   */
  public long[] initialPieces() {
    long[] pieces = newPieces();
    for (int s = 0; s < squares; s++) {
      int team = board.startTeam(s);
      if (team != ColorFieldBoard.NONE) {
        pieces[set(team, board.startColor(s)) + (s >>> 6)] |= 1L << s;
      }
    }
    for (int g = 0; g < gateTeams.length; g++) {
      int location = squares + g;
      pieces[set(gateTeams[g], RED) + (location >>> 6)] |= 1L << location;
    }
    return pieces;
  }

  /**
   * Returns the start of the set of a team's pieces of a colour.
   *
   * @param team the team index
   * @param color the colour index
   * @return the index of the set's first word in a pieces array
   */
  public int set(int team, int color) {
    return (team * colors + color) * words;
  }

  /**
   * Returns the code of a move.
   *
   * @param from the starting location
   * @param to the target location
   * @param capture the captured location, or -1
   * @return the code
   */
  public static long code(int from, int to, int capture) {
    return from | (long) to << BITS | (long) (capture + 1) << (2 * BITS);
  }

  /**
   * Returns a move code's starting location.
   *
   * @param code the code
   * @return the location
   */
  public static int from(long code) {
    return (int) (code & MASK);
  }

  /**
   * Returns a move code's target location.
   *
   * @param code the code
   * @return the location
   */
  public static int to(long code) {
    return (int) ((code >>> BITS) & MASK);
  }

  /**
   * Returns a move code's captured location.
   *
   * @param code the code
   * @return the location, or -1
   */
  public static int capture(long code) {
    return (int) (code >>> (2 * BITS)) - 1;
  }

  /**
   * Returns the set holding a location.
   *
   * @param p the pieces
   * @param location the location
   * @return the set's index ({@code team * colors + colour}), or -1 for an empty location
   */
  public int pieceCode(long[] p, int location) {
    int w = location >>> 6;
    long bit = 1L << location;
    for (int i = 0; i < 2 * colors; i++) {
      if ((p[i * words + w] & bit) != 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Plays a move code on the pieces of {@code team}.
   *
   * @param p the pieces, changed
   * @param team the mover's index
   * @param code the move, legal
   */
  public void apply(long[] p, int team, long code) {
    int from = from(code);
    int to = to(code);
    int capture = capture(code);
    int me = team * colors * words;
    int w = from >>> 6;
    long bit = 1L << from;
    int color = 0;
    while ((p[me + color * words + w] & bit) == 0) {
      color++;
    }
    p[me + color * words + w] &= ~bit;
    p[me + color * words + (to >>> 6)] |= 1L << to;
    if (capture >= 0) {
      int enemy = (1 - team) * colors * words + (capture >>> 6);
      long keep = ~(1L << capture);
      for (int c = 0; c < colors; c++) {
        p[enemy + c * words] &= keep;
      }
    }
  }

  /** Fills {@code work.teams} from the pieces: each team's pieces of every colour. */
  void gatherTeams(long[] p, Work work) {
    int words = this.words;
    int colors = this.colors;
    long[] teams = work.teams;
    for (int t = 0; t < 2; t++) {
      int base = t * colors * words;
      for (int w = 0; w < words; w++) {
        long all = 0;
        for (int c = 0; c < colors; c++) {
          all |= p[base + c * words + w];
        }
        teams[t * words + w] = all;
      }
    }
  }

  /**
   * Fills {@code work.free}, {@code work.enemy} and {@code work.capturable} for {@code team} to
   * move, from {@code work.teams}.
   */
  private void prepare(int team, Work work) {
    int words = this.words;
    long[] free = work.free;
    long[] enemy = work.enemy;
    long[] teams = work.teams;
    int mine = team * words;
    int theirs = (1 - team) * words;
    for (int w = 0; w < words; w++) {
      enemy[w] = teams[theirs + w];
      free[w] = ~(teams[theirs + w] | teams[mine + w]);
    }
    long[] colorMasks = this.colorMasks;
    int[] capturable = work.capturable;
    for (int c = 0; c < colors; c++) {
      int count = 0;
      for (int w = 0; w < words; w++) {
        count += Long.bitCount(enemy[w] & colorMasks[c * words + w]);
      }
      capturable[c] = count;
    }
  }

  /** Plays a move code like {@link #apply}, keeping {@code work.teams} up to date. */
  void play(long[] p, int team, long code, Work work) {
    apply(p, team, code);
    int from = from(code);
    int to = to(code);
    int capture = capture(code);
    long[] teams = work.teams;
    int mine = team * words;
    teams[mine + (from >>> 6)] &= ~(1L << from);
    teams[mine + (to >>> 6)] |= 1L << to;
    if (capture >= 0) {
      teams[(1 - team) * words + (capture >>> 6)] &= ~(1L << capture);
    }
  }

  /**
   * Writes the legal move codes of {@code team} into {@code work.moves}, in the order of the
   * rules' legal moves: by starting location, then target, then captured square.
   *
   * @return the number of moves
   */
  int generate(long[] p, int team, Work work) {
    gatherTeams(p, work);
    prepare(team, work);
    int me = team * colors * words;
    int n = 0;
    for (int w = 0; w < words; w++) {
      for (long own = work.teams[team * words + w]; own != 0; own &= own - 1) {
        long bit = own & -own;
        int color = 0;
        while ((p[me + color * words + w] & bit) == 0) {
          color++;
        }
        n = steps(w * 64 + Long.numberOfTrailingZeros(own), color, work, n);
      }
    }
    return n;
  }

  /** Returns the squares of word {@code w} a piece of {@code color} at {@code from} may step to. */
  private long targets(int from, int color, long free, int w) {
    long t = neighbourMasks[from * words + w] & free & enterable[color * words + w];
    if (locationColors[from] == color) {
      t &= ~colorMasks[color * words + w];
    }
    return t;
  }

  private int steps(int from, int color, Work work, int n) {
    long[] out = work.moves;
    boolean canCapture = work.capturable[color] != 0;
    int colorBase = color * words;
    for (int w = firstWord[from]; w < endWord[from]; w++) {
      long own = colorMasks[colorBase + w];
      for (long t = targets(from, color, work.free[w], w); t != 0; t &= t - 1) {
        int to = w * 64 + Long.numberOfTrailingZeros(t);
        long step = from | (long) to << BITS;
        if (!canCapture || (own & (t & -t)) == 0) {
          out[n++] = step;
          continue;
        }
        for (int cw = 0; cw < words; cw++) {
          for (long c = work.enemy[cw] & colorMasks[colorBase + cw]; c != 0; c &= c - 1) {
            out[n++] = step | (long) (cw * 64 + Long.numberOfTrailingZeros(c) + 1) << (2 * BITS);
          }
        }
      }
    }
    return n;
  }

  /**
   * Counts the legal moves of {@code team} without listing them: into {@code work}, per location
   * holding a piece of the team, its moves, its capturing moves and its colour, and the totals.
   * {@code work.teams} must be up to date ({@link #gatherTeams}, then {@link #play}).
   *
   * @return the number of moves
   */
  int countMoves(long[] p, int team, Work work) {
    prepare(team, work);
    int words = this.words;
    int colors = this.colors;
    long[] free = work.free;
    long[] colorMasks = this.colorMasks;
    long[] neighbourMasks = this.neighbourMasks;
    long[] enterable = this.enterable;
    int[] locationColors = this.locationColors;
    int[] firstWord = this.firstWord;
    int[] endWord = this.endWord;
    int[] counts = work.counts;
    int[] captureCounts = work.captureCounts;
    int[] pieceColors = work.pieceColors;
    int n = 0;
    int captures = 0;
    for (int c = 0; c < colors; c++) {
      int base = (team * colors + c) * words;
      int capturable = work.capturable[c];
      int colorBase = c * words;
      for (int w = 0; w < words; w++) {
        for (long m = p[base + w]; m != 0; m &= m - 1) {
          int from = w * 64 + Long.numberOfTrailingZeros(m);
          boolean onOwn = locationColors[from] == c;
          int all = 0;
          int own = 0;
          if (words == 2) {
            // The default board's case, written out: two words, no loop.
            long mask0 = colorMasks[colorBase];
            long mask1 = colorMasks[colorBase + 1];
            long t0 = neighbourMasks[2 * from] & free[0] & enterable[colorBase];
            long t1 = neighbourMasks[2 * from + 1] & free[1] & enterable[colorBase + 1];
            if (onOwn) {
              t0 &= ~mask0;
              t1 &= ~mask1;
            }
            all = Long.bitCount(t0) + Long.bitCount(t1);
            own = Long.bitCount(t0 & mask0) + Long.bitCount(t1 & mask1);
          } else {
            for (int tw = firstWord[from], end = endWord[from]; tw < end; tw++) {
              long colorMask = colorMasks[colorBase + tw];
              long t = neighbourMasks[from * words + tw] & free[tw] & enterable[colorBase + tw];
              if (onOwn) {
                t &= ~colorMask;
              }
              all += Long.bitCount(t);
              own += Long.bitCount(t & colorMask);
            }
          }
          int capturing = capturable == 0 ? 0 : own * capturable;
          int count = capturable == 0 ? all : all - own + capturing;
          counts[from] = count;
          captureCounts[from] = capturing;
          pieceColors[from] = c;
          n += count;
          captures += capturing;
        }
      }
    }
    work.moveCount = n;
    work.captureCount = captures;
    return n;
  }

  /**
   * Returns the code of the {@code index}-th legal move in the order of the rules' legal moves,
   * from the counts {@link #countMoves} left in {@code work}; with {@code capturesOnly}, of the
   * {@code index}-th capturing move.
   *
   * @param team the team to move
   * @param work the arrays holding the position's counts
   * @param index the move's place, from 0
   * @param capturesOnly whether to count the capturing moves only
   * @return the move's code
   */
  public long selectMove(int team, Work work, int index, boolean capturesOnly) {
    int[] counts = capturesOnly ? work.captureCounts : work.counts;
    long[] teams = work.teams;
    int left = index;
    for (int w = 0; w < words; w++) {
      for (long own = teams[team * words + w]; own != 0; own &= own - 1) {
        int from = w * 64 + Long.numberOfTrailingZeros(own);
        if (left < counts[from]) {
          return selectStep(from, work.pieceColors[from], work, left, capturesOnly);
        }
        left -= counts[from];
      }
    }
    throw new IllegalStateException("Move " + index + " is not among the legal moves");
  }

  /** Returns the code of the {@code left}-th move of the piece at {@code from}. */
  private long selectStep(int from, int color, Work work, int left, boolean capturesOnly) {
    int capturable = work.capturable[color];
    int colorBase = color * words;
    for (int w = firstWord[from]; w < endWord[from]; w++) {
      long own = colorMasks[colorBase + w];
      for (long t = targets(from, color, work.free[w], w); t != 0; t &= t - 1) {
        boolean earns = capturable != 0 && (own & (t & -t)) != 0;
        if (capturesOnly && !earns) {
          continue;
        }
        int moves = earns ? capturable : 1;
        if (left >= moves) {
          left -= moves;
          continue;
        }
        long step = from | (long) (w * 64 + Long.numberOfTrailingZeros(t)) << BITS;
        if (!earns) {
          return step;
        }
        return step | (long) (nthCapturable(work, color, left) + 1) << (2 * BITS);
      }
    }
    throw new IllegalStateException("No move " + left + " from " + board.name(from));
  }

  private int nthCapturable(Work work, int color, int n) {
    int left = n;
    for (int w = 0; w < words; w++) {
      long c = work.enemy[w] & colorMasks[color * words + w];
      int here = Long.bitCount(c);
      if (left < here) {
        for (int i = 0; i < left; i++) {
          c &= c - 1;
        }
        return w * 64 + Long.numberOfTrailingZeros(c);
      }
      left -= here;
    }
    throw new IllegalStateException("No capturable piece " + n);
  }

  /** Tells whether {@code team} has a RED piece on the castle. */
  boolean onCastle(long[] p, int team) {
    int red = set(team, RED);
    for (int w = 0; w < words; w++) {
      if ((p[red + w] & castle[w]) != 0) {
        return true;
      }
    }
    return false;
  }

  /** Tells whether {@code team} has a RED piece, on a square or in a gate. */
  boolean hasRed(long[] p, int team) {
    int red = set(team, RED);
    for (int w = 0; w < words; w++) {
      if (p[red + w] != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns the name of the castle square holding a RED piece of a team.
   *
   * @param p the pieces
   * @param team the team index
   * @return the square's name
   * @throws IllegalStateException if no RED piece of the team is on the castle
   */
  public String castleSquare(long[] p, int team) {
    int red = set(team, RED);
    for (int w = 0; w < words; w++) {
      long on = p[red + w] & castle[w];
      if (on != 0) {
        return board.name(w * 64 + Long.numberOfTrailingZeros(on));
      }
    }
    throw new IllegalStateException("No RED piece of team " + team + " on the castle");
  }

  /** Counts the pieces of a set (a team's pieces of one colour) within a mask. */
  private int count(long[] p, int set, long[] mask) {
    int n = 0;
    for (int w = 0; w < words; w++) {
      n += Long.bitCount(p[set + w] & mask[w]);
    }
    return n;
  }

  /**
   * Counts the pieces of a set (a team's pieces of one colour) on squares.
   *
   * @param p the pieces
   * @param set the set's start ({@link #set})
   * @return the pieces on the board
   */
  public int countOnSquares(long[] p, int set) {
    return count(p, set, squareMask);
  }

  /**
   * Counts the pieces of a set in gates: RED pieces that have not moved.
   *
   * @param p the pieces
   * @param set the set's start ({@link #set})
   * @return the pieces in gates
   */
  public int countInGates(long[] p, int set) {
    return count(p, set, gateMask);
  }

  /**
   * Tells how a position stands, as the rules' status says it: the first that applies of castle
   * reached, all RED pieces captured, no legal move, ply limit and repetition, or null when the
   * game goes on. Unless the game ended by the castle or the RED pieces, it counts the legal moves
   * into {@code work} (and clears its mark); for an ongoing game {@link Work#legalCount} and
   * {@link Work#capturesOnly} then tell what the rules list.
   *
   * @param p the pieces
   * @param team the team to move
   * @param plies the plies played
   * @param history the history with the repetition draw on, whose newest node is this position;
   *     else null
   * @param work this thread's {@link #listingWork}
   * @return how the game ended, or null
   */
  public @Nullable ColorFieldEnding ending(
      long[] p, int team, int plies, @Nullable ColorFieldHistory history, Work work) {
    if (onCastle(p, 1 - team)) {
      return ColorFieldEnding.CASTLE_REACHED;
    }
    if (!hasRed(p, team)) {
      return ColorFieldEnding.ALL_RED_CAPTURED;
    }
    work.counted = null;
    gatherTeams(p, work);
    int n = countMoves(p, team, work);
    if (n == 0) {
      return ColorFieldEnding.NO_LEGAL_MOVE;
    }
    if (plyLimit > 0 && plies >= plyLimit) {
      return ColorFieldEnding.PLY_LIMIT;
    }
    if (history != null && history.occurrences() >= repetitionDraw) {
      return ColorFieldEnding.REPETITION;
    }
    boolean capturesOnly = capturingStepRequired && work.captureCount > 0;
    work.capturesOnly = capturesOnly;
    work.legalCount = capturesOnly ? work.captureCount : n;
    return null;
  }

  /**
   * Lists the legal move codes of a position in the order of the rules' legal moves, on this
   * thread's {@link #listingWork} (whose mark it clears).
   *
   * @param p the pieces
   * @param team the team to move
   * @param capturesOnly whether only the capturing steps are listed ({@link Work#capturesOnly})
   * @return the codes, in a new array
   */
  public long[] listMoves(long[] p, int team, boolean capturesOnly) {
    Work w = listingWork();
    w.counted = null;
    int n = generate(p, team, w);
    return capturesOnly ? capturingSteps(w.moves, n) : Arrays.copyOf(w.moves, n);
  }

  /** Returns the capturing moves of {@code codes[0..n)}, or all of them when none captures. */
  private static long[] capturingSteps(long[] codes, int n) {
    int captures = 0;
    for (int i = 0; i < n; i++) {
      if (capture(codes[i]) >= 0) {
        codes[captures++] = codes[i];
      }
    }
    return Arrays.copyOf(codes, captures > 0 ? captures : n);
  }

  /**
   * Returns the position hash after a move, from the move alone: see {@link ColorFieldZobrist}.
   *
   * @param hash the hash before the move
   * @param before the pieces before the move
   * @param code the move
   * @return the hash after it
   */
  public long hashAfter(long hash, long[] before, long code) {
    int from = from(code);
    int capture = capture(code);
    return zobrist.move(hash, pieceCode(before, from), from, to(code),
        capture >= 0 ? pieceCode(before, capture) : -1, capture);
  }

  /**
   * Tells whether a move cannot be undone: a capture or a RED piece leaving its gate. The history
   * of the repetition draw starts again after one.
   *
   * @param code the move
   * @return true for an irreversible move
   */
  public boolean isIrreversible(long code) {
    return capture(code) >= 0 || from(code) >= squares;
  }

  /**
   * Plays uniformly random legal moves from a position until the game is over or {@code plyCap}
   * moves are played, making no object per ply: it counts the legal moves with population counts
   * and builds only the one drawn, on this thread's working arrays. Each move is drawn as {@code
   * random.nextInt(n)} over the {@code n} legal moves in the rules' order. The repetition draw is
   * not played here (its history lives in the states); the caller plays those games through the
   * states.
   *
   * @param pieces the pieces of an ongoing position; not changed
   * @param team the team to move
   * @param plies the plies played
   * @param random the source of the moves
   * @param plyCap the most moves to play, 1 or more
   * @return the winner, a draw by the ply limit, or {@link PlayoutResult#UNFINISHED}
   */
  public PlayoutResult randomPlayout(
      long[] pieces, int team, int plies, RandomGenerator random, int plyCap) {
    long[] p = pieces.clone();
    Work w = playoutWork();
    gatherTeams(p, w);
    int n = countMoves(p, team, w);
    boolean capturesOnly = capturingStepRequired && w.captureCount > 0;
    for (int played = 0; ; ) {
      long move = selectMove(team, w, random.nextInt(capturesOnly ? w.captureCount : n),
          capturesOnly);
      play(p, team, move, w);
      plies++;
      played++;
      int mover = team;
      team = 1 - team;
      if (onCastle(p, mover) || !hasRed(p, team)) {
        return winner(mover);
      }
      n = countMoves(p, team, w);
      if (n == 0) {
        return winner(mover);
      }
      capturesOnly = capturingStepRequired && w.captureCount > 0;
      if (plyLimit > 0 && plies >= plyLimit) {
        return PlayoutResult.DRAW;
      }
      if (played >= plyCap) {
        return PlayoutResult.UNFINISHED;
      }
    }
  }

  private PlayoutResult winner(int team) {
    return PlayoutResult.winOf(team == firstTeam ? Player.FIRST : Player.SECOND);
  }
}
