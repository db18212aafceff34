package io.github.boardrules.colorfield;

import static io.github.boardrules.core.api.API.Status.STABLE;

import io.github.boardrules.core.api.API;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * The two teams: FULL (pieces with a dot in the middle) and EMPTY (pieces with a ring). Which
 * team moves first is an option of the rules ({@link ColorField.Builder#firstTeam}); the team that
 * moves first is core's {@link io.github.boardrules.core.Player#FIRST}.
 */
@API(status = STABLE, since = "0.1.0")
public enum Team {
  /** The pieces with a dot in the middle; written {@code F}, its pieces in upper case. */
  FULL('F', 0),
  /** The pieces with a ring; written {@code E}, its pieces in lower case. */
  EMPTY('E', 1);

  private final char letter;
  /** The team's index in the rules' bit-mask tables. */
  private final int index;

  Team(char letter, int index) {
    this.letter = letter;
    this.index = index;
  }

  /** Returns the team's index in the bit-mask tables: 0 for FULL, 1 for EMPTY. */
  int index() {
    return index;
  }

  /** Returns the team with the given table index. */
  static Team ofIndex(int index) {
    return index == 0 ? FULL : EMPTY;
  }

  /**
   * Returns the team's letter in position texts.
   *
   * @return {@code F} or {@code E}
   */
  public char letter() {
    return letter;
  }

  /**
   * Returns the other team.
   *
   * @return EMPTY for FULL and FULL for EMPTY
   */
  public Team opponent() {
    return this == FULL ? EMPTY : FULL;
  }

  /** Returns the team written with this letter, or null. */
  static @Nullable Team byLetter(char letter) {
    return letter == 'F' ? FULL : letter == 'E' ? EMPTY : null;
  }

  /** Returns the team of a layout keyword, {@code FULL} or {@code EMPTY}, or null. */
  static @Nullable Team byName(String name) {
    return name.equals("FULL") ? FULL : name.equals("EMPTY") ? EMPTY : null;
  }
}
