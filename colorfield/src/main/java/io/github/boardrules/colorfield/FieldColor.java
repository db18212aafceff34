package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A colour of squares and pieces, written with one letter in layouts and position texts: any of
 * the 26 letters {@code A}–{@code Z} is a colour, and a layout uses those its squares have
 * ({@link ColorFieldLayout#colors()}). Red, {@code R}, is special: it is the colour of the castle
 * and the gates, and of the RED pieces, which alone may stand in gates and enter the castle.
 *
 * <p>The default layout uses five: {@link #RED}, {@link #GREEN}, {@link #BLUE}, {@link #YELLOW}
 * and {@link #PURPLE}. Some other letters have English names too ({@code O} ORANGE, {@code W}
 * WHITE, {@code K} BLACK, {@code C} CYAN, {@code M} MAGENTA, {@code T} TEAL, {@code V} VIOLET);
 * the rest are named after their letter ({@code "colour X"}).
 *
 * <pre>{@code
 * FieldColor.ofLetter('G');   // GREEN
 * FieldColor.PURPLE.letter(); // 'P'
 * FieldColor.ofLetter('o');   // ORANGE: either case
 * }</pre>
 *
 * <p>There is one instance per letter, so colours may be compared with {@code ==} as well as
 * {@code equals}. Colours are ordered RED, GREEN, BLUE, YELLOW, PURPLE, then the other letters
 * alphabetically; a layout lists its colours in that order. Instances are immutable.
 */
@API(status = STABLE, since = "0.1.0")
public final class FieldColor implements Comparable<FieldColor> {
  private static final String NAMED = "RGBYP";
  private static final FieldColor[] BY_LETTER = new FieldColor[26];

  static {
    int rank = NAMED.length();
    for (char c = 'A'; c <= 'Z'; c++) {
      int named = NAMED.indexOf(c);
      BY_LETTER[c - 'A'] = new FieldColor(c, named >= 0 ? named : rank++);
    }
  }

  /** Red, {@code R}: the castle, the gates, and the pieces that may enter them. */
  public static final FieldColor RED = BY_LETTER['R' - 'A'];
  /** Green, {@code G}. */
  public static final FieldColor GREEN = BY_LETTER['G' - 'A'];
  /** Blue, {@code B}. */
  public static final FieldColor BLUE = BY_LETTER['B' - 'A'];
  /** Yellow, {@code Y}. */
  public static final FieldColor YELLOW = BY_LETTER['Y' - 'A'];
  /** Purple, {@code P}. */
  public static final FieldColor PURPLE = BY_LETTER['P' - 'A'];

  private final char letter;
  /** The place in the colours' order: RED 0, GREEN 1, BLUE 2, YELLOW 3, PURPLE 4, then A-Z. */
  private final int rank;

  private FieldColor(char letter, int rank) {
    this.letter = letter;
    this.rank = rank;
  }

  /**
   * Returns the colour's letter, upper case.
   *
   * @return {@code A} to {@code Z}
   */
  public char letter() {
    return letter;
  }

  /**
   * Returns the colour's name: {@code RED}, {@code GREEN}, {@code BLUE}, {@code YELLOW}, {@code
   * PURPLE}, {@code ORANGE}, {@code WHITE}, {@code BLACK}, {@code CYAN}, {@code MAGENTA}, {@code
   * TEAL} or {@code VIOLET}, or {@code "colour X"} for another letter X.
   *
   * @return the name
   */
  public String name() {
    return switch (letter) {
      case 'R' -> "RED";
      case 'G' -> "GREEN";
      case 'B' -> "BLUE";
      case 'Y' -> "YELLOW";
      case 'P' -> "PURPLE";
      case 'O' -> "ORANGE";
      case 'W' -> "WHITE";
      case 'K' -> "BLACK";
      case 'C' -> "CYAN";
      case 'M' -> "MAGENTA";
      case 'T' -> "TEAL";
      case 'V' -> "VIOLET";
      default -> "colour " + letter;
    };
  }

  /**
   * Returns the colour with the given letter, in either case.
   *
   * @param letter a letter {@code A}–{@code Z} or {@code a}–{@code z}
   * @return the colour
   * @throws IllegalArgumentException if the character is not a letter A to Z
   */
  public static FieldColor ofLetter(char letter) {
    FieldColor color = byLetter(letter);
    if (color == null) {
      throw new IllegalArgumentException(
          "No colour '" + letter + "': a colour is a letter A to Z");
    }
    return color;
  }

  /** Returns the colour of an upper- or lower-case letter A to Z, or null. */
  static @Nullable FieldColor byLetter(char letter) {
    char upper = letter >= 'a' && letter <= 'z' ? (char) (letter - 'a' + 'A') : letter;
    return upper >= 'A' && upper <= 'Z' ? BY_LETTER[upper - 'A'] : null;
  }

  /**
   * Orders colours: RED, GREEN, BLUE, YELLOW, PURPLE, then the other letters alphabetically.
   *
   * @param other another colour
   * @return negative, zero or positive as this colour comes before, is, or comes after {@code
   *     other}
   */
  @Override
  public int compareTo(FieldColor other) {
    return Integer.compare(rank, other.rank);
  }

  /**
   * Returns the colour's name, such as {@code GREEN}.
   *
   * @return {@link #name()}
   */
  @Override
  public String toString() {
    return name();
  }
}
