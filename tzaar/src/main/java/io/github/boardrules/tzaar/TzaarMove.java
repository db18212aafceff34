package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.tzaar.internal.TzaarEngine;
import java.util.Optional;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * One action: a capture, a stack, a pass, or (in the tournament setup's placement phase) putting a
 * piece on a point. A turn of two actions is two moves by the same player.
 *
 * <p>{@link #toString()} gives the move's notation: {@code D4xD5} (capture), {@code D4>E4}
 * (stack), {@code pass}, {@code a@E4} (place a white Tzaar on E4; see {@link TzaarPiece#letter()}).
 *
 * <pre>{@code
 * TzaarMove m = TzaarMove.capture(TzaarPoint.of("D4"), TzaarPoint.of("D5"));
 * m.kind();                     // CAPTURE
 * m.toString();                 // "D4xD5"
 * rules.notation().parse("D4>E4").kind();   // STACK
 * }</pre>
 *
 * <p>A move names what it does, not whether it is legal: {@link Tzaar#check} says that. Instances
 * are immutable; the factories return shared instances.
 */
@API(status = STABLE, since = "0.1.0")
public final class TzaarMove {
  /** What a move does. */
  @API(status = STABLE, since = "0.1.0")
  public enum Kind {
    /** Move a stack onto an enemy stack, which leaves the game: {@code D4xD5}. */
    CAPTURE,
    /** Move a stack onto one of the mover's own stacks: {@code D4>E4}. */
    STACK,
    /** Skip the second action: {@code pass}. */
    PASS,
    /** Put a piece on an empty point in the placement phase: {@code a@E4}. */
    PLACE
  }

  private static final int N = TzaarPoint.COUNT;
  private static final TzaarMove PASS = new TzaarMove(Kind.PASS, -1, -1, null);
  private static final TzaarMove[] CAPTURES = new TzaarMove[N * N];
  private static final TzaarMove[] STACKS = new TzaarMove[N * N];
  private static final TzaarMove[] PLACES = new TzaarMove[6 * N];

  static {
    for (int from = 0; from < N; from++) {
      for (int to = 0; to < N; to++) {
        CAPTURES[from * N + to] = new TzaarMove(Kind.CAPTURE, from, to, null);
        STACKS[from * N + to] = new TzaarMove(Kind.STACK, from, to, null);
      }
    }
    for (TzaarPiece piece : TzaarPiece.values()) {
      for (int to = 0; to < N; to++) {
        PLACES[piece.ordinal() * N + to] = new TzaarMove(Kind.PLACE, -1, to, piece);
      }
    }
  }

  private final Kind kind;
  private final int from;
  private final int to;
  private final @Nullable TzaarPiece piece;

  private TzaarMove(Kind kind, int from, int to, @Nullable TzaarPiece piece) {
    this.kind = kind;
    this.from = from;
    this.to = to;
    this.piece = piece;
  }

  /**
   * Returns the capture of the stack on {@code to} by the stack on {@code from}.
   *
   * @param from the moving stack's point
   * @param to the captured stack's point
   * @return the move
   */
  public static TzaarMove capture(TzaarPoint from, TzaarPoint to) {
    return CAPTURES[from.index() * N + to.index()];
  }

  /**
   * Returns the move of the stack on {@code from} on top of the mover's stack on {@code to}.
   *
   * @param from the moving stack's point
   * @param to the point of the stack it goes on top of
   * @return the move
   */
  public static TzaarMove stack(TzaarPoint from, TzaarPoint to) {
    return STACKS[from.index() * N + to.index()];
  }

  /**
   * Returns the pass: skipping the second action of a turn.
   *
   * @return the pass move
   */
  public static TzaarMove pass() {
    return PASS;
  }

  /**
   * Returns the placement of a piece on a point (tournament setup).
   *
   * @param piece the piece; its colour must be the player to move's
   * @param point the empty point
   * @return the move
   */
  public static TzaarMove place(TzaarPiece piece, TzaarPoint point) {
    return PLACES[piece.ordinal() * N + point.index()];
  }

  /**
   * Reads a move in the library's notation, as {@link Tzaar#notation()} does: the inverse of
   * {@link #toString()}.
   *
   * @param text such as {@code D4xD5}, {@code D4>E4}, {@code pass} or {@code a@E4}
   * @return the move
   * @throws io.github.boardrules.core.TextParseException if the text is not a move, naming the
   *     index and the reason
   */
  public static TzaarMove parse(CharSequence text) {
    return TzaarNotation.INSTANCE.parse(text);
  }

  /**
   * Returns what the move does.
   *
   * @return capture, stack, pass or place
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the point of the moving stack.
   *
   * @return the point for a capture or a stack; empty for a pass or a placement
   */
  public Optional<TzaarPoint> from() {
    return from < 0 ? Optional.empty() : Optional.of(TzaarPoint.ofIndex(from));
  }

  /**
   * Returns the point the move goes to: the captured stack's, the covered stack's, or the point a
   * piece is placed on.
   *
   * @return the point; empty for a pass
   */
  public Optional<TzaarPoint> to() {
    return to < 0 ? Optional.empty() : Optional.of(TzaarPoint.ofIndex(to));
  }

  /**
   * Returns the piece a placement puts on the board.
   *
   * @return the piece for a placement; empty otherwise
   */
  public Optional<TzaarPiece> piece() {
    return Optional.ofNullable(piece);
  }

  /** Returns the move of an engine move code (see {@code TzaarEngine}). */
  static TzaarMove ofCode(int code) {
    int a = (code >>> 6) & 63;
    int b = code & 63;
    return switch (code >>> 12) {
      case TzaarEngine.CAPTURE -> CAPTURES[a * N + b];
      case TzaarEngine.STACK -> STACKS[a * N + b];
      case TzaarEngine.PASS -> PASS;
      default -> PLACES[a * N + b];
    };
  }

  /** Returns the engine's code of this move. */
  int code() {
    return switch (kind) {
      case CAPTURE -> (TzaarEngine.CAPTURE << 12) | (from << 6) | to;
      case STACK -> (TzaarEngine.STACK << 12) | (from << 6) | to;
      case PASS -> TzaarEngine.PASS_CODE;
      case PLACE -> (TzaarEngine.PLACE << 12) | (placedPiece().ordinal() << 6) | to;
    };
  }

  /** The placed piece; only for placements. */
  TzaarPiece placedPiece() {
    TzaarPiece placed = piece;
    if (placed == null) {
      throw new IllegalStateException(this + " is not a placement");
    }
    return placed;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof TzaarMove other)) {
      return false;
    }
    return kind == other.kind && from == other.from && to == other.to && piece == other.piece;
  }

  @Override
  public int hashCode() {
    return ((kind.ordinal() * 64 + from + 1) * 64 + to + 1) * 8 + (piece == null ? 7 : piece.ordinal());
  }

  /**
   * Returns the move's notation: {@code D4xD5}, {@code D4>E4}, {@code pass} or {@code a@E4}.
   *
   * @return the notation
   */
  @Override
  public String toString() {
    return switch (kind) {
      case CAPTURE -> TzaarPoint.ofIndex(from) + "x" + TzaarPoint.ofIndex(to);
      case STACK -> TzaarPoint.ofIndex(from) + ">" + TzaarPoint.ofIndex(to);
      case PASS -> "pass";
      case PLACE -> placedPiece().letter() + "@" + TzaarPoint.ofIndex(to);
    };
  }
}
