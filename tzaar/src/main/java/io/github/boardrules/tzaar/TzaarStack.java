package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import io.github.boardrules.tzaar.internal.TzaarStacks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A stack: one or more pieces of one colour, listed bottom to top. Its height is its number of
 * pieces and its type the type of its top piece.
 *
 * <pre>{@code
 * TzaarStack s = state.stack(TzaarPoint.of("D4")).orElseThrow();
 * s.colour();     // WHITE
 * s.height();     // 3
 * s.top();        // TZAAR
 * s.toString();   // "cca": Tott, Tott, Tzaar from the bottom
 * }</pre>
 *
 * <p>Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class TzaarStack {
  private final TzaarColour colour;
  private final long content;

  /** Makes a stack from its content code (2 bits per piece, bottom piece lowest, never 0). */
  TzaarStack(TzaarColour colour, long content) {
    this.colour = colour;
    this.content = content;
  }

  /**
   * Returns the colour of the stack's pieces.
   *
   * @return WHITE or BLACK
   */
  public TzaarColour colour() {
    return colour;
  }

  /**
   * Returns the number of pieces.
   *
   * @return 1 to 30
   */
  public int height() {
    return TzaarStacks.height(content);
  }

  /**
   * Returns the stack's type: the type of its top piece.
   *
   * @return the top piece's type
   */
  public TzaarType top() {
    return TzaarType.ofCode(TzaarStacks.topCode(content));
  }

  /**
   * Returns the pieces' types from the bottom to the top.
   *
   * @return an unmodifiable list, never empty
   */
  public List<TzaarType> pieces() {
    List<TzaarType> pieces = new ArrayList<>();
    for (long rest = content; rest != 0; rest >>>= 2) {
      pieces.add(TzaarType.ofCode((int) (rest & 3)));
    }
    return Collections.unmodifiableList(pieces);
  }

  /**
   * Returns how many pieces of a type the stack holds, at any level.
   *
   * @param type the type
   * @return the count
   */
  public int count(TzaarType type) {
    int count = 0;
    for (long rest = content; rest != 0; rest >>>= 2) {
      if ((rest & 3) == type.code()) {
        count++;
      }
    }
    return count;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof TzaarStack other && other.colour == colour && other.content == content;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(content) * 2 + colour.ordinal();
  }

  /**
   * Returns the pieces' letters from the bottom to the top, lower case for WHITE and upper case for
   * BLACK, as in position texts: {@code cca}, {@code B}.
   *
   * @return the letters
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    for (long rest = content; rest != 0; rest >>>= 2) {
      out.append(TzaarPiece.of(colour, TzaarType.ofCode((int) (rest & 3))).letter());
    }
    return out.toString();
  }
}
