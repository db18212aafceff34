package io.github.boardrules.colorfield;

import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The colours of squares and pieces, each written with one letter in layouts and position texts.
 * Red is the colour of the castle and the gates, and of the three RED pieces of each team.
 *
 * <pre>{@code
 * FieldColor.ofLetter('G');   // GREEN
 * FieldColor.PURPLE.letter(); // 'P'
 * }</pre>
 */
public enum FieldColor {
  /** Red, {@code R}: the castle's squares and the pieces that may enter gates and castle. */
  RED('R', 0),
  /** Green, {@code G}. */
  GREEN('G', 1),
  /** Blue, {@code B}. */
  BLUE('B', 2),
  /** Yellow, {@code Y}. */
  YELLOW('Y', 3),
  /** Purple, {@code P}. */
  PURPLE('P', 4);

  private static final FieldColor[] VALUES = values();

  private final char letter;
  /** The colour's index in the rules' bit-mask tables; equal to its position in this list. */
  private final int index;

  FieldColor(char letter, int index) {
    this.letter = letter;
    this.index = index;
  }

  /** Returns the colour's index in the bit-mask tables, 0 for RED to 4 for PURPLE. */
  int index() {
    return index;
  }

  /**
   * Returns the colour's letter, upper case.
   *
   * @return {@code R}, {@code G}, {@code B}, {@code Y} or {@code P}
   */
  public char letter() {
    return letter;
  }

  /**
   * Returns the colour with the given letter, in either case.
   *
   * @param letter {@code R}, {@code G}, {@code B}, {@code Y} or {@code P}
   * @return the colour
   * @throws IllegalArgumentException if the letter names no colour
   */
  public static FieldColor ofLetter(char letter) {
    FieldColor color = byLetter(letter);
    if (color == null) {
      throw new IllegalArgumentException(
          "No colour '" + letter + "': the colours are R, G, B, Y and P");
    }
    return color;
  }

  /** Returns the colour of an upper- or lower-case letter, or null. */
  static @Nullable FieldColor byLetter(char letter) {
    char upper = Character.toUpperCase(letter);
    for (FieldColor color : VALUES) {
      if (color.letter == upper) {
        return color;
      }
    }
    return null;
  }

  /** Returns the colour with the given table index. */
  static FieldColor ofIndex(int index) {
    return VALUES[index];
  }
}
