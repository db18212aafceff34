package io.github.boardrules.zertz;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;

/**
 * The three marble colours of ZÈRTZ. Marbles belong to nobody: either player may place or jump
 * any of them.
 *
 * <pre>{@code
 * Marble.GREY.letter();        // 'G'
 * Marble.ofLetter('B');        // BLACK
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum Marble {
  /** White: the rarest colour; written {@code W}, boardspace colour 0. */
  WHITE('W'),
  /** Grey: written {@code G}, boardspace colour 1. */
  GREY('G'),
  /** Black: the most common colour; written {@code B}, boardspace colour 2. */
  BLACK('B');

  private static final Marble[] VALUES = values();

  private final char letter;

  Marble(char letter) {
    this.letter = letter;
  }

  /**
   * Returns the upper-case letter that names the colour in the move notation.
   *
   * @return {@code W}, {@code G} or {@code B}
   */
  public char letter() {
    return letter;
  }

  /**
   * Returns the lower-case letter that shows a marble of this colour in position texts and
   * diagrams.
   *
   * @return {@code w}, {@code g} or {@code b}
   */
  public char symbol() {
    return Character.toLowerCase(letter);
  }

  /**
   * Returns the colour with the given upper-case letter.
   *
   * @param letter {@code W}, {@code G} or {@code B}
   * @return the colour
   * @throws IllegalArgumentException if the letter names no colour
   */
  public static Marble ofLetter(char letter) {
    for (Marble marble : VALUES) {
      if (marble.letter == letter) {
        return marble;
      }
    }
    throw new IllegalArgumentException("No marble colour '" + letter + "': the colours are W, G and B");
  }

  /** Returns the colour with the given ordinal; shared array, no copy. */
  static Marble ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }
}
