package io.github.boardrules.playground;

/**
 * A bot seat as a request asks for it, checked against the game by {@link GameRegistry}.
 *
 * @param level the level's number
 * @param side {@code FIRST}, {@code SECOND} or one of the game's side names (such as {@code BLACK})
 */
record BotRequest(int level, String side) {}
