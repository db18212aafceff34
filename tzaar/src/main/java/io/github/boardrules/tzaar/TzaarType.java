package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * The three piece types. A stack's type is the type of its top piece; a player who has no stack
 * of one of the types on top loses.
 *
 * <p>The letters follow LittleGolem: {@code a} Tzaar, {@code b} Tzarra, {@code c} Tott (upper
 * case for BLACK pieces).
 *
 * <pre>{@code
 * TzaarType.TZARRA.letter();   // 'b'
 * TzaarType.TOTT.count();      // 15 per player
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum TzaarType {
  /** The Tzaar: 6 per player, letter {@code a}. */
  TZAAR('a', 6),
  /** The Tzarra: 9 per player, letter {@code b}. */
  TZARRA('b', 9),
  /** The Tott: 15 per player, letter {@code c}. */
  TOTT('c', 15);

  private static final TzaarType[] VALUES = values();

  private final char letter;
  private final int count;

  TzaarType(char letter, int count) {
    this.letter = letter;
    this.count = count;
  }

  /**
   * Returns the type's lower-case letter.
   *
   * @return {@code a}, {@code b} or {@code c}
   */
  public char letter() {
    return letter;
  }

  /**
   * Returns how many pieces of this type each player has.
   *
   * @return 6, 9 or 15
   */
  public int count() {
    return count;
  }

  /** Returns the type with code {@code 1 + ordinal}, as stored in stack contents. */
  static TzaarType ofCode(int code) {
    return VALUES[code - 1];
  }

  /** Returns the stack-content code: 1, 2 or 3. */
  int code() {
    return ordinal() + 1;
  }
}
