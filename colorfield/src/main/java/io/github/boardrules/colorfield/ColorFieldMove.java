package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.colorfield.internal.ColorFieldEngine;
import io.github.boardrules.core.api.API;
import java.util.OptionalInt;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A colour-field move: the whole turn, a piece's step from a square or gate to a square and, when
 * the step earns a capture, the square of the enemy piece taken. Locations are indices of the
 * move's {@link ColorFieldLayout}: squares from 0, then the gates.
 *
 * <p>{@link #toString()} is the move's notation, such as {@code e0-e1}, {@code c2-c3} or {@code
 * b2-c3xh8}; see {@link ColorField#notation()}.
 *
 * <pre>{@code
 * ColorFieldMove move = rules.notation().parse("g2-h3xb9");
 * move.from();      // index of g2
 * move.capture();   // OptionalInt[index of b9]
 * }</pre>
 *
 * <p>Moves are made by the rules ({@link ColorField#legalMoves}, {@link ColorField#move}) and the
 * notation. Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class ColorFieldMove {
  static final int NO_CAPTURE = -1;

  private final ColorFieldLayout layout;
  private final int from;
  private final int to;
  private final int capture;

  ColorFieldMove(ColorFieldLayout layout, int from, int to, int capture) {
    this.layout = layout;
    this.from = from;
    this.to = to;
    this.capture = capture;
  }

  /** Makes the move of a move code (see {@link ColorFieldEngine#code}). */
  static ColorFieldMove ofCode(ColorFieldLayout layout, long code) {
    return new ColorFieldMove(layout,
        ColorFieldEngine.from(code), ColorFieldEngine.to(code), ColorFieldEngine.capture(code));
  }

  /** Returns the move code: from, to and capture plus one (see {@link ColorFieldEngine#code}). */
  long code() {
    return ColorFieldEngine.code(from, to, capture);
  }

  /**
   * Returns the layout whose locations the move names.
   *
   * @return the layout
   */
  public ColorFieldLayout layout() {
    return layout;
  }

  /**
   * Returns where the piece steps from: a square, or a gate ({@code layout().squareCount()} plus
   * the gate's number).
   *
   * @return the location index
   */
  public int from() {
    return from;
  }

  /**
   * Returns where the piece steps to.
   *
   * @return the location index
   */
  public int to() {
    return to;
  }

  /**
   * Returns the square of the enemy piece the move captures.
   *
   * @return the square's index, or empty for a move without capture
   */
  public OptionalInt capture() {
    return capture == NO_CAPTURE ? OptionalInt.empty() : OptionalInt.of(capture);
  }

  /**
   * Tells whether the move captures a piece.
   *
   * @return true when a capture is named
   */
  public boolean isCapture() {
    return capture != NO_CAPTURE;
  }

  /** Returns the capture's index or {@link #NO_CAPTURE}. */
  int captureIndex() {
    return capture;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    if (!(o instanceof ColorFieldMove other)) {
      return false;
    }
    return from == other.from
        && to == other.to
        && capture == other.capture
        && layout.equals(other.layout);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(code());
  }

  /**
   * Returns the move's notation, such as {@code e0-e1} or {@code b2-c3xh8}.
   *
   * @return the notation
   */
  @Override
  public String toString() {
    String step = layout.name(from) + "-" + layout.name(to);
    return capture == NO_CAPTURE ? step : step + "x" + layout.name(capture);
  }
}
