package io.github.boardrules.tzaar;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A piece: a colour and a type. Its letter, as in position texts, placement moves and LittleGolem
 * records, is the type's letter, lower case for WHITE and upper case for BLACK.
 *
 * <pre>{@code
 * TzaarPiece.of(TzaarColour.BLACK, TzaarType.TZAAR).letter();   // 'A'
 * TzaarPiece.ofLetter('c');                                      // WHITE_TOTT
 * }</pre>
 */
@API(status = STABLE, since = "0.1.0")
public enum TzaarPiece {
  /** A white Tzaar, {@code a}. */
  WHITE_TZAAR(TzaarColour.WHITE, TzaarType.TZAAR),
  /** A white Tzarra, {@code b}. */
  WHITE_TZARRA(TzaarColour.WHITE, TzaarType.TZARRA),
  /** A white Tott, {@code c}. */
  WHITE_TOTT(TzaarColour.WHITE, TzaarType.TOTT),
  /** A black Tzaar, {@code A}. */
  BLACK_TZAAR(TzaarColour.BLACK, TzaarType.TZAAR),
  /** A black Tzarra, {@code B}. */
  BLACK_TZARRA(TzaarColour.BLACK, TzaarType.TZARRA),
  /** A black Tott, {@code C}. */
  BLACK_TOTT(TzaarColour.BLACK, TzaarType.TOTT);

  private static final TzaarPiece[] VALUES = values();

  private final TzaarColour colour;
  private final TzaarType type;

  TzaarPiece(TzaarColour colour, TzaarType type) {
    this.colour = colour;
    this.type = type;
  }

  /**
   * Returns the piece's colour.
   *
   * @return WHITE or BLACK
   */
  public TzaarColour colour() {
    return colour;
  }

  /**
   * Returns the piece's type.
   *
   * @return the type
   */
  public TzaarType type() {
    return type;
  }

  /**
   * Returns the piece's letter: {@code a b c} for WHITE, {@code A B C} for BLACK.
   *
   * @return the letter
   */
  public char letter() {
    return colour == TzaarColour.WHITE ? type.letter() : Character.toUpperCase(type.letter());
  }

  /**
   * Returns the piece of a colour and type.
   *
   * @param colour the colour
   * @param type the type
   * @return the piece
   */
  public static TzaarPiece of(TzaarColour colour, TzaarType type) {
    return VALUES[colour.ordinal() * 3 + type.ordinal()];
  }

  /**
   * Returns the piece with a letter.
   *
   * @param letter one of {@code a b c A B C}
   * @return the piece
   * @throws IllegalArgumentException if the letter is none of these
   */
  public static TzaarPiece ofLetter(char letter) {
    TzaarPiece piece = ofLetterOrNull(letter);
    if (piece == null) {
      throw new IllegalArgumentException(
          "No piece has letter '" + letter + "': pieces are a b c (WHITE) and A B C (BLACK)");
    }
    return piece;
  }

  /** Returns the piece with an ordinal, without copying {@code values()}. */
  static TzaarPiece ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /** Returns the piece with a letter, or null. */
  static @Nullable TzaarPiece ofLetterOrNull(char letter) {
    if (letter >= 'a' && letter <= 'c') {
      return VALUES[letter - 'a'];
    }
    if (letter >= 'A' && letter <= 'C') {
      return VALUES[3 + letter - 'A'];
    }
    return null;
  }
}
