package io.github.boardrules.playground;

import io.github.boardrules.core.Player;
import java.util.Objects;

/**
 * The bot's place in a game against a person: its level (as {@code ConfiguredGame.levels()} numbers
 * them) and the side it plays.
 *
 * @param level 1 (random) to the game's top level
 * @param side the side the bot moves for
 */
record BotSeat(int level, Player side) {
  BotSeat {
    Objects.requireNonNull(side, "side");
  }
}
