package io.github.boardrules.nim;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.TextParseException;

/** The last field of every NIM position text: the player to move, {@code 1} or {@code 2}. */
final class PlayerToMoveField {
  private PlayerToMoveField() {}

  /**
   * Reads the player to move at {@code at}, which must be the text's last character.
   *
   * @param input the whole position text
   * @param at where the field starts
   * @return the player
   * @throws TextParseException if the field is missing, not 1 or 2, or followed by more text
   */
  static Player read(String input, int at) {
    if (at >= input.length()) {
      throw new TextParseException("position", input, at, "expected the player to move, 1 or 2");
    }
    char player = input.charAt(at);
    if (player != '1' && player != '2') {
      throw new TextParseException(
          "position", input, at, "the player to move is 1 or 2, not '" + player + "'");
    }
    if (at + 1 < input.length()) {
      throw new TextParseException(
          "position", input, at + 1, "unexpected text after the player to move");
    }
    return Player.ofNumber(player - '0');
  }
}
