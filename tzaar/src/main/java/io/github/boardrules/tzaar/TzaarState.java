package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.api.API;
import io.github.boardrules.tzaar.internal.TzaarEngine;
import io.github.boardrules.tzaar.internal.TzaarStacks;
import io.github.boardrules.tzaar.internal.TzaarZobrist;
import java.util.Arrays;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A TZAAR position: every stack, bottom to top, the player to move and the phase of his turn.
 *
 * <p>{@link #toString()} gives the position text (see {@link Tzaar#positions()}); {@link
 * #diagram()} draws the board.
 *
 * <pre>{@code
 * TzaarState s = Tzaar.fixedSetup().initialState();
 * s.colourToMove();                        // WHITE
 * s.phase();                               // OPENING
 * s.stack(TzaarPoint.of("E4"));            // Optional[c]: a white Tott
 * s.stackCount();                          // 60
 * s.piecesOnBoard(TzaarColour.BLACK, TzaarType.TZAAR);   // 6
 * }</pre>
 *
 * <p>States are obtained from a {@link Tzaar} rules object or decoded from position text.
 * Instances are immutable; two states are equal when their stacks, player to move and phase are.
 */
@API(status = STABLE, since = "0.1.0")
public final class TzaarState {
  /** Stack contents by point: 2 bits per piece (type code 1-3), bottom piece lowest; 0 when empty. */
  private final long[] stacks;

  private final long white;
  private final long black;
  /** Points whose top piece is a Tzaar. */
  private final long tzaars;
  /** Points whose top piece is a Tzarra. */
  private final long tzarras;

  private final TzaarColour toMove;
  private final TzaarPhase phase;
  /** The Zobrist hash, see {@link #positionHash()}. */
  private final long zobrist;
  private int hash;

  /**
   * Makes a state that takes over {@code stacks}, with its Zobrist hash (updated incrementally by
   * the caller); the caller keeps the masks consistent.
   */
  TzaarState(
      long[] stacks,
      long white,
      long black,
      long tzaars,
      long tzarras,
      TzaarColour toMove,
      TzaarPhase phase,
      long zobrist) {
    this.zobrist = zobrist;
    this.stacks = stacks;
    this.white = white;
    this.black = black;
    this.tzaars = tzaars;
    this.tzarras = tzarras;
    this.toMove = toMove;
    this.phase = phase;
  }

  /** Makes a state from stack contents and colours, computing the masks. */
  static TzaarState of(long[] stacks, long white, TzaarColour toMove, TzaarPhase phase) {
    long black = 0;
    long tzaars = 0;
    long tzarras = 0;
    for (int p = 0; p < TzaarPoint.COUNT; p++) {
      if (stacks[p] == 0) {
        continue;
      }
      if ((white & (1L << p)) == 0) {
        black |= 1L << p;
      }
      int top = TzaarStacks.topCode(stacks[p]);
      if (top == 1) {
        tzaars |= 1L << p;
      } else if (top == 2) {
        tzarras |= 1L << p;
      }
    }
    return new TzaarState(stacks, white, black, tzaars, tzarras, toMove, phase,
        TzaarZobrist.fromScratch(stacks, white, black, toMove.ordinal(), phase.ordinal()));
  }

  /** Makes the state an engine reached, whose Zobrist hash is {@code zobrist}; it takes over the contents. */
  static TzaarState of(TzaarEngine engine, long zobrist) {
    return new TzaarState(engine.contents(), engine.white(), engine.black(), engine.tzaars(),
        engine.tzarras(), TzaarColour.ofIndex(engine.toMove()), TzaarPhase.ofIndex(engine.phase()),
        zobrist);
  }

  /** Returns a read-only engine view that shares this state's contents. */
  TzaarEngine engineView() {
    return TzaarEngine.view(stacks, white, black, tzaars, tzarras, toMove.ordinal(), phase.ordinal());
  }

  /** Returns an engine copy of this state, to play on. */
  TzaarEngine engineCopy() {
    return TzaarEngine.copyOf(stacks, white, black, tzaars, tzarras, toMove.ordinal(), phase.ordinal());
  }

  /**
   * Reads a position text, as {@link Tzaar#positions()} does: the inverse of {@link #toString()}.
   *
   * <pre>{@code
   * TzaarState s = TzaarState.parse(
   *     "CCCCc/cBBBbc/cbAAabc/cbaCcabc/cbacCABC/CBACcABC/CBAaaBC/CBbbbC/Ccccc w opening");
   * }</pre>
   *
   * @param text a position text
   * @return the state it describes
   * @throws io.github.boardrules.core.TextParseException if the text is malformed or describes a
   *     position no game reaches, naming the index and the reason
   */
  public static TzaarState parse(CharSequence text) {
    return TzaarPositions.INSTANCE.decode(text);
  }

  /**
   * Returns the player to move. After an action that ends the game this is the player who would
   * act next by the turn order; see {@link Tzaar#status}.
   *
   * @return {@code FIRST} (WHITE) or {@code SECOND} (BLACK)
   */
  public Player toMove() {
    return toMove.player();
  }

  /**
   * Returns the colour to move.
   *
   * @return WHITE or BLACK
   */
  public TzaarColour colourToMove() {
    return toMove;
  }

  /**
   * Returns the phase of the turn of the player to move.
   *
   * @return placement, opening, first action (capture) or second action
   */
  public TzaarPhase phase() {
    return phase;
  }

  /**
   * Returns the stack on a point.
   *
   * @param point the point
   * @return the stack, or empty when the point is empty
   */
  public Optional<TzaarStack> stack(TzaarPoint point) {
    long content = stacks[point.index()];
    if (content == 0) {
      return Optional.empty();
    }
    return Optional.of(new TzaarStack(colourAt(point.index()), content));
  }

  /**
   * Returns the height of the stack on a point.
   *
   * @param point the point
   * @return the number of pieces; 0 when the point is empty
   */
  public int height(TzaarPoint point) {
    long content = stacks[point.index()];
    return TzaarStacks.height(content);
  }

  /**
   * Returns the points holding a stack, bit {@link TzaarPoint#index()}.
   *
   * @return the mask
   */
  public long occupiedMask() {
    return white | black;
  }

  /**
   * Returns the points holding a stack of one colour, bit {@link TzaarPoint#index()}.
   *
   * @param colour the colour
   * @return the mask
   */
  public long mask(TzaarColour colour) {
    return colour == TzaarColour.WHITE ? white : black;
  }

  /**
   * Returns the number of stacks on the board.
   *
   * @return 0 to 60
   */
  public int stackCount() {
    return Long.bitCount(white | black);
  }

  /**
   * Returns the number of stacks of one colour.
   *
   * @param colour the colour
   * @return 0 to 30
   */
  public int stackCount(TzaarColour colour) {
    return Long.bitCount(mask(colour));
  }

  /**
   * Returns the number of stacks of a colour whose top piece has a type. A player with none of one
   * type loses (in the play phases).
   *
   * @param colour the colour
   * @param type the type
   * @return the count
   */
  public int topCount(TzaarColour colour, TzaarType type) {
    return Long.bitCount(mask(colour) & typeMask(type));
  }

  /**
   * Returns the number of pieces of a colour and type on the board, at any level of any stack.
   *
   * @param colour the colour
   * @param type the type
   * @return 0 to {@link TzaarType#count()}
   */
  public int piecesOnBoard(TzaarColour colour, TzaarType type) {
    return TzaarStacks.count(stacks, mask(colour), type.code());
  }

  /**
   * Returns the number of pieces of a colour and type not yet placed: in the placement phase,
   * those not on the board; otherwise 0.
   *
   * @param colour the colour
   * @param type the type
   * @return the count
   */
  public int piecesInHand(TzaarColour colour, TzaarType type) {
    return phase == TzaarPhase.PLACEMENT ? type.count() - piecesOnBoard(colour, type) : 0;
  }

  /**
   * Returns the number of pieces of a colour and type that have left the game: outside the
   * placement phase, those not on the board; in it, 0.
   *
   * @param colour the colour
   * @param type the type
   * @return the count
   */
  public int piecesCaptured(TzaarColour colour, TzaarType type) {
    return phase == TzaarPhase.PLACEMENT ? 0 : type.count() - piecesOnBoard(colour, type);
  }

  /**
   * Draws the board as text, one line per half row, columns A to I from the left: a stack is its
   * top piece's letter followed by its height when above 1 ({@code c}, {@code A3}), an empty point
   * {@code .}, the centre hole {@code *}.
   *
   * @return the drawing, lines ending with {@code \n}
   */
  public String diagram() {
    return TzaarDiagram.draw(this);
  }

  /**
   * Returns a 64-bit Zobrist hash of the position, for transposition tables and repetition checks:
   * equal states have equal hashes, and different states almost always different ones.
   *
   * <pre>{@code
   * AlphaBetaBot<TzaarState, TzaarMove> bot =
   *     AlphaBetaBot.builder(rules, TzaarEvaluation.standard()).hash(TzaarState::positionHash).build();
   * }</pre>
   *
   * <p>It covers everything the rules depend on and {@link #equals} compares: every piece of every
   * stack (its point, level in the stack, colour and type), the player to move and the phase of
   * his turn. It is the exclusive or of fixed 64-bit keys, one per point, level, colour and type,
   * one per phase and one for BLACK to move; the rules update it incrementally as a move is played
   * (only the keys of the stacks the move touches and of the turn), and it is the same in every run
   * of every JVM.
   *
   * @return the hash
   */
  public long positionHash() {
    return zobrist;
  }

  long[] stacksShared() {
    return stacks;
  }

  long content(int point) {
    return stacks[point];
  }

  long white() {
    return white;
  }

  long black() {
    return black;
  }

  long tzaars() {
    return tzaars;
  }

  long tzarras() {
    return tzarras;
  }

  long typeMask(TzaarType type) {
    return switch (type) {
      case TZAAR -> tzaars;
      case TZARRA -> tzarras;
      case TOTT -> (white | black) & ~tzaars & ~tzarras;
    };
  }

  TzaarColour colourAt(int point) {
    return (white & (1L << point)) != 0 ? TzaarColour.WHITE : TzaarColour.BLACK;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof TzaarState other)) {
      return false;
    }
    return white == other.white
        && black == other.black
        && toMove == other.toMove
        && phase == other.phase
        && Arrays.equals(stacks, other.stacks);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = Arrays.hashCode(stacks) * 31 + Long.hashCode(white);
      h = (h * 31 + toMove.ordinal()) * 31 + phase.ordinal();
      h = h == 0 ? 1 : h;
      hash = h;
    }
    return h;
  }

  /**
   * Returns the position text, as {@link Tzaar#positions()} writes it.
   *
   * @return the position text
   */
  @Override
  public String toString() {
    return TzaarPositions.write(this);
  }
}
